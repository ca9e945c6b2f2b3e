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
    dynamicImports: ['_i18n-N.js', 'src/app/start-app.tsx'],
    css: ['assets/index-A.css'],
  },
  '_react-R.js': { file: 'assets/react-R.js' },
  // The stages the entry imports on every start (packages/web/src/main.tsx).
  '_i18n-N.js': { file: 'assets/i18n-N.js', imports: ['_react-R.js'] },
  'src/app/start-app.tsx': {
    file: 'assets/start-app-P.js',
    imports: ['_react-R.js', '_i18n-N.js', '_Box-O.js'],
    dynamicImports: ['src/features/auth/routes/login-route.tsx'],
    css: ['assets/start-app-P.css'],
  },
  '_Box-O.js': { file: 'assets/Box-O.js' },
  '../domain/src/i18n/signed-out/de/index.ts': {
    file: 'assets/de-D.js',
    name: 'de',
    imports: ['_labels-L.js'],
  },
  '../domain/src/i18n/signed-out/en/index.ts': { file: 'assets/en-E.js', name: 'en' },
  // Issue 43: the signed-in screens' texts, loaded with the shell.
  '../domain/src/i18n/signed-in/de/index.ts': { file: 'assets/de-G.js', name: 'de' },
  '../domain/src/i18n/signed-in/en/index.ts': { file: 'assets/en-H.js', name: 'en' },
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
  // Issue 43: the signed-in screens' routes, patched in before the shell loads.
  'src/app/signed-in-routes.tsx': { file: 'assets/signed-in-routes-T.js' },
  'src/app/shell/shell-layout.tsx': { file: 'assets/shell-layout-S.js' },
  'src/features/bookings/routes/diary-route.tsx': { file: 'assets/diary-route-B.js' },
};

beforeAll(async () => {
  const dist = await mkdtemp(path.join(tmpdir(), 'careport-dist-'));
  await mkdir(path.join(dist, '.vite'), { recursive: true });
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="de"><head><title>Careport</title>' +
      '<script type="module" crossorigin src="/assets/index-A.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  // A stand-in for the built renderer (packages/web/src/first-screen): what the server does with
  // its answer is tested here; render-first-screen.test.tsx tests the real one.
  await mkdir(path.join(dist, '.first-screen'));
  await writeFile(
    path.join(dist, '.first-screen', 'render-first-screen.js'),
    `export const FIRST_SCREEN_PATHS = ['/login', '/request-password-reset'];
     export async function renderFirstScreen({ pathname, locale, appConfig }) {
       if (pathname === '/request-password-reset') throw new Error('broken renderer');
       return '<h1>' + locale + ' ' + pathname + ' ' + appConfig.oauthClientId + '</h1>';
     }`,
  );
  t = await createTestApp({
    webDistDir: dist,
    // A value with `</script>` in it must not end the data block.
    env: { APPLICANT_PORTAL_URL: 'https://apply.example/</script><script>alert(1)</script>' },
  });
});
afterAll(async () => {
  await t?.close();
});

/** What every page's start imports after the entry: the language, then the app. */
const STAGE_SCRIPTS = ['/assets/i18n-N.js', '/assets/start-app-P.js', '/assets/Box-O.js'];

/**
 * /login's scripts: the entry, its stages, the German catalogue and the frame's and screen's chunks with their
 * imports, once each. They wait in the template until the rendered screen is painted.
 */
const LOGIN_SCRIPTS = [
  '/assets/index-A.js',
  ...STAGE_SCRIPTS,
  '/assets/de-D.js',
  '/assets/labels-L.js',
  '/assets/auth-layout-X.js',
  '/assets/Input-I.js',
  '/assets/login-route-Y.js',
];

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
      '/assets/start-app-P.css',
      '/assets/auth-layout-X.css',
      ...LOGIN_SCRIPTS,
    ]);
    // What index.html loads itself (the entry, react) and the other language are not named.
    expect(html).not.toContain('rel="modulepreload" crossorigin href="/assets/react-R.js"');
    expect(html).not.toContain('en-E.js');
    // The signed-in screens' texts are not the login's.
    expect(html).not.toContain('de-G.js');
  });

  it('preloads the shell, its texts and the diary for /bookings, the shell and its texts for other signed-in pages', async () => {
    expect(preloads((await page('/bookings')).body)).toEqual([
      '/assets/i18n-N.js',
      '/assets/start-app-P.js',
      '/assets/start-app-P.css',
      '/assets/Box-O.js',
      '/assets/de-D.js',
      '/assets/labels-L.js',
      '/assets/de-G.js',
      '/assets/signed-in-routes-T.js',
      '/assets/shell-layout-S.js',
      '/assets/diary-route-B.js',
    ]);
    expect(preloads((await page('/account/profile')).body)).toEqual([
      '/assets/i18n-N.js',
      '/assets/start-app-P.js',
      '/assets/start-app-P.css',
      '/assets/Box-O.js',
      '/assets/de-D.js',
      '/assets/labels-L.js',
      '/assets/de-G.js',
      '/assets/signed-in-routes-T.js',
      '/assets/shell-layout-S.js',
    ]);
    expect(preloads((await page('/')).body)).toContain('/assets/shell-layout-S.js');
  });

  it("puts the rendered first screen into the page, inert until the app replaces it, in the visitor's language", async () => {
    const german = (await page('/login')).body;
    expect(german).toContain(
      '<div id="root"><div inert><h1>de /login careport-app</h1><span id="careport-first-screen-end" hidden></span></div></div>',
    );
    expect(german).toContain('<html lang="de"');
    // Nothing is painted before the screen is parsed whole: no half-built card that then moves.
    const blockers = german
      .slice(0, german.indexOf('</head>'))
      .match(/<link rel="expect" href="#([^"]+)" blocking="render">/g);
    expect(blockers).toEqual([
      '<link rel="expect" href="#careport-first-screen-end" blocking="render">',
    ]);
    // Painted before any script loads: the stylesheets stay in the head, the scripts wait in the
    // template public/start-after-paint.js adds after the first paint, then runs the entry.
    const head = german.slice(0, german.indexOf('</head>'));
    const template = /<template id="careport-after-paint">(.*?)<\/template>/s.exec(head)?.[1] ?? '';
    expect(preloads(template)).toEqual(LOGIN_SCRIPTS);
    expect(head).toContain(
      '<script type="module" src="/start-after-paint.js" data-entry="/assets/index-A.js"></script>',
    );
    expect(head).not.toContain('crossorigin src="/assets/index-A.js"');
    expect(head.replace(template, '')).toContain('href="/assets/auth-layout-X.css"');
    expect(head.replace(template, '')).not.toContain('modulepreload');

    const english = await t.request({
      method: 'GET',
      url: '/login/',
      headers: { accept: 'text/html', cookie: 'theme=x; careport-language=en' },
    });
    expect(english.headers.vary).toContain('cookie');
    expect(english.body).toContain(
      '<div inert><h1>en /login careport-app</h1><span id="careport-first-screen-end" hidden></span></div>',
    );
    expect(english.body).toContain('<html lang="en"');
    expect(preloads(english.body)).toContain('/assets/en-E.js');
    expect(english.body).not.toContain('de-D.js');

    // An unknown language is German.
    const unknown = await t.request({
      method: 'GET',
      url: '/login',
      headers: { accept: 'text/html', cookie: 'careport-language=fr' },
    });
    expect(unknown.body).toContain('<h1>de /login');
  });

  it('leaves the root empty where there is no first screen, or the renderer fails, and never serves the renderer', async () => {
    const bookings = (await page('/bookings')).body;
    expect(bookings).toContain('<div id="root"></div>');
    // Without a rendered screen the scripts are what paints it: loaded at once, as built.
    expect(bookings).toContain('<script type="module" crossorigin src="/assets/index-A.js">');
    expect(bookings).not.toContain('careport-after-paint');
    // Nothing to wait for before painting: the page's own loading state shows at once.
    expect(bookings).not.toContain('rel="expect"');
    const failed = await page('/request-password-reset');
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<div id="root"></div>');
    expect(failed.body).not.toContain('rel="expect"');
    const renderer = await t.request({
      method: 'GET',
      url: '/.first-screen/render-first-screen.js',
    });
    expect(renderer.statusCode).toBe(404);
  });
});
