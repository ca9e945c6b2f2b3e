import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, isLocale, LANGUAGE_COOKIE, type Locale } from '@careport/domain';
import { loadAppPage } from './app-page.js';
import { loadFirstScreens, type FirstScreens } from './first-screen.js';
import { sendError } from './reply.js';

/** Paths the API answers; the app's SPA fallback never shadows them (common.md, Vite proxy). */
const API_PREFIXES = [
  '/auth/',
  '/caregiver-app',
  '/definition/',
  '/graphql',
  '/healthz',
  '/app-config.json',
  // Issue 14: the calendar feed.
  '/calendar/',
  // Issue 41: the REST description and its reference page.
  '/openapi.json',
  '/api-docs',
  // Issue 40: the back office (also the staff console's API) and the staff's invitation links.
  '/ops',
  '/staff-invitations',
];

/** Issue 40: the staff console's own app, served under this path (packages/console). */
export const CONSOLE_PREFIX = '/console';

export const CONSOLE_BUILD_HINT =
  'Careport: the staff console is not built yet. Run `npm run build` (or ' +
  '`npm run build -w packages/console`) and reload this page.';

function isConsolePath(url: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  return pathname === CONSOLE_PREFIX || pathname.startsWith(`${CONSOLE_PREFIX}/`);
}

export const BUILD_HINT =
  'Careport: the API is running, but the web app is not built yet. Run `npm run build` (or ' +
  '`npm start`, which builds it) and reload this page.';

function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  return API_PREFIXES.some(
    (prefix) => pathname === prefix.replace(/\/$/, '') || pathname.startsWith(prefix),
  );
}

/**
 * The language the app remembers (packages/web/src/lib/i18n.ts writes LANGUAGE_COOKIE besides
 * local storage): the page's language, catalogue and rendered first screen. German without one
 * (spec 2 §9).
 */
export function localeFromCookies(header: string | undefined): Locale {
  for (const part of header?.split(';') ?? []) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLocale(value)) return value;
  }
  return DEFAULT_LOCALE;
}

function wantsAppPage(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isApiPath(request.url) &&
    (request.url === '/' || accept.includes('text/html'))
  );
}

const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

/**
 * Issue 40: the staff console (`packages/console/dist`, built with base /console/) under
 * /console, with its own SPA fallback to its index.html. Its pages are not the caregiver app's:
 * no first screen, no embedded configuration. Answers whether a build exists.
 */
async function registerConsoleApp(
  app: FastifyInstance,
  consoleDistDir: string,
): Promise<string | null> {
  const indexPath = path.join(consoleDistDir, 'index.html');
  if (!existsSync(indexPath)) return null;
  await app.register(fastifyStatic, {
    root: consoleDistDir,
    prefix: `${CONSOLE_PREFIX}/`,
    // The caregiver app's registration decorates the reply already.
    decorateReply: false,
    index: false,
    wildcard: false,
    cacheControl: false,
    dotfiles: 'ignore',
    setHeaders: (reply, filePath) => {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      void reply.header('cache-control', isHashedAsset ? HASHED_ASSET_CACHE : 'no-cache');
    },
  });
  // Read once: the build does not change while the server runs.
  return readFileSync(indexPath, 'utf8');
}

/**
 * Serves the built app (`packages/web/dist`) on the API's origin with an SPA fallback to
 * index.html. Hashed assets (`/assets/…`) are cached for a year; index.html, the service worker
 * and the web manifest must be revalidated, so a new build reaches users at once.
 * Without a build the API still works and app pages answer a short hint.
 */
export async function registerStaticApp(
  app: FastifyInstance,
  webDistDir: string,
  /** The runtime configuration embedded in each app page (issue 16; app-page.ts). */
  appConfig: () => unknown = () => null,
  firstScreens: FirstScreens = loadFirstScreens(webDistDir, (error) =>
    app.log.error({ err: error }, 'first screen not rendered'),
  ),
  /** Issue 40: the built staff console; without one, its pages answer a short hint. */
  consoleDistDir?: string,
): Promise<void> {
  const consolePage =
    consoleDistDir === undefined ? null : await registerConsoleApp(app, consoleDistDir);
  const hasBuild = existsSync(path.join(webDistDir, 'index.html'));
  const appPage = hasBuild ? loadAppPage(webDistDir) : null;
  const sendAppPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    const pathname = url.length > 1 ? url.replace(/\/+$/, '') : url;
    const locale = localeFromCookies(request.headers.cookie);
    const config = appConfig();
    const firstScreen = await firstScreens.render(pathname, locale, config);
    const hasSignedInCopy = await firstScreens.hasSignedInCopy(pathname);
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'cookie')
      .type('text/html; charset=utf-8')
      .send(appPage?.html(pathname, config, { locale, firstScreen, hasSignedInCopy }) ?? '');
  };
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      index: false,
      // One route per file of the build, found once at start, instead of a wildcard route:
      // the wildcard checks each request's spelling against the folder's listing (a readdir of
      // the ~400 assets per request), which cost the server ~170 ms of CPU while a phone
      // loaded the first screen (issue 16). The build does not change while the server runs.
      wildcard: false,
      cacheControl: false,
      // The build's own dot folders (.vite's manifest, .first-screen's renderer) are the server's.
      dotfiles: 'ignore',
      // The web build writes .br and .gz next to each text file (packages/web/scripts/
      // precompress.mjs): compressed once at the highest levels, never per request.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        void reply.header(
          'cache-control',
          isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    // The wildcard route would take `/` for the folder itself; the app's entry is index.html.
    app.get('/', sendAppPage);
  }

  app.setNotFoundHandler(async (request, reply) => {
    // The console's routes before the caregiver app's fallback: /console/planning is never a
    // caregiver screen.
    if (isConsolePath(request.url)) {
      if (!wantsAppPage(request)) return sendError(reply, 404, 'NOT_FOUND');
      const type = consolePage === null ? 'text/plain' : 'text/html';
      return reply
        .code(200)
        .header('cache-control', 'no-cache')
        .type(`${type}; charset=utf-8`)
        .send(consolePage ?? CONSOLE_BUILD_HINT);
    }
    if (wantsAppPage(request)) {
      if (hasBuild) return sendAppPage(request, reply);
      return reply.code(200).type('text/plain; charset=utf-8').send(BUILD_HINT);
    }
    return sendError(reply, 404, 'NOT_FOUND');
  });
}
