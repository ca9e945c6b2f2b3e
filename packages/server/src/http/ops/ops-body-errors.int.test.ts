// Issue 41: the description (and docs/api/rest.md) says an unknown content type answers 415 and a
// body over the limit 413; the back office answered both 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsApiFor } from '../../test/ops-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await opsApiFor(t)).token;
});
afterAll(async () => {
  await t?.close();
});

describe('the back office refuses a body it cannot read as the rest of the API does', () => {
  it('answers 415 to a content type other than JSON', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/ops/proofs/verify',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
      payload: `{"sha256":"${'a'.repeat(64)}"}`,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      status: 415,
      errorCode: 'CANNOT_DESERIALIZE_REQUEST_DATA',
      message: expect.any(String) as unknown,
    });
  });

  it('answers 413 to a body over the limit, and 400 to malformed JSON', async () => {
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const large = await t.request({
      method: 'POST',
      url: '/ops/proofs/verify',
      headers,
      payload: JSON.stringify({ sha256: 'a'.repeat(2 * 1024 * 1024) }),
    });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({
      status: 413,
      errorCode: 'CANNOT_DESERIALIZE_REQUEST_DATA',
    });
    const malformed = await t.request({
      method: 'POST',
      url: '/ops/proofs/verify',
      headers,
      payload: '{"sha256":',
    });
    expect(malformed.statusCode).toBe(400);
  });
});
