import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { currentServer } from './servers';

function outboxDir(): string {
  return join(currentServer().dataDir, 'outbox');
}

/** Undoes quoted-printable soft line breaks and escapes, as mail clients do, when the mail uses it. */
function decodeQuotedPrintable(text: string): string {
  if (!/^Content-Transfer-Encoding: quoted-printable/im.test(text)) return text;
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The newest message in the outbox addressed to `to`, decoded, or undefined. */
export function newestMailTo(to: string, since: number): string | undefined {
  const dir = outboxDir();
  let files: string[];
  try {
    files = readdirSync(dir);
  } catch {
    return undefined;
  }
  const candidates = files
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).mtimeMs >= since)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
    .map((path) => decodeQuotedPrintable(readFileSync(path, 'utf8')))
    .filter((mail) => new RegExp(`^To: .*${to.replace('.', '\\.')}`, 'mi').test(mail));
  return candidates[0];
}

export function resetLinkIn(mail: string): URL {
  const match = /https?:\/\/\S+\/new-password\?\S+/.exec(mail);
  if (!match) throw new Error(`No reset link in the mail:\n${mail}`);
  return new URL(match[0].replace(/[>")\]]+$/, '').replace(/&amp;/g, '&'));
}
