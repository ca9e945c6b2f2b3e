// The font and colour profile files the PDFs embed (packages/server/assets, see its README).
// Looked up by walking up from this module, because it runs from three places: the source (tests,
// tsx), tsc's dist/invoices/ (CLIs) and the esbuild bundle dist/main.js; all sit below the package.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findAssets(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, 'assets', 'icc');
    if (existsSync(candidate)) return path.join(dir, 'assets');
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('packages/server/assets not found above the server module');
    dir = parent;
  }
}

/** Read once per process: the invoice run renders thousands of PDFs with the same files. */
const cache = new Map<string, Uint8Array>();

function asset(relativePath: string): Uint8Array {
  let bytes = cache.get(relativePath);
  if (!bytes) {
    bytes = new Uint8Array(readFileSync(path.join(findAssets(), relativePath)));
    cache.set(relativePath, bytes);
  }
  return bytes;
}

export const regularFontBytes = () => asset('fonts/LiberationSans-Regular.ttf');
export const boldFontBytes = () => asset('fonts/LiberationSans-Bold.ttf');
export const srgbProfileBytes = () => asset('icc/sRGB_IEC61966_2_1.icc');
