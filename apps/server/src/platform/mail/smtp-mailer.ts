/**
 * Real delivery through an SMTP server (nodemailer), e.g. `smtp://user:pass@smtp.example.com:587`.
 */
import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
