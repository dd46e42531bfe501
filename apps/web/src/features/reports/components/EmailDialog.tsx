import { Button, Modal, Textarea, useToast } from '@faena/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '@/platform/errors/message';
import { sendReportByEmail } from '../api';
import { parseEmails } from '../draft';
import type { Report } from '../model';

const MAX_RECIPIENTS = 20;

/** "Enviar por correo" (flag reportsByEmail): mails the report's page link to up to 20 addresses. */
export function EmailDialog({ report, onClose }: { report: Report; onClose: () => void }) {
  const { t } = useTranslation('reports');
  const toast = useToast();
  const formId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { emails, invalid } = parseEmails(text);
    if (emails.length === 0) return setError(t('email.toRequired'));
    if (invalid) return setError(t('email.toInvalid', { email: invalid }));
    if (emails.length > MAX_RECIPIENTS) return setError(t('email.toTooMany'));
    setSending(true);
    setError(null);
    try {
      await sendReportByEmail(report.publicId, emails);
      toast.show({ title: t('email.sent', { count: emails.length }), tone: 'success' });
      onClose();
    } catch (caught) {
      setError(t('email.error', { message: messageOf(caught) }));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      size="sm"
      title={t('email.title', { title: report.title })}
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" form={formId} loading={sending}>
            {t('email.send')}
          </Button>
        </div>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <Textarea
          label={t('email.to')}
          hint={t('email.toHint')}
          value={text}
          rows={4}
          autoComplete="email"
          onChange={(event) => setText(event.target.value)}
          error={error ?? undefined}
        />
      </form>
    </Modal>
  );
}
