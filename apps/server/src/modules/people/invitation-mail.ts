/**
 * The invitation email (es-MX, the product's first language).
 */
import type { MailMessage } from '../../platform/mail/mailer.ts';

export function invitationMail(options: {
  to: string;
  name: string;
  organization: string;
  invitedBy: string;
  link: string;
}): MailMessage {
  const { to, name, organization, invitedBy, link } = options;
  return {
    to,
    subject: `Te invitaron a ${organization} en Faena`,
    text: [
      `Hola ${name}:`,
      '',
      `${invitedBy} te invitó a unirte a ${organization} en Faena.`,
      'Para entrar, abre este enlace desde este mismo correo:',
      '',
      link,
      '',
      'Si no esperabas esta invitación, puedes ignorar este mensaje.',
    ].join('\n'),
  };
}

/** Where the email sign-in link lands: the web app's invitation page. */
export function invitationContinueUrl(webUrl: string, invitationId: string, email: string): string {
  const url = new URL(`${webUrl}/from-invite`);
  url.searchParams.set('invitation', invitationId);
  url.searchParams.set('email', email);
  return url.toString();
}
