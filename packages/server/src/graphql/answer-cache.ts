// The GraphQL answer cache's memory (issue 42 §1, docs/decisions/0066-graphql-answers-bounded.md).
// Bounded by entries alone it kept 64 answers of up to 69 MB each (15 aliased diaries of a caregiver
// with 3 000 bookings): ~4 GB. Now the bytes are the bound, and one answer over a per-answer
// maximum is never kept, so a single caller cannot push everybody else's diaries out either.
import { createEncodedBody, type EncodedBody } from '../http/encoded-body.js';
import { createBoundedStore } from '../services/bounded-store.js';

/**
 * What all kept answers may take together. A two-year diary is ~0.5 MB of JSON, so this holds ~60
 * of them; the REST read cache (READ_CACHE_MAX_MB) already keeps the rows behind them.
 */
export const GRAPHQL_ANSWER_CACHE_MAX_MB = 32;
/** One answer larger than this is sent but not kept: eight two-year diaries' worth. */
export const GRAPHQL_ANSWER_MAX_BYTES = 4 * 1024 * 1024;
/**
 * A second bound for a flood of tiny answers (`{ __typename }` under many query texts). Issue 43:
 * 64 held the diaries of a few caregivers; with their invoices, finance and documentation answers
 * (a few hundred bytes to ~0.3 MB each) the bytes are the bound that matters, so this only stops
 * the flood.
 */
export const GRAPHQL_ANSWER_MAX_ENTRIES = 2_000;

type Answer = { version: string; body: EncodedBody };

export type AnswerCache = {
  /** The answer kept under `key`, if it was answered at `version`; a hit counts as a use. */
  get(key: string, version: string): EncodedBody | undefined;
  /**
   * Keeps the answer's text as the most recently used, unless it is over the per-answer maximum
   * (then it is not even copied).
   */
  set(key: string, version: string, text: string, contentType: string): void;
  readonly size: number;
  readonly bytes: number;
};

/**
 * Sized by the uncompressed body and its key; its brotli and gzip copies, made on first use, add about a
 * tenth each for JSON like this, which the budget leaves room for.
 */
export function createAnswerCache(
  bounds: { maxBytes?: number; maxAnswerBytes?: number; maxEntries?: number } = {},
): AnswerCache {
  const {
    maxBytes = GRAPHQL_ANSWER_CACHE_MAX_MB * 1024 * 1024,
    maxAnswerBytes = GRAPHQL_ANSWER_MAX_BYTES,
    maxEntries = GRAPHQL_ANSWER_MAX_ENTRIES,
  } = bounds;
  const store = createBoundedStore<Answer>({ maxEntries, maxBytes });
  return {
    get(key, version) {
      const answer = store.get(key);
      return answer?.version === version ? answer.body : undefined;
    },
    set(key, version, text, contentType) {
      // The key holds the query text and variables (up to ~40 KB): it counts too.
      const bytes = Buffer.byteLength(text) + key.length;
      if (bytes > maxAnswerBytes) {
        // An older, smaller answer to the same query is stale now: do not keep it either.
        store.delete(key);
        return;
      }
      store.set(key, { version, body: createEncodedBody(Buffer.from(text), contentType) }, bytes);
    },
    get size() {
      return store.size;
    },
    get bytes() {
      return store.bytes;
    },
  };
}
