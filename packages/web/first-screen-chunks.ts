import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type InlineConfig, type Rolldown } from 'vite';

// Issue 16: the first screens loaded dozens of 0.2-3 KB chunks (the diary 95 scripts, /login 48),
// which the bundler cuts because each set of the app's ~40 lazy routes that shares modules gets a
// chunk of its own. Starting a request costs a phone's main thread 1-3 ms (a profile at 4x: ~0.2 s
// of the diary's start went to adding the page's preloads), so the modules of the first screens
// are gathered by which of them load each: into `common`, `sign-in`, `shell` and `diary`. No
// first screen loads a module more than before; other screens may load a group for one module.
//
// Which modules each visit loads is read off a first build with the bundler's own chunking, not
// off the import graph: a component library's index imports every component, and only the
// build's tree shaking knows which ones a screen uses.

const webRoot = path.dirname(fileURLToPath(import.meta.url));
const fromWeb = (file: string) => path.join(webRoot, file);

/**
 * The app's start before its router: the entry's stages and a catalogue (src/main.tsx), with the
 * signed-in texts the shell loads (src/lib/i18n.ts): each part stays a chunk of its own.
 */
const START_ROOTS = [
  'src/main.tsx',
  'src/lib/i18n.ts',
  '../domain/src/i18n/signed-out/de/index.ts',
  '../domain/src/i18n/signed-out/en/index.ts',
  '../domain/src/i18n/signed-in/de/index.ts',
  '../domain/src/i18n/signed-in/en/index.ts',
  'src/app/start-app.tsx',
].map(fromWeb);

/** The first screens' lazy modules: the server's preloads for them (server/src/http/app-page.ts). */
const SIGN_IN_ROOTS = [
  'src/features/auth/components/auth-layout.tsx',
  'src/features/auth/routes/login-route.tsx',
].map(fromWeb);
// With the routes of the signed-in screens, which the router patches in before the shell loads.
const SHELL_ROOTS = ['src/app/signed-in-routes.tsx', 'src/app/shell/shell-layout.tsx'].map(fromWeb);
const DIARY_ROOTS = ['src/features/bookings/routes/diary-route.tsx'].map(fromWeb);
/**
 * Issue 43: the reminder over the diary, a group of its own. In the diary's group, its modal
 * (Modal, ScrollArea, floating-ui: 35 KB gzip) came with every diary start, though it loads
 * lazily and opens only once the bookings are in, over undocumented ones.
 */
const REMINDER_ROOTS = ['src/features/bookings/components/undocumented-reminder.tsx'].map(fromWeb);

type Chunk = Rolldown.OutputChunk;

/** The groups firstScreenChunks gathers the first screens' modules into. */
const FIRST_SCREEN_GROUPS = new Set(['common', 'sign-in', 'shell', 'diary', 'reminder']);
const FIRST_SCREEN_ROOTS = new Set([
  ...START_ROOTS,
  ...SIGN_IN_ROOTS,
  ...SHELL_ROOTS,
  ...DIARY_ROOTS,
  ...REMINDER_ROOTS,
]);

/**
 * V8's explicit compile hint (Chrome 136+): the first line of a script, it has every function in
 * the file compiled while the file streams in, on a background thread, instead of on the main
 * thread at its first call. Browsers without it read a comment.
 */
export const COMPILE_ALL_ON_LOAD = '//# allFunctionsCalledOnLoad';

/**
 * Issue 16: what a first screen runs at its start was compiled function by function on the
 * main thread while the app started (Lighthouse's trace of the signed-in diary: ~17 % of the
 * main thread's work after the first paint went away with the hint). Marked: the chunks of the
 * start's stages, the first screens' lazy routes and groups, and `react` (React DOM renders the
 * first screen); not the other screens', which would compile code a visit may never run.
 */
export function isCompiledOnLoad(chunk: Pick<Rolldown.RenderedChunk, 'name' | 'moduleIds'>) {
  return (
    chunk.name === 'react' ||
    FIRST_SCREEN_GROUPS.has(chunk.name) ||
    chunk.moduleIds.some((id) => FIRST_SCREEN_ROOTS.has(id))
  );
}

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
 * The chunk each grouped module goes to, by the first screens that load it: `common` for the
 * sign-in screen's and the signed-in screens' modules, `sign-in`, `shell` and `diary` for what
 * only those load, `reminder` for what only the reminder over the diary loads. The start's own modules stay in its stages' chunks (each stage runs in a task
 * of its own), and a lazily loaded module keeps a chunk of its own: the router and the server's
 * preloads name it through the build's manifest.
 */
export function firstScreenChunks(chunks: readonly Chunk[]): Map<string, string> {
  const start = modulesLoadedBy(chunks, START_ROOTS);
  const signIn = modulesLoadedBy(chunks, SIGN_IN_ROOTS);
  const shell = modulesLoadedBy(chunks, SHELL_ROOTS);
  const diary = modulesLoadedBy(chunks, DIARY_ROOTS);
  const reminder = modulesLoadedBy(chunks, REMINDER_ROOTS);
  const lazy = new Set(
    chunks.flatMap((chunk) =>
      chunk.isDynamicEntry && chunk.facadeModuleId !== null ? [chunk.facadeModuleId] : [],
    ),
  );
  const chunkOf = new Map<string, string>();
  for (const id of new Set([...signIn, ...shell, ...diary, ...reminder])) {
    if (start.has(id) || lazy.has(id)) continue;
    const signedIn = shell.has(id) || diary.has(id) || reminder.has(id);
    if (signIn.has(id)) chunkOf.set(id, signedIn ? 'common' : 'sign-in');
    else if (shell.has(id)) chunkOf.set(id, 'shell');
    else chunkOf.set(id, diary.has(id) ? 'diary' : 'reminder');
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
