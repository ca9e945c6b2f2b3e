// Issue 40: `npm run ops -- totp`: the current code of a TOTP secret (RFC 6238: HMAC-SHA1, 6
// digits, 30 s), by default the demo staff's. Node built-ins only, as the rest of the ops client.
import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function decodeBase32(text: string): Buffer {
  let bits = '';
  for (const char of text.toUpperCase().replace(/[\s=-]/g, '')) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`not a base32 secret (character ${char})`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

/** The code at `now`, and the seconds it stays valid (a server accepts one step either side). */
export function totpCode(secret: string, now: Date): { code: string; validForSeconds: number } {
  const seconds = Math.floor(now.getTime() / 1000);
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(seconds / 30)));
  const hmac = createHmac('sha1', decodeBase32(secret)).update(counter).digest();
  const offset = (hmac[hmac.length - 1] ?? 0) & 0xf;
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff;
  return {
    code: String(binary % 1_000_000).padStart(6, '0'),
    validForSeconds: 30 - (seconds % 30),
  };
}
