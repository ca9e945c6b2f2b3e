// Issue 15 §15: one header policy on every answer: data, errors (ours and Fastify's own, which
// also get the spec's shape and no URL echo), the http parser's errors, and static files.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { contentSecurityPolicy, tileSource } from './security-headers.js';

let t: TestApp;
let port: number;
beforeAll(async () => {
  const dist = await mkdtemp(path.join(tmpdir(), 'careport-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Careport</title>');
  await writeFile(path.join(dist, 'assets', 'index-AbC123.js'), 'console.log(1)');
  await writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  t = await createTestApp({
    webDistDir: dist,
    env: { MAP_TILE_URL: 'https://{s}.tiles.example/{z}/{x}/{y}.png', TRUST_PROXY: '1' },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  await t?.close();
});

type Headers = Record<string, string | string[] | number | undefined>;

function expectPolicy(headers: Headers, where: string) {
  const csp = String(headers['content-security-policy']);
  expect(csp, where).toContain("frame-ancestors 'none'");
  expect(csp, where).toContain("script-src 'self'");
  expect(csp, where).toContain("object-src 'none'");
  expect(headers['permissions-policy'], where).toMatch(/camera=\(\)/);
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toBe('no-referrer');
  expect(headers['x-frame-options'], where).toBe('DENY');
}

/** Sends raw bytes and answers the raw response text. */
async function raw(text: string): Promise<string> {
  const socket = connect({ port, host: '127.0.0.1' });
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  socket.on('error', () => undefined);
  socket.write(text);
  await new Promise((resolve) => socket.on('close', resolve));
  return answer;
}

function parseRaw(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Headers = {};
  for (const line of lines) {
    const at = line.indexOf(':');
    headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

describe('security headers (issue 15 §15)', () => {
  it('carries the policy on data, our errors, 404s, the app page and static files', async () => {
    const answers = await Promise.all(
      [
        { url: '/healthz' },
        { url: '/caregiver-app/booking' },
        { url: '/no/such/api', headers: { accept: 'application/json' } },
        { url: '/', headers: { accept: 'text/html' } },
        { url: '/login', headers: { accept: 'text/html' } },
        { url: '/assets/index-AbC123.js' },
        { url: '/sw.js' },
      ].map(async ({ url, headers }) => ({
        url,
        response: await t.request({ method: 'GET', url, ...(headers ? { headers } : {}) }),
      })),
    );
    expect(answers.map(({ response }) => response.statusCode)).toEqual([
      200, 401, 404, 200, 200, 200, 200,
    ]);
    for (const { url, response } of answers) expectPolicy(response.headers, url);
  });

  it("answers Fastify's own URL errors in the spec's shape with the policy, never echoing the URL", async () => {
    // POST: a GET this long would fall through to the not-found handler (a 404).
    for (const [url, status] of [
      ['/%zz<script>', 400],
      ['/caregiver-app/booking/%E0%A4%A', 400],
      [`/caregiver-app/booking/${'x'.repeat(300)}`, 414],
    ] as const) {
      const response = await t.request({ method: 'POST', url });
      expect(response.statusCode, url).toBe(status);
      expect(response.json(), url).toEqual({
        status,
        errorCode: 'CANNOT_DESERIALIZE_REQUEST_DATA',
      });
      expect(response.body).not.toMatch(/script|xxx|%/);
      expectPolicy(response.headers, url);
    }
  });

  it("answers the http parser's errors (bad request line, huge headers) in the spec's shape with the policy", async () => {
    for (const [text, status] of [
      ['GARBAGE /<script>\r\n\r\n', 400],
      [`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
    ] as const) {
      const answer = parseRaw(await raw(text));
      expect(answer.status).toBe(status);
      expect(JSON.parse(answer.body)).toEqual({
        status,
        errorCode: 'CANNOT_DESERIALIZE_REQUEST_DATA',
      });
      expectPolicy(answer.headers, text.slice(0, 20));
    }
  });

  it('sends HSTS only when the request came over TLS (through the trusted proxy)', async () => {
    const plain = await t.request({ method: 'GET', url: '/healthz' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const tls = await t.request({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(tls.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
  });

  it("allows the tile server's images and nothing else from elsewhere", () => {
    expect(tileSource('https://{s}.tiles.example/{z}/{x}/{y}.png')).toBe('https://*.tiles.example');
    expect(tileSource('http://localhost:8080/{z}/{x}/{y}.png')).toBe('http://localhost:8080');
    expect(tileSource(undefined)).toBeUndefined();
    const csp = contentSecurityPolicy({ publicUrl: 'http://x', mapTileUrl: undefined });
    expect(csp).toContain("img-src 'self' data: blob:;");
    expect(csp).toContain("connect-src 'self';");
  });
});
