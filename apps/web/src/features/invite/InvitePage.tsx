import { ApiError } from '@faena/api-client';
import { trimInvisible } from '@faena/contract/text';
import { Button, Card, EmptyState, PageHeader, TextField, useToast } from '@faena/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '@/platform/errors/message';
import { createInvitation, type Invitation, type InviteErrors, validateInvite } from '@/platform/invitations';
import { PENDING_INVITATIONS_KEY, PendingInvitations } from './PendingInvitations';

/**
 * /invite (behind the inviteFromFrontend flag, for MANAGE_PEOPLE): invite a person by email and
 * name through the same invitation flow as the settings' "Crear invitación", see what was
 * sent from here, with the sign-in link when the flow yields one (against the Auth Emulator), and
 * the invitations still waiting to be accepted, each of which can be sent again.
 */
export default function InvitePage() {
  const { t } = useTranslation('invite');
  const toast = useToast();
  const formId = useId();
  const [values, setValues] = useState({ email: '', name: '' });
  const [errors, setErrors] = useState<InviteErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<Invitation[]>([]);
  const emailField = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const showSent = (invitation: Invitation) =>
    setSent((current) => [invitation, ...current.filter((other) => other.id !== invitation.id)]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateInvite(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      const invitation = await createInvitation({
        email: values.email.trim(),
        name: trimInvisible(values.name),
      });
      showSent(invitation);
      void queryClient.invalidateQueries({ queryKey: PENDING_INVITATIONS_KEY });
      setValues({ email: '', name: '' });
      toast.show({ tone: 'success', title: t('sent', { email: invitation.email }) });
      emailField.current?.focus();
    } catch (error) {
      if (error instanceof ApiError && (error.status === 409 || error.code === 'EMAIL_IN_USE')) {
        setErrors({ email: 'emailInUse' });
      } else {
        setFailure(t('failed', { message: messageOf(error) }));
      }
    } finally {
      setSending(false);
    }
  }

  const copy = async (invitation: Invitation) => {
    try {
      await navigator.clipboard.writeText(invitation.link ?? '');
      toast.show({ tone: 'success', title: t('copied') });
    } catch {
      toast.show({ tone: 'error', closable: true, title: t('copyFailed') });
    }
  };

  const fieldError = (key: keyof InviteErrors) => {
    const error = errors[key];
    return error ? t(error) : undefined;
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-4 sm:p-6">
      <PageHeader title={t('title')} description={t('description')} />
      <Card>
        <form
          id={formId}
          noValidate
          aria-label={t('formLabel')}
          className="flex flex-col gap-4"
          onSubmit={submit}
        >
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField
              ref={emailField}
              label={t('email')}
              type="email"
              autoComplete="off"
              value={values.email}
              error={fieldError('email')}
              onChange={(event) => setValues((v) => ({ ...v, email: event.target.value }))}
            />
            <TextField
              label={t('name')}
              autoComplete="off"
              value={values.name}
              error={fieldError('name')}
              onChange={(event) => setValues((v) => ({ ...v, name: event.target.value }))}
            />
          </div>
          {failure ? (
            <p role="alert" className="text-label text-danger-fg">
              {failure}
            </p>
          ) : null}
          <Button type="submit" className="self-start" loading={sending}>
            {t('submit')}
          </Button>
        </form>
      </Card>
      <section aria-labelledby={`${formId}-sent`} className="flex flex-col gap-2">
        <h2 id={`${formId}-sent`} className="text-section-title text-fg">
          {t('sentTitle')}
        </h2>
        {sent.length === 0 ? (
          <EmptyState title={t('sentNone')} description={t('sentHint')} />
        ) : (
          <ul className="flex flex-col gap-2">
            {sent.map((invitation) => (
              <li key={invitation.id}>
                <Card>
                  <div className="flex flex-col gap-2">
                    <p role="status" className="text-body text-fg">
                      {t('sent', { email: invitation.email })}
                    </p>
                    {invitation.link ? (
                      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
                        <p className="min-w-0 flex-1 break-all text-caption text-fg-muted">
                          <span className="sr-only">{t('link')}: </span>
                          {invitation.link}
                        </p>
                        <Button
                          variant="secondary"
                          size="sm"
                          className="shrink-0 self-start sm:self-center"
                          aria-label={t('copy', { email: invitation.email })}
                          onClick={() => void copy(invitation)}
                        >
                          {t('copyShort')}
                        </Button>
                      </div>
                    ) : null}
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
      <PendingInvitations onResent={showSent} />
    </div>
  );
}
