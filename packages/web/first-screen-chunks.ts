import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type InlineConfig, type Rolldown } from 'vite';

// Issue 16: the signed-in diary loaded ~85 scripts, most of them 1-3 KB chunks the bundler cut
// because each is shared by a different set of the app's ~40 lazy routes. Starting a request costs
// a phone's main thread 1-3 ms (a profile at 4x: ~0.2 s of the start went to the page's
// preloads), so the modules the shell and the diary load are gathered into one chunk each. The
// sign-in screen's modules stay where the bundler put them: /login loads nothing more.
//
// Which modules each visit loads is read off a first build with the bundler's own chunking, not
// off the import graph: a component library's index imports every component, and only the
// build's tree shaking knows which ones a screen uses.

const webRoot = path.dirname(fileURLToPath(import.meta.url));
const fromWeb = (file: string) => path.join(webRoot, file);

/** What a visit to /login runs: the entry's stages, a catalogue, the sign-in frame and screen. */
const SIGN_IN_ROOTS = [
  'src/main.tsx',
  'src/lib/i18n.ts',
  '../domain/src/i18n/de/index.ts',
  '../domain/src/i18n/en/index.ts',
  'src/app/start-app.tsx',
  'src/features/auth/components/auth-layout.tsx',
  'src/features/auth/routes/login-route.tsx',
].map(fromWeb);

/**
 * The chunks, in order of precedence: a module the shell loads is in `shell` even where the diary
 * loads it too. The same lazy modules as the server's preloads for these pages
 * (packages/server/src/http/app-page.ts).
 */
const GROUPS: ReadonlyArray<{ name: string; roots: string[] }> = [
  { name: 'shell', roots: ['src/app/shell/shell-layout.tsx'].map(fromWeb) },
  {
    name: 'diary',
    roots: [
      'src/features/bookings/routes/diary-route.tsx',
      'src/features/bookings/components/undocumented-reminder.tsx',
    ].map(fromWeb),
  },
];

type Chunk = Rolldown.OutputChunk;

/** The modules in the chunks `roots` load, following the chunks' static imports. */
function modulesLoadedBy(chunks: readonly Chunk[], roots: readonly string[]): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const queue = roots.map((root) => {
    const chunk = chunks.find((candidate) => candidate.moduleIds.includes(root));
    if (chunk === undefined) throw new Error(`first-screen-chunks: no chunk holds ${root}`);
    return chunk;
  });
  const seen = new Set<Chunk>();
  for (let chunk = queue.pop(); chunk !== undefined; chunk = queue.pop()) {
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported !== undefined) queue.push(imported);
    }
  }
  return new Set([...seen].flatMap((chunk) => chunk.moduleIds));
}

/**
 * The chunk each grouped module goes to: a module of the shell's or the diary's first visit that
 * the sign-in visit does not load, and that is not itself loaded lazily (the router and the
 * server's preloads name those chunks through the build's manifest).
 */
export function firstScreenChunks(chunks: readonly Chunk[]): Map<string, string> {
  const signIn = modulesLoadedBy(chunks, SIGN_IN_ROOTS);
  const lazy = new Set(
    chunks.flatMap((chunk) =>
      chunk.isDynamicEntry && chunk.facadeModuleId !== null ? [chunk.facadeModuleId] : [],
    ),
  );
  const chunkOf = new Map<string, string>();
  for (const { name, roots } of GROUPS) {
    for (const id of modulesLoadedBy(chunks, roots)) {
      if (!signIn.has(id) && !lazy.has(id) && !chunkOf.has(id)) chunkOf.set(id, name);
    }
  }
  return chunkOf;
}

/**
 * Builds the app once in memory with `config` (its own chunking, nothing written) and answers
 * the code-splitting group that gathers the first screens' modules.
 */
export async function firstScreenGroup(config: InlineConfig) {
  const output = await build({
    ...config,
    configFile: false,
    logLevel: 'silent',
    build: { ...config.build, write: false, manifest: false, copyPublicDir: false },
  });
  const outputs = Array.isArray(output) ? output : [output];
  const chunks = outputs.flatMap((result) =>
    'output' in result ? result.output.filter((item): item is Chunk => item.type === 'chunk') : [],
  );
  const chunkOf = firstScreenChunks(chunks);
  return { name: (moduleId: string) => chunkOf.get(moduleId) ?? null, priority: 0 };
}
