import type { MailMessage } from '../../platform/mail/mailer.ts';

/** The sign-in code email (es-MX, the product's first language). */
export function signInCodeMail(options: { to: string; organization: string; code: string }): MailMessage {
  const { to, organization, code } = options;
  return {
    to,
    subject: `Tu código para entrar a ${organization}: ${code}`,
    text: [
      `Tu código para iniciar sesión en ${organization} es:`,
      '',
      code,
      '',
      'Vence en 10 minutos. Si no lo pediste, puedes ignorar este mensaje.',
    ].join('\n'),
  };
}
