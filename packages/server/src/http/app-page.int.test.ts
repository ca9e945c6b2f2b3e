// Issue 16: the app page carries the runtime configuration and the first screen's chunks, so a
// phone does not wait for them one round trip after another.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
const MANIFEST = {
  'index.html': {
    file: 'assets/index-A.js',
    isEntry: true,
    imports: ['_react-R.js'],
    css: ['assets/index-A.css'],
  },
  '_react-R.js': { file: 'assets/react-R.js' },
  '../domain/src/i18n/de/index.ts': {
    file: 'assets/de-D.js',
    name: 'de',
    imports: ['_labels-L.js'],
  },
  '../domain/src/i18n/en/index.ts': { file: 'assets/en-E.js', name: 'en' },
  '_labels-L.js': { file: 'assets/labels-L.js' },
  'src/features/auth/components/auth-layout.tsx': {
    file: 'assets/auth-layout-X.js',
    imports: ['_react-R.js', '_Input-I.js'],
    css: ['assets/auth-layout-X.css'],
  },
  'src/features/auth/routes/login-route.tsx': {
    file: 'assets/login-route-Y.js',
    imports: ['_Input-I.js'],
  },
  '_Input-I.js': { file: 'assets/Input-I.js' },
  'src/app/shell/shell-layout.tsx': { file: 'assets/shell-layout-S.js' },
  'src/features/bookings/routes/diary-route.tsx': { file: 'assets/diary-route-B.js' },
};

beforeAll(async () => {
  const dist = await mkdtemp(path.join(tmpdir(), 'careport-dist-'));
  await mkdir(path.join(dist, '.vite'), { recursive: true });
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Careport</title>' +
      '<script type="module" crossorigin src="/assets/index-A.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  t = await createTestApp({
    webDistDir: dist,
    // A value with `</script>` in it must not end the data block.
    env: { APPLICANT_PORTAL_URL: 'https://apply.example/</script><script>alert(1)</script>' },
  });
});
afterAll(async () => {
  await t?.close();
});

const page = (url: string) => t.request({ method: 'GET', url, headers: { accept: 'text/html' } });
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="(modulepreload|stylesheet)" crossorigin href="([^"]+)">/g)].map(
    (match) => match[2],
  );
const embeddedConfig = (html: string) => {
  const match = /<script type="application\/json" id="careport-config">(.*?)<\/script>/s.exec(html);
  return match ? (JSON.parse(match[1] ?? '') as Record<string, unknown>) : undefined;
};

describe('the app page (issue 16: no round trips before the first screen)', () => {
  it('embeds the runtime configuration exactly as /app-config.json answers it', async () => {
    const response = await page('/login');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    const config = (await t.request({ method: 'GET', url: '/app-config.json' })).json<unknown>();
    expect(embeddedConfig(response.body)).toEqual(config);
    // The portal URL's `</script>` stays inside the JSON: one script element of ours, no more.
    expect(response.body.match(/<script/g)).toHaveLength(2);
    expect(response.body).not.toContain('<script>alert(1)');
  });

  it("preloads the German catalogue and the login's frame and screen with their imports, once each", async () => {
    const html = (await page('/login')).body;
    expect(preloads(html)).toEqual([
      '/assets/de-D.js',
      '/assets/labels-L.js',
      '/assets/auth-layout-X.js',
      '/assets/auth-layout-X.css',
      '/assets/Input-I.js',
      '/assets/login-route-Y.js',
    ]);
    // What index.html loads itself (the entry, react) and the other language are not named.
    expect(html).not.toContain('rel="modulepreload" crossorigin href="/assets/react-R.js"');
    expect(html).not.toContain('en-E.js');
  });

  it('preloads the shell and the diary for /bookings, the shell for other signed-in pages', async () => {
    expect(preloads((await page('/bookings')).body)).toEqual([
      '/assets/de-D.js',
      '/assets/labels-L.js',
      '/assets/shell-layout-S.js',
      '/assets/diary-route-B.js',
    ]);
    expect(preloads((await page('/account/profile')).body)).toEqual([
      '/assets/de-D.js',
      '/assets/labels-L.js',
      '/assets/shell-layout-S.js',
    ]);
    expect(preloads((await page('/')).body)).toContain('/assets/shell-layout-S.js');
  });
});
