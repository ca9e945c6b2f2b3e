// Issue 43 (decision 0118): after start-up, one garbage collection that gives the heap's memory
// back. Loading the code, opening PGlite and building the app grow V8's young generation to 64 MB,
// and an idle server never shrinks it: pg-boss's workers look for jobs every 2 s, so V8's memory
// reducer sees allocation going on and never runs (`--trace-memory-reducer`: "high alloc"). A
// last-resort collection is the one that also shrinks the young generation (64 -> 1 MB; it grows
// again under load as before): idle RSS 40–50 MB lower. Not a start-up flag, because `npm start`,
// the benches and anyone starting `dist/main.js` with plain `node` should get the same process.
// Run after listening, not before: before, every start (the 3 s target on an existing data
// directory) would wait for its pause; after, a request in that one second may.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type GarbageCollection = (options: { type: 'major'; flavor: 'last-resort' }) => void;

/**
 * One full, memory-reducing collection (two mark-compacts): a pause of up to ~0.9 s on the shared
 * 2-core machine at load 12–15 (docs/performance/memory.md).
 */
export function returnStartUpMemory(): void {
  // `gc` exists only in contexts made after --expose-gc is set; jest's leak detector does the same.
  setFlagsFromString('--expose-gc');
  const collect = runInNewContext('gc') as GarbageCollection | undefined;
  collect?.({ type: 'major', flavor: 'last-resort' });
}

/** Schedules it `delayMs` after the server listens, past the first requests of a start. */
export function returnStartUpMemorySoon(delayMs = 1_000): void {
  setTimeout(returnStartUpMemory, delayMs).unref();
}
