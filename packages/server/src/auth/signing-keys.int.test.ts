import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { openTestPglite } from '../db/test-database.js';
import { signAccessToken, verifyAccessToken } from './access-token.js';
import { loadKeyRing, rotateSigningKey, type KeyRing } from './signing-keys.js';

// Issue 41: the JWKS follows the signing keys. A database of its own, even where the other
// tests share a PostgreSQL: a rotation there would move every other test app's key.
const TTL_SECONDS = 900;
const MINUTE = 60_000;
const ISSUER = 'http://careport.test';
let database: Database;
let clock = new Date();
beforeAll(async () => {
  database = await openTestPglite();
});
afterAll(async () => {
  await database?.close();
});

const ringOnline = () =>
  loadKeyRing(database.db, {
    issuer: ISSUER,
    accessTokenTtlSeconds: TTL_SECONDS,
    now: () => clock,
  });
const tokenOf = (ring: KeyRing) =>
  signAccessToken(
    ring.signing,
    { kind: 'client', clientId: 'a-client', scopes: ['definition_read'] },
    { now: clock, ttlSeconds: TTL_SECONDS, issuer: ring.issuer },
  );
const kidsOf = async (ring: KeyRing) => (await ring.publicJwks()).map((jwk) => jwk.kid);

describe('signing keys and their JWKS (issue 41)', () => {
  it('publishes the public half only, and keeps a rotated key while its tokens live', async () => {
    const first = await ringOnline();
    const [published] = await first.publicJwks();
    expect(Object.keys(published ?? {}).sort()).toEqual([
      'alg',
      'crv',
      'kid',
      'kty',
      'use',
      'x',
      'y',
    ]);
    expect(published).toMatchObject({ kid: first.signing.kid, alg: 'ES256', use: 'sig' });
    const oldToken = await tokenOf(first);

    await rotateSigningKey(database.db, clock);
    const second = await ringOnline();
    expect(second.signing.kid).not.toBe(first.signing.kid);
    expect(await kidsOf(second)).toEqual([second.signing.kid, first.signing.kid]);
    const newToken = await tokenOf(second);
    const jwks = createLocalJWKSet({ keys: await second.publicJwks() });
    for (const token of [oldToken, newToken]) {
      await jwtVerify(token, jwks, { issuer: ISSUER, currentDate: clock });
      expect(await verifyAccessToken(second, token, clock)).toBeDefined();
    }

    // The instance that was running signs with the new key from its next reload.
    clock = new Date(clock.getTime() + 2 * MINUTE);
    expect(await kidsOf(first)).toEqual(await kidsOf(second));
    expect(first.signing.kid).toBe(second.signing.kid);
    expect(await verifyAccessToken(first, newToken, clock)).toBeDefined();

    // Once every token it signed has expired, the retired key leaves the set.
    clock = new Date(clock.getTime() + TTL_SECONDS * 1000 + 2 * MINUTE);
    expect(await kidsOf(second)).toEqual([second.signing.kid]);
  });

  it('verifies a token of a key another instance added a second ago, not a minute later', async () => {
    // Two instances started at once on an empty database may each add a key (loadKeyRing).
    const running = await ringOnline();
    const other = await rotateSigningKey(database.db, clock);
    const otherRing = await ringOnline();
    expect(otherRing.signing.kid).toBe(other);
    const token = await tokenOf(otherRing);
    clock = new Date(clock.getTime() + 1_000);
    expect(await verifyAccessToken(running, token, clock)).toBeDefined();
    // A made-up kid reloads at most once a second, and stays unknown.
    expect(await running.find('made-up')).toBeUndefined();
  });
});
