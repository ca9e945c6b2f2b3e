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

/**
 * The lazy modules the router resolves before each first screen (packages/web/src/app/router.tsx):
 * the frame and the screen. Other signed-in pages get the shell; a signed-out visitor sent from a
 * signed-in page to /login fetches the login chunks then.
 */
const SCREENS: Record<string, readonly string[]> = {
  '/login': [AUTH_LAYOUT, 'src/features/auth/routes/login-route.tsx'],
  '/request-password-reset': [
    AUTH_LAYOUT,
    'src/features/auth/routes/request-password-reset-route.tsx',
  ],
  '/new-password': [AUTH_LAYOUT, 'src/features/auth/routes/new-password-route.tsx'],
  '/': [SHELL, 'src/features/dashboard/routes/dashboard-route.tsx'],
  '/bookings': [SHELL, 'src/features/bookings/routes/diary-route.tsx'],
};
const SHELL_AREAS = ['/bookings/', '/customers', '/account'];

/** The first visit's language (the app's default; a stored other choice loads its own). */
const FIRST_VISIT_CATALOGUE = 'de';

function screenModules(pathname: string): readonly string[] {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const screen = SCREENS[trimmed];
  if (screen) return screen;
  return SHELL_AREAS.some((area) => trimmed.startsWith(area)) ? [SHELL] : [];
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

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

export type AppPage = {
  /** index.html for `pathname`, with the configuration and the screen's preloads. */
  html(pathname: string, appConfig: unknown): string;
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
  const catalogueKey = Object.keys(manifest).find(
    (key) => manifest[key]?.name === FIRST_VISIT_CATALOGUE && key.includes('/i18n/'),
  );

  const preloadCache = new Map<string, string>();
  const preloadsFor = (pathname: string): string => {
    const modules = [...(catalogueKey ? [catalogueKey] : []), ...screenModules(pathname)];
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
    html(pathname, appConfig) {
      const config = `<script type="application/json" id="${APP_CONFIG_ELEMENT_ID}">${jsonForHtml(appConfig)}</script>`;
      const head = `${config}${preloadsFor(pathname)}`;
      return template.includes('</head>')
        ? template.replace('</head>', () => `${head}</head>`)
        : `${head}${template}`;
    },
  };
}
