import { and, desc, gt, isNull, ne, or } from 'drizzle-orm';
import type { JWK } from 'jose';
import type { Db } from '../db/client.js';
import { signingKeys } from '../db/schema/index.js';
import { generateSigningKey, importSigningKey, type SigningKey } from './access-token.js';

/**
 * The key that signs new tokens, a lookup of every key that may have signed a live one, and
 * those keys' public halves (the JWKS, RFC 7517). `issuer` is the tokens' `iss` and the
 * authorization server's (RFC 8414): PUBLIC_URL.
 */
export type KeyRing = {
  readonly issuer: string;
  readonly signing: SigningKey;
  find(kid: string): Promise<SigningKey | undefined>;
  publicJwks(): Promise<JWK[]>;
};

const RELOAD_INTERVAL_MS = 60_000;
/**
 * A token whose key this instance has not loaded yet reloads sooner: two instances started on an
 * empty database each add a key, and for a minute each answered 401 to the other's tokens
 * (bench:mixed, two instances on PostgreSQL, 2026-12-03). Bounded, so tokens with made-up kids
 * cost at most one small query a second.
 */
const UNKNOWN_KID_RELOAD_INTERVAL_MS = 1_000;
/** Clocks of several instances disagree a little; a retired key verifies this much longer. */
const CLOCK_MARGIN_MS = 60_000;

type LoadedKey = { key: SigningKey; isRetired: boolean };

/**
 * Unretired keys, and retired ones while a token they signed may still be live (issue 41: a
 * rotation must not cut those tokens short, nor drop their key from the JWKS). Newest first.
 */
async function loadKeys(
  db: Db,
  options: { accessTokenTtlSeconds: number; now: () => Date },
): Promise<LoadedKey[]> {
  const oldestLive = new Date(
    options.now().getTime() - options.accessTokenTtlSeconds * 1000 - CLOCK_MARGIN_MS,
  );
  const rows = await db
    .select({ privateJwk: signingKeys.privateJwk, retiredAt: signingKeys.retiredAt })
    .from(signingKeys)
    .where(or(isNull(signingKeys.retiredAt), gt(signingKeys.retiredAt, oldestLive)))
    .orderBy(desc(signingKeys.createdAt), desc(signingKeys.kid));
  return Promise.all(
    rows.map(async (row) => ({
      key: await importSigningKey(row.privateJwk as JWK),
      isRetired: row.retiredAt !== null,
    })),
  );
}

async function insertKey(db: Db): Promise<string> {
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
  return key.kid;
}

/**
 * A new key signs from now on; the others are retired and keep verifying (and stay in the JWKS)
 * while their tokens live. Other instances sign with the new key from their next reload (within a
 * minute, within a second when they meet a token it signed).
 */
export async function rotateSigningKey(db: Db, now: Date): Promise<string> {
  const kid = await insertKey(db);
  await db
    .update(signingKeys)
    .set({ retiredAt: now })
    .where(and(isNull(signingKeys.retiredAt), ne(signingKeys.kid, kid)));
  return kid;
}

/**
 * Signing keys live in the database (table `signing_keys`), not in files: every instance behind a
 * load balancer then verifies every other instance's tokens (DESIGN.md "the server is stateless"),
 * and the embedded default still keeps its key inside `DATA_DIR` (PGlite's data). The first start
 * generates the key; instances started at the same moment may each add one, which is harmless, as
 * verification looks a token's `kid` up (reloading at most once a second for an unknown kid).
 */
export async function loadKeyRing(
  db: Db,
  options: { issuer: string; accessTokenTtlSeconds: number; now: () => Date },
): Promise<KeyRing> {
  let keys = await loadKeys(db, options);
  if (!keys.some((one) => !one.isRetired)) {
    await insertKey(db);
    keys = await loadKeys(db, options);
  }
  const newestSigning = (loaded: LoadedKey[]) => loaded.find((one) => !one.isRetired)?.key;
  const first = newestSigning(keys);
  if (!first) throw new Error('no signing key could be stored');
  let signing: SigningKey = first;
  let byKid = new Map(keys.map((one) => [one.key.kid, one.key]));
  let reloadedAt = options.now().getTime();
  const reloadWhenStale = async (intervalMs = RELOAD_INTERVAL_MS) => {
    // The app's clock (tests move it); either way, so a clock set back does not stop reloads.
    if (Math.abs(options.now().getTime() - reloadedAt) < intervalMs) return;
    reloadedAt = options.now().getTime();
    keys = await loadKeys(db, options);
    byKid = new Map(keys.map((one) => [one.key.kid, one.key]));
    signing = newestSigning(keys) ?? signing;
  };
  return {
    issuer: options.issuer,
    get signing() {
      return signing;
    },
    async find(kid) {
      if (!byKid.has(kid)) await reloadWhenStale(UNKNOWN_KID_RELOAD_INTERVAL_MS);
      return byKid.get(kid);
    },
    async publicJwks() {
      await reloadWhenStale();
      // The public members only (RFC 7518 §6.2.1), whatever else the stored JWK holds.
      return keys.map(({ key: { kid, publicJwk } }) => {
        const { kty, crv, x, y } = publicJwk;
        return { kty, crv, x, y, kid, alg: 'ES256', use: 'sig' };
      });
    },
  };
}
