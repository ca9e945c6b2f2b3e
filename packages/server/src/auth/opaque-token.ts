import { createHash, randomBytes } from 'node:crypto';

/** A random opaque token (refresh, password reset): 256 bits, URL-safe. */
export function createOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Opaque tokens are stored only as their SHA-256, so a database dump reveals none of them. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
