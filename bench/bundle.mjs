// Issue 5 §3: the JavaScript and CSS a browser loads on a first visit to /login and /bookings,
// read from the production build's manifest, in gzip and brotli bytes.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { describeMachine, formatTable, printReport, round } from './lib/report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'packages/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');

/**
 * The lazy route modules each visit resolves before its first paint (packages/web/src/app/
 * router.tsx and src/features/bookings/routes.tsx): the frame (logged-out layout or the shell)
 * and the screen. Every visit also loads the entry's stages and the catalogue of its language
 * (German, the default), which the language's stage imports (packages/web/src/lib/i18n.ts).
 * A signed-in visit also loads the signed-in screens' texts with the shell.
 * @type {Record<string, { routeModules: string[], signedIn: boolean, targetGzipKb: number }>}
 */
const VISITS = {
  '/login': {
    routeModules: [
      'src/features/auth/components/auth-layout.tsx',
      'src/features/auth/routes/login-route.tsx',
    ],
    signedIn: false,
    targetGzipKb: 170,
  },
  '/bookings': {
    routeModules: [
      'src/app/signed-in-routes.tsx',
      'src/app/shell/shell-layout.tsx',
      'src/features/bookings/routes/diary-route.tsx',
    ],
    signedIn: true,
    targetGzipKb: 230,
  },
};

/**
 * Loaded by the app after the first screen is up, on every visit: where notifications render
 * (packages/web/src/app/overlays.tsx). Reported, outside the budget.
 */
const AFTER_START_MODULES = ['src/app/overlays.tsx'];

/**
 * The message catalogues: per language, the signed-out screens' texts and the signed-in area's
 * (issue 43, packages/web/src/lib/i18n.ts). German is the first visit's.
 */
const LANGUAGES = ['de', 'en'];
const FIRST_VISIT_LANGUAGE = 'de';
/** @param {'signed-out' | 'signed-in'} part @param {string} language */
const catalogueSource = (part, language) => `/i18n/${part}/${language}/index.ts`;

/**
 * @typedef {{ file: string, imports?: string[], dynamicImports?: string[], css?: string[],
 *   isEntry?: boolean, src?: string }} ManifestChunk
 */

/** @returns {Record<string, ManifestChunk>} */
function readManifest() {
  if (!existsSync(manifestPath)) {
    throw new Error(`${manifestPath} is missing: run \`npm run build -w packages/web\` first.`);
  }
  return JSON.parse(readFileSync(manifestPath, 'utf8'));
}

/**
 * The files a chunk pulls in at load: itself, its CSS and its static imports, transitively.
 * @param {Record<string, ManifestChunk>} manifest
 * @param {string} key
 * @param {Set<string>} files
 * @param {Set<string>} [seen]
 */
function collectStatic(manifest, key, files, seen = new Set()) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no chunk ${key}`);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collectStatic(manifest, imported, files, seen);
}

/**
 * @param {string} file
 */
function measureFile(file) {
  const content = readFileSync(path.join(dist, file));
  return {
    file,
    kind: file.endsWith('.css') ? 'css' : 'js',
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length,
  };
}

/** @param {Array<ReturnType<typeof measureFile>>} files @param {'js' | 'css'} kind */
function sum(files, kind) {
  const chosen = files.filter((entry) => entry.kind === kind);
  return {
    raw: chosen.reduce((total, entry) => total + entry.raw, 0),
    gzip: chosen.reduce((total, entry) => total + entry.gzip, 0),
    brotli: chosen.reduce((total, entry) => total + entry.brotli, 0),
  };
}

/** @param {number} bytes */
const kb = (bytes) => round(bytes / 1024, 1);

export function runBundleBench() {
  const manifest = readManifest();
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('manifest has no entry chunk');
  const entry = /** @type {ManifestChunk} */ (manifest[entryKey]);
  // The entry imports the app in stages on every start (packages/web/src/main.tsx): the language,
  // then the app; what those import dynamically is a screen's or comes after start-up.
  const stageKeys = entry.dynamicImports ?? [];
  /** @param {'signed-out' | 'signed-in'} part @param {string} language */
  const catalogueOf = (part, language) =>
    Object.keys(manifest).find((key) => key.endsWith(catalogueSource(part, language)));
  const catalogueKey = catalogueOf('signed-out', FIRST_VISIT_LANGUAGE);
  const signedInKey = catalogueOf('signed-in', FIRST_VISIT_LANGUAGE);
  if (!catalogueKey || !signedInKey) {
    throw new Error(`manifest has no ${FIRST_VISIT_LANGUAGE} catalogue chunks`);
  }
  const catalogueKeys = LANGUAGES.flatMap((language) => [
    catalogueOf('signed-out', language),
    catalogueOf('signed-in', language),
  ]).filter((key) => key !== undefined);
  const afterStart = stageKeys
    .flatMap((key) => /** @type {ManifestChunk} */ (manifest[key]).dynamicImports ?? [])
    .filter((key) => !key.startsWith('src/') || AFTER_START_MODULES.includes(key))
    .filter((key) => !catalogueKeys.includes(key));
  const otherCatalogues = catalogueKeys.filter(
    (key) => !key.endsWith(`/${FIRST_VISIT_LANGUAGE}/index.ts`),
  );
  // Fetched after start-up (service worker registration, notifications) or on a language switch
  // (the other catalogue): outside the budget.
  const deferred = [...new Set([...afterStart, ...otherCatalogues])].map((key) => ({
    ...measureFile(/** @type {ManifestChunk} */ (manifest[key]).file),
    when: catalogueKeys.includes(key) ? 'on language switch' : 'after start-up',
  }));

  const visits = Object.entries(VISITS).map(([route, visit]) => {
    const names = new Set();
    collectStatic(manifest, entryKey, names);
    const texts = visit.signedIn ? [catalogueKey, signedInKey] : [catalogueKey];
    for (const module of [...stageKeys, ...texts, ...visit.routeModules]) {
      collectStatic(manifest, module, names);
    }
    const files = [...names].map(measureFile).sort((a, b) => b.gzip - a.gzip);
    const js = sum(files, 'js');
    const css = sum(files, 'css');
    return {
      route,
      files,
      js,
      css,
      targetJsGzipKb: visit.targetGzipKb,
      jsGzipKb: kb(js.gzip),
      meetsTarget: kb(js.gzip) <= visit.targetGzipKb,
    };
  });

  const rows = visits.flatMap((visit) => [
    ...visit.files.map((file) => [
      visit.route,
      file.file,
      kb(file.raw),
      kb(file.gzip),
      kb(file.brotli),
      '',
    ]),
    [
      visit.route,
      'JS total',
      kb(visit.js.raw),
      kb(visit.js.gzip),
      kb(visit.js.brotli),
      `≤ ${visit.targetJsGzipKb} gzip: ${visit.meetsTarget ? 'met' : 'MISSED'}`,
    ],
    [visit.route, 'CSS total', kb(visit.css.raw), kb(visit.css.gzip), kb(visit.css.brotli), ''],
  ]);
  for (const file of deferred) {
    rows.push(['(deferred)', file.file, kb(file.raw), kb(file.gzip), kb(file.brotli), file.when]);
  }
  const summary = {
    benchmark: 'bundle',
    machine: describeMachine(),
    unit: 'bytes',
    visits: visits.map(({ route, js, css, targetJsGzipKb, jsGzipKb, meetsTarget, files }) => ({
      route,
      js,
      css,
      jsGzipKb,
      targetJsGzipKb,
      meetsTarget,
      files,
    })),
    deferred,
  };
  printReport(
    'Bundle: first visit (KB = 1024 bytes)',
    formatTable(['route', 'file', 'raw KB', 'gzip KB', 'brotli KB', 'target'], rows),
    summary,
  );
  return summary;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) runBundleBench();
