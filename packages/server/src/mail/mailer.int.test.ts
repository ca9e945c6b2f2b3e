import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createOutboxMailer } from './mailer.js';
import { composePasswordResetMail } from './password-reset-mail.js';

describe('the outbox mailer (DESIGN.md Mail: no SMTP configured)', () => {
  it('writes an .eml whose plain-text part carries the reset link readable on one line', async () => {
    const outbox = path.join(await mkdtemp(path.join(tmpdir(), 'careport-outbox-')), 'outbox');
    const link =
      'http://localhost:3000/new-password?token=abcDEF123_-xyz&email=anna%40careport.example';
    const mailer = createOutboxMailer(outbox, pino({ level: 'silent' }));
    await mailer.send(
      composePasswordResetMail({
        to: 'anna@careport.example',
        firstName: 'Anna',
        link,
        validMinutes: 60,
      }),
    );
    const [file] = await readdir(outbox);
    expect(file).toMatch(/\.eml$/);
    const eml = await readFile(path.join(outbox, file ?? ''), 'utf8');
    expect(eml).toContain(`\n${link}\n`);
    expect(eml).toContain('Hallo Anna,');
    expect(eml).toContain('Subject: =?UTF-8?');
    expect(eml).toContain('To: anna@careport.example');
  });
});
