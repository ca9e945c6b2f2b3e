// ES256 verification of the bearer token was the largest per-request cost left once the diary
// came from the read cache (docs/performance/server.md). A token's signature and claims
// never change, so a verified token is remembered until it expires; a forged or expired one is
// never remembered. Per key ring, so each app instance (and each test app) has its own.
import { verifyAccessToken, type VerifiedAccessToken } from './access-token.js';
import type { KeyRing } from './signing-keys.js';

/** Bounded: a client holds one token at a time, so this covers that many active clients. */
const MAX_REMEMBERED_TOKENS = 1000;

export type VerifiedBearer = Pick<VerifiedAccessToken, 'claims' | 'tokenId'>;

type Remembered = VerifiedBearer & { expiresAtMs: number };

const rememberedByRing = new WeakMap<KeyRing, Map<string, Remembered>>();

/** The claims and id of a valid, unexpired access token, or undefined. */
export async function verifyBearerToken(
  keyRing: KeyRing,
  token: string,
  now: Date,
): Promise<VerifiedBearer | undefined> {
  let remembered = rememberedByRing.get(keyRing);
  if (!remembered) {
    remembered = new Map();
    rememberedByRing.set(keyRing, remembered);
  }
  const known = remembered.get(token);
  if (known) {
    if (now.getTime() < known.expiresAtMs) return known;
    remembered.delete(token);
  }
  const verified = await verifyAccessToken(keyRing, token, now);
  if (!verified) return undefined;
  const expiresAtMs = verified.expiresAt * 1000;
  if (now.getTime() < expiresAtMs) {
    // Oldest first in a Map: drop it to stay bounded.
    if (remembered.size >= MAX_REMEMBERED_TOKENS) {
      const oldest = remembered.keys().next();
      if (!oldest.done) remembered.delete(oldest.value);
    }
    remembered.set(token, { claims: verified.claims, tokenId: verified.tokenId, expiresAtMs });
  }
  return verified;
}
