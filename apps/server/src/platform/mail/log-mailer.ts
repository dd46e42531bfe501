/**
 * Development transport: the message is written to the server log (links included) instead
 * of being sent, so invitations can be followed without a mail server.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './mailer.ts';

export function logMailer(log: FastifyBaseLogger, from: string): Mailer {
  return {
    async send(message) {
      log.info({ mail: { from, to: message.to, subject: message.subject } }, `mail\n${message.text}`);
    },
  };
}
