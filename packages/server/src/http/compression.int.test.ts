// Phones on bad reception: answers over 1 KB arrive compressed when the client accepts it (every
// browser does), whether built per request or kept in the read cache, and decode to the very answer
// an identity client gets.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContract } from '../seed/factories.js';
import { bookingAt, HOUR, signIn, type SignedIn } from '../test/booking-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let anna: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  anna = await signIn(t);
  const contract = await createContract(t.db, { caregiverId: anna.id });
  // Enough bookings for a diary well over the 1 KB threshold.
  for (let day = 1; day <= 12; day += 1) await bookingAt(t, contract.id, day * 24 * HOUR, 60);
});
afterAll(async () => {
  await t?.close();
});

const DIARY = '{ allBookings { bookingId status startDate endDate careReceiver { lastName } } }';

function get(url: string, acceptEncoding?: string) {
  return t.request({
    method: 'GET',
    url,
    headers: {
      authorization: `Bearer ${anna.token}`,
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
    },
  });
}

function graphql(acceptEncoding: string) {
  return t.request({
    method: 'POST',
    url: '/graphql',
    headers: { authorization: `Bearer ${anna.token}`, 'accept-encoding': acceptEncoding },
    payload: { query: DIARY },
  });
}

/** The body as the client reads it, after undoing the answer's Content-Encoding. */
function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  const raw = response.rawPayload;
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
  expect(encoding).toBeUndefined();
  return raw.toString('utf8');
}

describe('compressed answers', () => {
  it.each(['/caregiver-app/booking', '/caregiver-app/contract-aggregate', '/caregiver-app/me'])(
    '%s: brotli or gzip as accepted, the same JSON as uncompressed',
    async (url) => {
      const plain = await get(url);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();

      const br = await get(url, 'gzip, deflate, br');
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe(
        plain.rawPayload.length >= 1024 ? 'br' : undefined,
      );
      expect(decoded(br)).toBe(plain.body);

      const gzip = await get(url, 'gzip');
      expect(decoded(gzip)).toBe(plain.body);
      expect(JSON.parse(plain.body)).toMatchObject({ status: 200 });
    },
  );

  it('sends the two-year diary a fraction of its size, as every client asks', async () => {
    // Twice: the second answer comes from the read cache, compressed once for all.
    for (let round = 0; round < 2; round += 1) {
      const plain = await get('/caregiver-app/booking');
      const br = await get('/caregiver-app/booking', 'br;q=1, gzip;q=0.5');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toContain('accept-encoding');
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      const gzip = await get('/caregiver-app/booking', 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(decoded(br))).toEqual(JSON.parse(plain.body));
      expect(JSON.parse(decoded(gzip))).toEqual(JSON.parse(plain.body));
    }
  });

  it('answers the diary query compressed when built and when served from the answer cache', async () => {
    const answers = [await graphql('br'), await graphql('br'), await graphql('gzip')];
    const bodies = answers.map((answer) => {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toMatch(/^(br|gzip)$/);
      return JSON.parse(decoded(answer)) as { data: { allBookings: unknown[] } };
    });
    expect(bodies[0]?.data.allBookings).toHaveLength(12);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
  });

  it('leaves small answers and clients that refuse encodings alone', async () => {
    const refused = await get('/caregiver-app/booking', 'identity');
    expect(refused.headers['content-encoding']).toBeUndefined();
    const small = await t.request({
      method: 'GET',
      url: '/healthz',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
