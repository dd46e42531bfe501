import { ApiError } from '@faena/api-client';
import { trimInvisible } from '@faena/contract/text';
import { Button, Modal, ModalClose, TextField } from '@faena/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createInvitation, type Invitation, type InviteErrors, validateInvite } from './invitations';

/** 'Crear invitación': email + name → createInvitation; an email in use is shown on its field. */
export function InviteDialog() {
  const { t } = useTranslation('settings');
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState({ email: '', name: '' });
  const [errors, setErrors] = useState<InviteErrors>({});
  const [failure, setFailure] = useState(false);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<Invitation | null>(null);
  const sentStatus = useRef<HTMLParagraphElement>(null);

  // The submit button disappears with the form: keep focus inside the dialog, on the outcome.
  useEffect(() => {
    if (sent) sentStatus.current?.focus();
  }, [sent]);

  const reset = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setValues({ email: '', name: '' });
      setErrors({});
      setFailure(false);
      setSent(null);
    }
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateInvite(values);
    setErrors(found);
    setFailure(false);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      setSent(await createInvitation({ email: values.email.trim(), name: trimInvisible(values.name) }));
    } catch (error) {
      if (error instanceof ApiError && (error.status === 409 || error.code === 'EMAIL_IN_USE')) {
        setErrors({ email: 'emailInUse' });
      } else {
        setFailure(true);
      }
    } finally {
      setSending(false);
    }
  }

  const fieldError = (key: keyof InviteErrors) => {
    const error = errors[key];
    return error ? t(`invite.${error}`) : undefined;
  };

  return (
    <Modal
      open={open}
      onOpenChange={reset}
      size="sm"
      title={t('invite.dialogTitle')}
      trigger={<Button variant="secondary">{t('invite.action')}</Button>}
      footer={
        sent ? (
          <ModalClose asChild>
            <Button>{t('common:close')}</Button>
          </ModalClose>
        ) : (
          <>
            <ModalClose asChild>
              <Button variant="secondary">{t('common:cancel')}</Button>
            </ModalClose>
            <Button type="submit" form="invite-form" loading={sending}>
              {t('invite.submit')}
            </Button>
          </>
        )
      }
    >
      {sent ? (
        <div className="flex flex-col gap-2">
          <p role="status" tabIndex={-1} ref={sentStatus} className="outline-none">
            {t('invite.sent', { email: sent.email })}
          </p>
          {sent.link ? (
            <p className="break-all text-body">
              {t('invite.devLink')}:{' '}
              <a className="text-primary underline" href={sent.link}>
                {sent.link}
              </a>
            </p>
          ) : null}
        </div>
      ) : (
        <form id="invite-form" noValidate className="flex flex-col gap-4" onSubmit={submit}>
          <TextField
            label={t('invite.email')}
            type="email"
            autoComplete="off"
            value={values.email}
            error={fieldError('email')}
            onChange={(event) => setValues((v) => ({ ...v, email: event.target.value }))}
          />
          <TextField
            label={t('invite.name')}
            value={values.name}
            error={fieldError('name')}
            onChange={(event) => setValues((v) => ({ ...v, name: event.target.value }))}
          />
          {failure ? <p role="alert">{t('invite.failed')}</p> : null}
        </form>
      )}
    </Modal>
  );
}
