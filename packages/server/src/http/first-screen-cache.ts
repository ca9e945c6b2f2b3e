// Issue 43: the signed-in first screen (GET /caregiver-app/first-screen) kept whole, as sent, under
// the caregiver's read version (docs/decisions/0119-first-screen-kept-under-read-versions.md). A
// render is ~40 ms of the one thread (three reads and React's render): under 50 connections it was
// 131 req/s with 474 answers 429, while the same diary from the read cache is ~8 700 req/s.
import { diaryCopyFreshUntil } from '@careport/domain';
import { createBoundedStore } from '../services/bounded-store.js';
import { createEncodedBody, type EncodedBody } from './encoded-body.js';

/**
 * What all kept copies may take together. One is the rendered diary and the answers it was made
 * from (a two-year diary: ~0.3 MB of HTML and ~0.5 MB of answers), so this holds the copies of the
 * ~20 caregivers opening the app at once; the read cache (READ_CACHE_MAX_MB) keeps the rows.
 */
export const FIRST_SCREEN_CACHE_MAX_MB = 16;
/** One copy larger than this is sent but not kept (a ten-year diary's). */
export const FIRST_SCREEN_COPY_MAX_BYTES = 4 * 1024 * 1024;
/** A second bound for many small copies (a new caregiver's empty diary is a few KB). */
export const FIRST_SCREEN_CACHE_MAX_ENTRIES = 500;

/** An ISO instant in a JSON text, as the API writes them (`2026-12-03T09:00:00.000Z`). */
const INSTANT = /"(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))"/g;

/** Every instant a JSON text names. */
export function* instantsIn(text: string): Generator<string> {
  for (const match of text.matchAll(INSTANT)) if (match[1] !== undefined) yield match[1];
}

type Copy = { version: string; freshUntil: number; body: EncodedBody };

export type FirstScreenCache = {
  /** The copy kept under `key` if made at `version` and still fresh at `now`; a hit is a use. */
  get(key: string, version: string, now: Date): EncodedBody | undefined;
  /**
   * Keeps the reply's text, fresh until the soonest instant it names after `now` or the next
   * Berlin midnight (domain diaryCopyFreshUntil), unless it is over the per-copy maximum.
   * `alsoAt`: instants the screen depends on that the text need not name (the reminder's
   * hide-until time, which comes from the device).
   */
  set(
    key: string,
    version: string,
    text: string,
    now: Date,
    alsoAt?: readonly string[],
  ): EncodedBody;
  readonly size: number;
  readonly bytes: number;
};

export function createFirstScreenCache(
  bounds: { maxBytes?: number; maxCopyBytes?: number; maxEntries?: number } = {},
): FirstScreenCache {
  const {
    maxBytes = FIRST_SCREEN_CACHE_MAX_MB * 1024 * 1024,
    maxCopyBytes = FIRST_SCREEN_COPY_MAX_BYTES,
    maxEntries = FIRST_SCREEN_CACHE_MAX_ENTRIES,
  } = bounds;
  const store = createBoundedStore<Copy>({ maxEntries, maxBytes });
  return {
    get(key, version, now) {
      const copy = store.get(key);
      if (!copy) return undefined;
      if (copy.version === version && now.getTime() < copy.freshUntil) return copy.body;
      store.delete(key, copy);
      return undefined;
    },
    set(key, version, text, now, alsoAt = []) {
      const identity = Buffer.from(text);
      const body = createEncodedBody(identity, 'application/json; charset=utf-8');
      const bytes = identity.length + key.length;
      if (bytes > maxCopyBytes) {
        // An older copy under this key is stale now: do not keep it either.
        store.delete(key);
        return body;
      }
      const freshUntil = diaryCopyFreshUntil([...alsoAt, ...instantsIn(text)], now);
      store.set(key, { version, freshUntil, body }, bytes);
      return body;
    },
    get size() {
      return store.size;
    },
    get bytes() {
      return store.bytes;
    },
  };
}
