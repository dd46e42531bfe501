/**
 * The one way the server sends email. Routes depend on this interface only; `mailerFor`
 * picks SMTP when `FAENA_SMTP_URL` is set and the development log transport otherwise.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../../config.ts';
import { logMailer } from './log-mailer.ts';
import { smtpMailer } from './smtp-mailer.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function mailerFor(mail: ServerConfig['mail'], log: FastifyBaseLogger): Mailer {
  return mail.smtpUrl ? smtpMailer(mail.smtpUrl, mail.from) : logMailer(log, mail.from);
}
