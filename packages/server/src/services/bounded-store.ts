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

/**
 * What an answer costs to keep, approximated by its JSON length: the same order as its heap size,
 * computed once per load (a fraction of the load's own cost, which builds the same objects).
 */
export function approximateBytes(value: unknown): number {
  try {
    return JSON.stringify(value)?.length ?? 0;
  } catch {
    // Not JSON (a bigint, a cycle): bounded by the entry count alone.
    return 0;
  }
}
