import { desc, isNull } from 'drizzle-orm';
import type { JWK } from 'jose';
import type { Db } from '../db/client.js';
import { signingKeys } from '../db/schema/index.js';
import { generateSigningKey, importSigningKey, type SigningKey } from './access-token.js';

/** The key that signs new tokens and a lookup of every key that may have signed a live one. */
export type KeyRing = { signing: SigningKey; find(kid: string): Promise<SigningKey | undefined> };

const RELOAD_INTERVAL_MS = 60_000;

async function loadKeys(db: Db): Promise<SigningKey[]> {
  const rows = await db
    .select({ privateJwk: signingKeys.privateJwk })
    .from(signingKeys)
    .where(isNull(signingKeys.retiredAt))
    .orderBy(desc(signingKeys.createdAt), desc(signingKeys.kid));
  return Promise.all(rows.map((row) => importSigningKey(row.privateJwk as JWK)));
}

/**
 * Signing keys live in the database (table `signing_keys`), not in files: every instance behind a
 * load balancer then verifies every other instance's tokens (DESIGN.md "the server is stateless"),
 * and the embedded default still keeps its key inside `DATA_DIR` (PGlite's data). The first start
 * generates the key; instances started at the same moment may each add one, which is harmless, as
 * verification looks a token's `kid` up (reloading at most once a minute for an unknown kid).
 */
export async function loadKeyRing(db: Db): Promise<KeyRing> {
  let keys = await loadKeys(db);
  if (keys.length === 0) {
    const { key, privateJwk } = await generateSigningKey();
    const { d: _private, ...publicJwk } = privateJwk;
    await db
      .insert(signingKeys)
      .values({
        kid: key.kid,
        algorithm: 'ES256',
        privateJwk: { ...privateJwk },
        publicJwk: { ...publicJwk },
      })
      .onConflictDoNothing();
    keys = await loadKeys(db);
  }
  const signing = keys[0];
  if (!signing) throw new Error('no signing key could be stored');
  let byKid = new Map(keys.map((key) => [key.kid, key]));
  let reloadedAt = Date.now();
  return {
    signing,
    async find(kid) {
      const known = byKid.get(kid);
      if (known || Date.now() - reloadedAt < RELOAD_INTERVAL_MS) return known;
      reloadedAt = Date.now();
      byKid = new Map((await loadKeys(db)).map((key) => [key.kid, key]));
      return byKid.get(kid);
    },
  };
}
