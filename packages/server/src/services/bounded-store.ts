// The read cache's memory (issue 17): least recently used out first, bounded by the number of
// entries and by their size. A count alone was the wrong bound: one caregiver's two-year diary is
// ~0.5 MB and their profile ~1 KB, so a count small enough for a server with many diaries kept too
// few profiles, and one large enough for a busy day could hold hundreds of MB.

/** One kept value; `bytes` is 0 until its size is known (a load still running). */
type Slot<V> = { value: V; bytes: number };

export type BoundedStore<V> = {
  get(key: string): V | undefined;
  /** Keeps `value` as the most recently used, then drops the least recently used beyond the bounds. */
  set(key: string, value: V, bytes?: number): void;
  /** Records the size of a kept value once it is known, and drops what then exceeds the bounds. */
  setSize(key: string, value: V, bytes: number): void;
  /** Drops the key; with `value`, only while the key still holds that value. */
  delete(key: string, value?: V): void;
  readonly size: number;
  readonly bytes: number;
};

export function createBoundedStore<V>(bounds: {
  maxEntries: number;
  maxBytes: number;
}): BoundedStore<V> {
  // Map order is insertion order, and every use re-inserts: the first key is the least recently used.
  const slots = new Map<string, Slot<V>>();
  let totalBytes = 0;

  const remove = (key: string) => {
    const slot = slots.get(key);
    if (!slot) return;
    totalBytes -= slot.bytes;
    slots.delete(key);
  };
  const evict = () => {
    for (const oldest of slots.keys()) {
      if (slots.size <= bounds.maxEntries && totalBytes <= bounds.maxBytes) return;
      remove(oldest);
    }
  };

  return {
    get(key) {
      const slot = slots.get(key);
      if (!slot) return undefined;
      slots.delete(key);
      slots.set(key, slot);
      return slot.value;
    },
    set(key, value, bytes = 0) {
      remove(key);
      slots.set(key, { value, bytes });
      totalBytes += bytes;
      evict();
    },
    setSize(key, value, bytes) {
      const slot = slots.get(key);
      // Replaced or dropped meanwhile: its size no longer counts.
      if (!slot || slot.value !== value) return;
      totalBytes += bytes - slot.bytes;
      slot.bytes = bytes;
      evict();
    },
    delete(key, value) {
      if (value !== undefined && slots.get(key)?.value !== value) return;
      remove(key);
    },
    get size() {
      return slots.size;
    },
    get bytes() {
      return totalBytes;
    },
  };
}

/** Items of a long list that are measured; the rest are taken to be of their average size. */
const SAMPLED_ITEMS = 16;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

const jsonLength = (value: unknown) => JSON.stringify(value)?.length ?? 0;

/**
 * What an answer costs to keep, approximated by its JSON length: the same order as its heap size,
 * computed once per load. A long list (a two-year diary's ~470 views) is measured by a sample of
 * its items spread over it: stringifying all of it was 4 % of the server's CPU under the mixed day
 * (issue 43, a profile on PostgreSQL, 2026-12-03), for a figure that only bounds the cache.
 */
export function approximateBytes(value: unknown): number {
  try {
    return estimatedJsonLength(value);
  } catch {
    // Not JSON (a bigint, a cycle): bounded by the entry count alone.
    return 0;
  }
}

/** Throws where JSON.stringify throws. */
function estimatedJsonLength(value: unknown): number {
  if (Array.isArray(value) && value.length > SAMPLED_ITEMS) {
    let sampled = 0;
    for (let index = 0; index < SAMPLED_ITEMS; index += 1) {
      sampled += jsonLength(value[Math.floor((index * value.length) / SAMPLED_ITEMS)]);
    }
    // The items, their commas and the brackets.
    return Math.round((sampled * value.length) / SAMPLED_ITEMS) + value.length + 1;
  }
  if (isPlainObject(value)) {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    // `{}`, and per member its quoted key, a colon and a comma between members.
    let length = 2 + Math.max(0, entries.length - 1);
    for (const [key, item] of entries) length += key.length + 3 + estimatedJsonLength(item);
    return length;
  }
  return jsonLength(value);
}
