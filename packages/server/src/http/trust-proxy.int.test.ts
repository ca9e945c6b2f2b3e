import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  form,
  FORM_HEADERS,
  randomAddress,
  type TestApp,
} from '../test/test-app.js';

// Issue 15 #2: behind a proxy, the per-address login limit must see the address the proxy saw,
// not the left-most X-Forwarded-For entry, which the client writes itself.
const PROXY = '192.168.77.1';
let byHops: TestApp;
let byAddress: TestApp;
beforeAll(async () => {
  byHops = await createTestApp({ environment: { TRUST_PROXY: '1' } });
  byAddress = await createTestApp({ environment: { TRUST_PROXY: `${PROXY}, 192.168.78.0/24` } });
});
afterAll(async () => {
  await byHops?.close();
  await byAddress?.close();
});

/** A wrong password grant for an unknown user, arriving through the proxy with `forwardedFor`. */
function guessThroughProxy(t: TestApp, forwardedFor: string, username = 'x@careport.example') {
  return t.request({
    method: 'POST',
    url: '/auth/token',
    remoteAddress: PROXY,
    headers: { ...FORM_HEADERS, 'x-forwarded-for': forwardedFor },
    payload: form({
      grant_type: 'password',
      username: `${crypto.randomUUID()}-${username}`,
      password: 'wrong',
      client_id: t.client.clientId,
      client_secret: t.client.clientSecret,
    }),
  });
}

describe.each([
  ['a number of hops (TRUST_PROXY=1)', () => byHops],
  ['a list of proxy addresses', () => byAddress],
])('TRUST_PROXY as %s (issue 15 #2)', (_name, app) => {
  it('counts the address the proxy saw, whatever X-Forwarded-For the client wrote', async () => {
    const client = randomAddress();
    for (let guess = 0; guess < 20; guess += 1) {
      // The client writes its own left-most entry; the proxy appends the address it saw.
      const answer = await guessThroughProxy(app(), `${randomAddress()}, ${client}`);
      expect(answer.statusCode).toBe(400);
    }
    const spoofed = await guessThroughProxy(app(), `${randomAddress()}, ${client}`);
    expect(spoofed.statusCode).toBe(429);
    // Another client behind the same proxy is not locked out with it.
    expect((await guessThroughProxy(app(), randomAddress())).statusCode).toBe(400);
  });
});

describe('TRUST_PROXY as a list of proxy addresses', () => {
  it('ignores X-Forwarded-For from a peer that is not a listed proxy', async () => {
    const direct = randomAddress();
    for (let guess = 0; guess < 21; guess += 1) {
      const answer = await byAddress.request({
        method: 'POST',
        url: '/auth/token',
        remoteAddress: direct,
        headers: { ...FORM_HEADERS, 'x-forwarded-for': randomAddress() },
        payload: form({
          grant_type: 'password',
          username: `${crypto.randomUUID()}@careport.example`,
          password: 'wrong',
          client_id: byAddress.client.clientId,
          client_secret: byAddress.client.clientSecret,
        }),
      });
      expect(answer.statusCode).toBe(guess < 20 ? 400 : 429);
    }
  });
});
