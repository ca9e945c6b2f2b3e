import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createOutboxMailer } from './mailer.js';
import { composePasswordResetMail } from './password-reset-mail.js';

/** The header block of an .eml (up to the first empty line), unfolded, one entry per header. */
function headersOf(eml: string): Map<string, string> {
  const block = eml.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

async function outboxMail(send: (mailer: ReturnType<typeof createOutboxMailer>) => Promise<void>) {
  const outbox = path.join(await mkdtemp(path.join(tmpdir(), 'careport-outbox-')), 'outbox');
  await send(createOutboxMailer(outbox, pino({ level: 'silent' })));
  const [file] = await readdir(outbox);
  return readFile(path.join(outbox, file ?? ''), 'utf8');
}

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

  // Issue 42 #3: a text-only mail (the daily reminder) was its bare text part, without a header.
  it.each([
    ['a text-only mail (the daily reminder)', undefined],
    ['a mail with an HTML part', '<p>Hallo Jürgen</p>'],
  ])('gives %s From, To, Subject, Date and Message-ID', async (_, html) => {
    const eml = await outboxMail((mailer) =>
      mailer.send({
        to: 'juergen@careport.example',
        subject: 'Deine Erinnerungen für heute',
        text: 'Hallo Jürgen,\n\n- Leistungsnachweis fehlt: Mai\n\nhttp://localhost:3000\n',
        ...(html === undefined ? {} : { html }),
      }),
    );
    const headers = headersOf(eml);
    expect(headers.get('from')).toBe('Careport <no-reply@careport.example>');
    expect(headers.get('to')).toBe('juergen@careport.example');
    expect(headers.get('subject')).toMatch(/^=\?UTF-8\?/);
    expect(Number.isNaN(Date.parse(headers.get('date') ?? ''))).toBe(false);
    expect(headers.get('message-id')).toMatch(/^<[^<>@\s]+@[^<>@\s]+>$/);
    expect(headers.get('mime-version')).toBe('1.0');
    // The text stays readable in the file (8bit, not quoted-printable).
    expect(eml).toContain('Hallo Jürgen,\n\n- Leistungsnachweis fehlt: Mai\n');
  });
});
