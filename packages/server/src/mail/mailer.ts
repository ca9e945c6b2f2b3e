import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import MimeNode from 'nodemailer/lib/mime-node';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

/** Sends one message; services depend on this, never on nodemailer. */
export type Mailer = { send(message: MailMessage): Promise<void> };

const FROM_ADDRESS = 'no-reply@careport.example';
const FROM = `Careport <${FROM_ADDRESS}>`;

/**
 * A text-only message, whole. Its one raw part would be the whole message to nodemailer, headers
 * and all dropped (issue 42 #3), so the headers are nodemailer's own (From, To, Subject encoded,
 * Date, Message-ID, MIME-Version) from a content-less node, and the text follows them in 8bit.
 */
function textOnlyMessage(message: MailMessage): string {
  const node = new MimeNode('text/plain; charset=utf-8', { newline: '\n' });
  node.setHeader({ From: FROM, To: message.to, Subject: message.subject });
  return `${node.buildHeaders()}\nContent-Transfer-Encoding: 8bit\n\n${message.text}`;
}

/** SMTP when SMTP_URL is set (DESIGN.md Mail). */
export function createSmtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: FROM, ...message });
    },
  };
}

/**
 * Without SMTP each message is written as an `.eml` file into `outboxDir` and its links are
 * logged, so password reset works out of the box (DESIGN.md Mail).
 */
export function createOutboxMailer(outboxDir: string, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message) {
      // Raw 8bit parts instead of nodemailer's quoted-printable: the link stays on one readable,
      // clickable line in the file.
      const part = (type: string, content: string) => ({
        raw: `Content-Type: ${type}; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n${content}`,
      });
      const info = await transport.sendMail(
        message.html === undefined
          ? { envelope: { from: FROM_ADDRESS, to: message.to }, raw: textOnlyMessage(message) }
          : {
              from: FROM,
              to: message.to,
              subject: message.subject,
              text: part('text/plain', message.text),
              html: part('text/html', message.html),
            },
      );
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replaceAll(':', '-');
      const file = path.join(outboxDir, `${stamp}-${crypto.randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message);
      // The file, not the link: a reset link's token would be a secret in the log (issue 15 #5).
      log.info({ file, to: message.to }, `mail written to the outbox: ${file}`);
    },
  };
}
