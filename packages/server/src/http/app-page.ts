// Issue 16 "Speed of the first screen": on a phone each round trip before the first screen costs
// whole seconds. The built index.html named only the entry; the entry then asked for the
// configuration, then the catalogue, then the screen's chunks: four round trips one after the
// other. So the page is built per request from the build's index.html: the runtime
// configuration embedded as a JSON data block (no /app-config.json round trip; a data block is
// not executed, so the CSP's script-src 'self' stands), and modulepreload links for the German
// catalogue and the requested screen's chunks (with their static imports and CSS), so the
// browser fetches them together with the entry.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@careport/domain';
import { LOCALES } from '@careport/domain';

/** The id of the embedded configuration; packages/web/src/lib/app-config.ts reads it. */
export const APP_CONFIG_ELEMENT_ID = 'careport-config';

type ManifestChunk = {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

const AUTH_LAYOUT = 'src/features/auth/components/auth-layout.tsx';
const SHELL = 'src/app/shell/shell-layout.tsx';
// Issue 43: the signed-in screens' routes, which the router patches in before it loads the shell.
const SIGNED_IN_ROUTES = 'src/app/signed-in-routes.tsx';

/**
 * The lazy modules the router resolves before each first screen (packages/web/src/app/router.tsx):
 * the frame and the screen. Other signed-in pages get the shell; a signed-out visitor sent from a
 * signed-in page to /login fetches the login chunks then. The app's build gathers the modules of
 * the sign-in screen, the shell and the diary into a few chunks (it names the same modules in
 * packages/web/first-screen-chunks.ts).
 */
const SCREENS: Record<string, readonly string[]> = {
  '/login': [AUTH_LAYOUT, 'src/features/auth/routes/login-route.tsx'],
  '/request-password-reset': [
    AUTH_LAYOUT,
    'src/features/auth/routes/request-password-reset-route.tsx',
  ],
  '/new-password': [AUTH_LAYOUT, 'src/features/auth/routes/new-password-route.tsx'],
  '/': [SIGNED_IN_ROUTES, SHELL, 'src/features/dashboard/routes/dashboard-route.tsx'],
  // The reminder of undocumented visits opens over the diary as soon as it has loaded.
  '/bookings': [
    SIGNED_IN_ROUTES,
    SHELL,
    'src/features/bookings/routes/diary-route.tsx',
    'src/features/bookings/components/undocumented-reminder.tsx',
  ],
};
const SHELL_AREAS = ['/bookings/', '/customers', '/account'];

/** Where the built index.html leaves the app's place; a rendered first screen goes inside. */
const ROOT_ELEMENT = '<div id="root"></div>';

function screenModules(pathname: string): readonly string[] {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const screen = SCREENS[trimmed];
  if (screen) return screen;
  return SHELL_AREAS.some((area) => trimmed.startsWith(area)) ? [SIGNED_IN_ROUTES, SHELL] : [];
}

/** A chunk's files with its static imports', transitively (what loading it pulls in). */
function collect(manifest: Manifest, key: string, files: Set<string>, seen: Set<string>): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, files, seen);
}

/** `<` can end the data block early (`</script>`); as \u003c it is the same JSON. */
function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/**
 * An empty element after the rendered first screen. The head's `<link rel="expect"
 * blocking="render">` names it, so the page is not painted before the screen is parsed whole: a
 * phone that paints a part (its parser yielding on a slow CPU, or the rest of the page still on
 * the way) showed the centred sign-in card half built, then moved it up by 170 px when the rest
 * came (CLS 0.15, issue 16). Chromium lifts the block when the named element is inserted, not when
 * its end tag is read, so the mark comes after the screen rather than around it. Browsers without
 * `rel=expect` ignore the link.
 */
export const FIRST_SCREEN_END_ELEMENT_ID = 'careport-first-screen-end';

/** The template public/start-after-paint.js moves into the head once the page has been painted. */
export const AFTER_PAINT_ELEMENT_ID = 'careport-after-paint';

/**
 * With the screen already in the page, the scripts only make it usable: they load and run after
 * the first paint (public/start-after-paint.js), so on a slow connection they take no bandwidth
 * from the stylesheets the paint needs, and on a slow phone running them does not hold it back.
 * The entry and every preload move into a template that script adds to the head.
 */
function startingAfterPaint(html: string, starter = '/start-after-paint.js'): string {
  const deferred: string[] = [];
  let entry: string | undefined;
  const page = html
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_tag, src: string) => {
      entry = src;
      return '';
    })
    .replace(/<link rel="modulepreload" crossorigin href="[^"]+">/g, (link) => {
      deferred.push(link);
      return '';
    });
  if (entry === undefined) return html;
  const src = escapeAttribute(entry);
  // A starter other than start-after-paint.js imports it when done: fetched at once, not then.
  const chained =
    starter === '/start-after-paint.js'
      ? ''
      : '<link rel="modulepreload" href="/start-after-paint.js">';
  const template =
    `<template id="${AFTER_PAINT_ELEMENT_ID}">` +
    `<link rel="modulepreload" crossorigin href="${src}">${deferred.join('')}</template>` +
    `${chained}<script type="module" src="${starter}" data-entry="${src}"></script>`;
  return page.replace('</head>', () => `${template}</head>`);
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

export type AppPageOptions = {
  /** The visitor's language (their stored choice, else German): its catalogue is preloaded. */
  locale: Locale;
  /**
   * The screen rendered to HTML (first-screen.ts), shown until the app's first render replaces
   * it; inert until then, so nothing typed into it is lost.
   */
  firstScreen?: string | null;
  /**
   * A signed-in screen the server can render for the caregiver (first-screen-route.ts): the page's
   * script asks for it with the session's token before the app starts (public/signed-in-copy.js).
   */
  hasSignedInCopy?: boolean;
};

export type AppPage = {
  /** index.html for `pathname`, with the configuration and the screen's preloads. */
  html(pathname: string, appConfig: unknown, options?: AppPageOptions): string;
};

/** null without a build (registerStaticApp then answers its hint). */
export function loadAppPage(webDistDir: string): AppPage | null {
  const indexPath = path.join(webDistDir, 'index.html');
  if (!existsSync(indexPath)) return null;
  const template = readFileSync(indexPath, 'utf8');
  const manifestPath = path.join(webDistDir, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest)
    : {};
  // What index.html loads already: never named twice.
  const initial = new Set<string>();
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (entryKey) collect(manifest, entryKey, initial, new Set());
  // The entry imports the app in stages (packages/web/src/main.tsx), each a dynamic import every
  // start makes: preloaded with it like its static imports.
  const stageKeys = entryKey ? (manifest[entryKey]?.dynamicImports ?? []) : [];
  // Issue 43: each language's texts in two parts, the signed-out screens' and the signed-in
  // area's, which the shell loads with itself (packages/web/src/lib/i18n.ts).
  const catalogueKey = (part: 'signed-out' | 'signed-in', locale: Locale) =>
    Object.keys(manifest).find((key) => key.endsWith(`/i18n/${part}/${locale}/index.ts`));
  const catalogueKeys = new Map(
    LOCALES.map((locale) => [
      locale,
      {
        signedOut: catalogueKey('signed-out', locale),
        signedIn: catalogueKey('signed-in', locale),
      },
    ]),
  );

  const preloadCache = new Map<string, string>();
  const preloadsFor = (pathname: string, locale: Locale): string => {
    const catalogue = catalogueKeys.get(locale);
    const screen = screenModules(pathname);
    const texts = [catalogue?.signedOut, screen.includes(SHELL) ? catalogue?.signedIn : undefined];
    const modules = [
      ...stageKeys,
      ...texts.filter((key): key is string => key !== undefined),
      ...screen,
    ];
    const cacheKey = modules.join('|');
    const cached = preloadCache.get(cacheKey);
    if (cached !== undefined) return cached;
    const files = new Set<string>();
    const seen = new Set<string>();
    for (const key of modules) collect(manifest, key, files, seen);
    const links = [...files]
      .filter((file) => !initial.has(file))
      .map((file) =>
        file.endsWith('.css')
          ? `<link rel="stylesheet" crossorigin href="/${escapeAttribute(file)}">`
          : `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`,
      )
      .join('');
    preloadCache.set(cacheKey, links);
    return links;
  };

  return {
    html(pathname, appConfig, options = { locale: 'de' }) {
      const config = `<script type="application/json" id="${APP_CONFIG_ELEMENT_ID}">${jsonForHtml(appConfig)}</script>`;
      const head = `${config}${preloadsFor(pathname, options.locale)}`;
      let page = template.includes('</head>')
        ? template.replace('</head>', () => `${head}</head>`)
        : `${head}${template}`;
      page = page.replace(/<html lang="[a-z]+"/, () => `<html lang="${options.locale}"`);
      if (options.firstScreen) {
        const markup = options.firstScreen;
        page = page.replace(
          ROOT_ELEMENT,
          () =>
            `<div id="root"><div inert>${markup}<span id="${FIRST_SCREEN_END_ELEMENT_ID}" hidden></span></div></div>`,
        );
        page = page.replace(
          '</head>',
          () =>
            `<link rel="expect" href="#${FIRST_SCREEN_END_ELEMENT_ID}" blocking="render"></head>`,
        );
        page = startingAfterPaint(page);
      } else if (options.hasSignedInCopy) {
        page = startingAfterPaint(page, '/signed-in-copy.js');
      }
      return page;
    },
  };
}
