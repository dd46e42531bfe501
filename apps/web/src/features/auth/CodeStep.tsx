import { Button, TextField } from '@faena/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The second step of the 6-digit code sign-in: one numeric input (`one-time-code`, so phones
 * offer the code from the message), the expiry time, resend and change email.
 */
export function CodeStep({
  email,
  expiresAt,
  pending,
  error,
  onVerify,
  onResend,
  onChangeEmail,
}: {
  email: string;
  expiresAt: Date;
  pending: boolean;
  error?: string;
  onVerify: (code: string) => void;
  onResend: () => void;
  onChangeEmail: () => void;
}) {
  const { t, i18n } = useTranslation('auth');
  const [code, setCode] = useState('');
  const [required, setRequired] = useState(false);
  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(
    expiresAt,
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setRequired(true);
      return;
    }
    setRequired(false);
    onVerify(code);
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p role="status" className="text-body">
        {t('codeSent', { email })} {t('codeExpiresAt', { time })}
      </p>
      <TextField
        label={t('codeLabel')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        value={code}
        onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
        error={required ? t('codeRequired') : error}
        className="text-center font-mono text-page-title tracking-[0.5em]"
        autoFocus
      />
      <Button type="submit" fullWidth loading={pending}>
        {t('codeVerify')}
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onResend} disabled={pending}>
          {t('codeResend')}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onChangeEmail} disabled={pending}>
          {t('changeEmail')}
        </Button>
      </div>
    </form>
  );
}
