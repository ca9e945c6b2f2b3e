import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
const BIG_SCRIPT = 'console.log("Careport");\n'.repeat(200);
beforeAll(async () => {
  const dist = await mkdtemp(path.join(tmpdir(), 'careport-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Careport</title>');
  await writeFile(path.join(dist, 'assets', 'index-AbC123.js'), 'console.log(1)');
  await writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  // The build's own dot folder (the server reads it from disk; never served).
  await mkdir(path.join(dist, '.vite'));
  await writeFile(path.join(dist, '.vite', 'manifest.json'), '{}');
  // As the web build's precompress step leaves it: the file and its brotli twin.
  await writeFile(path.join(dist, 'assets', 'big-XyZ789.js'), BIG_SCRIPT);
  await writeFile(path.join(dist, 'assets', 'big-XyZ789.js.br'), brotliCompressSync(BIG_SCRIPT));
  t = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, accept = 'text/html') =>
  t.request({ method: 'GET', url, headers: { accept } });

describe('the built app on the API origin (DESIGN.md)', () => {
  it('serves index.html for / and for app routes (SPA fallback), never cached', async () => {
    for (const url of [
      '/',
      '/login',
      '/customers/proposals/123',
      '/new-password?token=a&email=b',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url + response.body).toBe(200);
      expect(response.body).toContain('<title>Careport</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and revalidates the service worker', async () => {
    const asset = await get('/assets/index-AbC123.js', '*/*');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const worker = await get('/sw.js', '*/*');
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('sends the build’s precompressed file to a browser that accepts it', async () => {
    const url = '/assets/big-XyZ789.js';
    const br = await t.request({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(BIG_SCRIPT);
    const plain = await t.request({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it('answers JSON 404 for missing files and unknown API paths, even when HTML is accepted', async () => {
    expect((await get('/assets/missing.js', '*/*')).statusCode).toBe(404);
    for (const url of ['/caregiver-app/unknown', '/definition/unknown', '/auth/unknown']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ status: 404, errorCode: 'NOT_FOUND' });
    }
  });

  it('answers a request for a folder without a 500', async () => {
    for (const url of ['/assets', '/assets/']) {
      expect((await get(url, '*/*')).statusCode, url).toBeLessThan(500);
    }
  });

  it('serves a file of the build only under its exact name, and never its dot folders', async () => {
    expect((await get('/assets/index-AbC123.js', '*/*')).statusCode).toBe(200);
    for (const url of [
      '/assets/INDEX-AbC123.js',
      '/Assets/index-AbC123.js',
      '/.vite/manifest.json',
    ]) {
      const response = await get(url, '*/*');
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ status: 404, errorCode: 'NOT_FOUND' });
    }
  });

  it('does not serve files outside the build', async () => {
    const response = await get('/../../package.json', '*/*');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('"workspaces"');
  });
});
