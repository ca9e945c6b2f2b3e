// Writes `<file>.br` and `<file>.gz` beside every text file of the build, so the server
// (@fastify/static's preCompressed) sends phones the compressed bytes without compressing per
// request, and at levels too slow to use per request (brotli 11, gzip 9).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const distDir = fileURLToPath(new URL('../dist/', import.meta.url));
const TEXT_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest']);
/** Below this, the encoding's framing outweighs the saving (as @fastify/compress's threshold). */
const MIN_BYTES = 1024;

/** @param {string} dir @returns {AsyncGenerator<string>} */
async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** @param {string} file */
async function precompress(file) {
  const body = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return { raw: body.length, br: br.length };
}

const targets = [];
for await (const file of files(distDir)) {
  if (!TEXT_EXTENSIONS.has(path.extname(file))) continue;
  if ((await stat(file)).size < MIN_BYTES) continue;
  targets.push(file);
}
const sizes = await Promise.all(targets.map(precompress));
const total = (key) => sizes.reduce((sum, size) => sum + size[key], 0);
console.log(
  `precompressed ${targets.length} files: ${Math.round(total('raw') / 1024)} KB, ` +
    `${Math.round(total('br') / 1024)} KB as brotli`,
);
