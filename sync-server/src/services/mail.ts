/** Outgoing mail: SMTP via nodemailer when SMTP_URL is set; otherwise the message is written to the log. */
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type Mail = { to: string; subject: string; text: string };

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(opts: { smtpUrl: string | null; from: string }, log: FastifyBaseLogger): Mailer {
  if (!opts.smtpUrl) {
    return {
      async send(mail) {
        log.info(
          { to: mail.to, subject: mail.subject },
          `Mail not sent (no SMTP_URL configured):\n${mail.text}`,
        );
      },
    };
  }
  const transport = nodemailer.createTransport(opts.smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from: opts.from, ...mail });
    },
  };
}

export const passwordResetMail = (to: string, link: string): Mail => ({
  to,
  subject: 'Reset your Tavola password',
  text: [
    'Someone asked to reset the password of your Tavola account.',
    '',
    `Open this link within one hour to choose a new password:\n${link}`,
    '',
    'If it was not you, ignore this message; your password stays as it is.',
  ].join('\n'),
});
