// Issue 40: the JavaScript a browser loads on a first visit to the console (gzip), read from the
// console build's manifest: the entry with its static imports, and the lazy route modules the
// visit resolves before its first paint. Budget: 250 KB of gzip per visit.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'packages/console/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
const BUDGET_GZIP_KB = 250;

/** The visits: the sign-in screen, and a dispatcher's start (the shell and the planning). */
const VISITS = {
  '/console/sign-in': ['src/features/sign-in/sign-in-page.tsx'],
  '/console/planning': ['src/app/shell.tsx', 'src/features/planning/planning-page.tsx'],
};

if (!existsSync(manifestPath)) {
  console.error(`${manifestPath} is missing: run \`npm run build -w packages/console\` first.`);
  process.exit(1);
}
/** @type {Record<string, { file: string, imports?: string[], isEntry?: boolean }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/** @param {string} key @param {Set<string>} files */
function collect(key, files) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no chunk ${key}`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files);
}

const gzipBytes = (file) =>
  gzipSync(readFileSync(path.join(dist, file)), { level: constants.Z_BEST_COMPRESSION }).length;

let failed = false;
for (const [visit, routeModules] of Object.entries(VISITS)) {
  const files = new Set();
  collect('index.html', files);
  for (const module of routeModules) collect(module, files);
  const js = [...files].filter((file) => file.endsWith('.js'));
  const totalKb = js.reduce((sum, file) => sum + gzipBytes(file), 0) / 1024;
  const ok = totalKb <= BUDGET_GZIP_KB;
  failed ||= !ok;
  console.log(
    `${visit}: ${js.length} scripts, ${totalKb.toFixed(1)} KB gzip (budget ${BUDGET_GZIP_KB} KB) ${ok ? 'ok' : 'OVER'}`,
  );
}
if (failed) process.exit(1);
