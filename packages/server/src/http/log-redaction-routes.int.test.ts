import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { PLAIN_PARAM, REDACTED, secretParamOf, secretRoutes } from './log-redaction.js';

// Issue 42: the proof-of-service download path was missing from a hand-kept list of secret paths.
// Now the routes decide; this walks every route that has a parameter.
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logStream: { write: (line) => void lines.push(line) } });
});
afterAll(async () => {
  await t?.close();
});

const paramsOf = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!);

describe('secret path segments, by route', () => {
  it('knows of every route parameter whether it is a secret', () => {
    const withParams = [...new Set(t.routes.map((route) => route.url))].filter((url) =>
      url.includes(':'),
    );
    expect(withParams.length).toBeGreaterThan(20);
    const undecided = withParams.flatMap((url) =>
      paramsOf(url)
        .filter((param) => param !== secretParamOf(url) && !PLAIN_PARAM.test(param))
        .map((param) => `${url} :${param}`),
    );
    expect(undecided).toEqual([]);
  });

  it('never logs the secret of any route that takes one', async () => {
    const routes = secretRoutes();
    expect(routes).toEqual(
      expect.arrayContaining([
        '/caregiver-app/booking/proof/download/:tokenId',
        '/caregiver-app/booking/image/download/:tokenId',
        '/caregiver-app/invoice/download/:tokenId',
        '/caregiver-app/service-documentation/download/:tokenId',
        '/calendar/:file',
      ]),
    );
    const secrets: string[] = [];
    for (const route of routes) {
      const secret = `s3cret-${randomUUID()}`;
      secrets.push(secret);
      const param = secretParamOf(route)!;
      const url = route.replace(/:(\w+)/g, (_, name: string) =>
        name === param ? (param === 'file' ? `${secret}.ics` : secret) : randomUUID(),
      );
      await t.request({ method: 'GET', url });
    }
    const log = lines.join('');
    expect(log).toContain(REDACTED);
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});
