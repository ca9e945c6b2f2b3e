// The built server is one ES module: `dist/main.js`, bundled by esbuild after `tsc -b` (which still
// type-checks and emits the CLIs). Why: Node 24 re-parses a package's whole `exports` map for every
// file it loads from that package (drizzle-orm's is 178 KB), so loading the server file by file
// took seconds and hundreds of MB at start (docs/performance/server.md). Left outside the
// bundle: PGlite, which finds its WASM and data files beside its own modules, and the native
// argon2 and sharp (image re-encoding) bindings.
// Split at dynamic imports (issue 43): what the server imports lazily, the S3 SDK above all
// (src/storage/create-file-storage.ts: ~1.5 MB of code), goes into chunks of its own under
// dist/chunks/, read and parsed only when a start needs it, not on every start as part of main.js.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Chunk names carry a hash: an earlier build's would otherwise stay beside the new ones.
rmSync(path.join(packageRoot, 'dist', 'chunks'), { recursive: true, force: true });

await build({
  // The PDF worker (src/pdf/pdf-worker.ts, issue 43) is bundled too: loaded file by file from
  // tsc's output, its first invoice took seconds to import the domain package and date-fns.
  entryPoints: [
    path.join(packageRoot, 'src', 'main.ts'),
    path.join(packageRoot, 'src', 'pdf', 'pdf-worker.ts'),
  ],
  outdir: path.join(packageRoot, 'dist'),
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  external: [
    '@electric-sql/pglite',
    '@electric-sql/pglite/*',
    '@node-rs/argon2',
    'pg-native',
    'sharp',
  ],
  // Bundled CommonJS dependencies (fastify, mercurius, pg…) call `require` for Node built-ins.
  banner: {
    js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);",
  },
  logLevel: 'warning',
});
