import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** A random opaque token (refresh, password reset): 256 bits, URL-safe. */
export function createOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Opaque tokens are stored only as their SHA-256, so a database dump reveals none of them. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The AES-256-GCM key `sealWithToken` derives from a token (never its stored SHA-256 hash). */
const sealingKey = (token: string): Buffer =>
  createHash('sha256').update('careport:sealed-by-token:', 'utf8').update(token, 'utf8').digest();

/**
 * Encrypts `secret` so that only a holder of `token` can read it back: a database dump, which holds
 * only the token's hash, cannot.
 */
export function sealWithToken(secret: string, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(token), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** `secret` back from `sealWithToken`, or undefined when `token` is not the one it was sealed with. */
export function unsealWithToken(sealed: string, token: string): string | undefined {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(token), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    // Thrown when the tag does not match (another token) or the value is damaged. Either way
    // there is nothing to give back, which the caller treats as a reuse.
    return undefined;
  }
}
