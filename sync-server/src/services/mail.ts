/** Outgoing mail: SMTP via nodemailer when SMTP_URL is set; otherwise the message is written to the log. */
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  /** The one link the mail carries, logged on its own when there is no SMTP (a terminal copy takes it whole). */
  link?: string;
};

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(opts: { smtpUrl: string | null; from: string }, log: FastifyBaseLogger): Mailer {
  if (!opts.smtpUrl) {
    return {
      async send(mail) {
        // one line, the link last and unescaped: the mail's text would put '\n\nIf' right after it (issue 29)
        const link = mail.link ? `; its link: ${mail.link}` : '';
        log.info(
          { to: mail.to, subject: mail.subject, ...(mail.link ? { link: mail.link } : {}) },
          `Mail not sent (no SMTP_URL configured): ${mail.subject}${link}`,
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
  link,
  text: [
    'Someone asked to reset the password of your Tavola account.',
    '',
    `Open this link within one hour to choose a new password:\n${link}`,
    '',
    'If it was not you, ignore this message; your password stays as it is.',
  ].join('\n'),
});
