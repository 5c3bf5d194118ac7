import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createMailer, passwordResetMail } from './mail.ts';

describe('mail without SMTP', () => {
  it('logs the reset link on one line, last and whole, so a copy from the terminal takes only the link', async () => {
    const lines: string[] = [];
    const log = { info: (obj: object, msg: string) => lines.push(JSON.stringify({ ...obj, msg })) };
    const link = 'http://localhost:3000/reset-password/abc_DEF-123';
    await createMailer({ smtpUrl: null, from: 'x' }, log as unknown as FastifyBaseLogger).send(
      passwordResetMail('owner@example.test', link),
    );
    const [line = ''] = lines;
    expect(line).not.toContain('\\n');
    // what a terminal selection of the URL runs into: the end of the JSON string, not an escaped newline
    expect(line).toContain(`its link: ${link}"`);
    expect(JSON.parse(line).link).toBe(link);
  });
});
