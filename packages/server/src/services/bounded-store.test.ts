import { describe, expect, it } from 'vitest';
import { approximateBytes, createBoundedStore } from './bounded-store.js';

describe('the read cache store (issue 17: bounded by entries and by size)', () => {
  it('drops the least recently used entry beyond the entry count, counting a read as a use', () => {
    const store = createBoundedStore<string>({ maxEntries: 2, maxBytes: 1_000 });
    store.set('a', 'A');
    store.set('b', 'B');
    expect(store.get('a')).toBe('A');
    store.set('c', 'C');
    expect([store.get('a'), store.get('b'), store.get('c')]).toEqual(['A', undefined, 'C']);
  });

  it('drops the least recently used entries once their sizes pass the byte bound', () => {
    const store = createBoundedStore<string>({ maxEntries: 100, maxBytes: 1_000 });
    store.set('diary-1', 'one', 400);
    store.set('diary-2', 'two', 400);
    store.set('profile', 'three', 10);
    expect(store.bytes).toBe(810);
    store.set('diary-3', 'four', 400);
    expect(store.get('diary-1')).toBeUndefined();
    expect(store.get('diary-2')).toBe('two');
    expect(store.bytes).toBe(810);
  });

  it('counts a size learnt after the load and then evicts, unless the entry was replaced meanwhile', () => {
    const store = createBoundedStore<{ id: number }>({ maxEntries: 100, maxBytes: 1_000 });
    const old = { id: 1 };
    const pending = { id: 2 };
    store.set('old', old, 600);
    store.set('diary', pending);
    expect(store.bytes).toBe(600);
    store.setSize('diary', pending, 600);
    expect(store.get('old')).toBeUndefined();
    expect(store.bytes).toBe(600);

    const replaced = { id: 3 };
    store.set('diary', replaced);
    store.setSize('diary', pending, 900);
    expect(store.bytes).toBe(0);
    expect(store.get('diary')).toBe(replaced);
  });

  it('never keeps a single answer larger than the whole bound', () => {
    const store = createBoundedStore<string>({ maxEntries: 100, maxBytes: 1_000 });
    store.set('huge', 'x');
    store.setSize('huge', 'x', 5_000);
    expect(store.size).toBe(0);
    expect(store.bytes).toBe(0);
  });

  it('deletes a key only while it holds the given value', () => {
    const store = createBoundedStore<string>({ maxEntries: 100, maxBytes: 1_000 });
    store.set('k', 'new', 5);
    store.delete('k', 'old');
    expect(store.get('k')).toBe('new');
    store.delete('k', 'new');
    expect(store.size).toBe(0);
    expect(store.bytes).toBe(0);
  });

  it('sizes an answer by its JSON length, and a value JSON cannot hold as 0', () => {
    expect(approximateBytes({ bookings: [{ id: 'abc' }] })).toBe(
      '{"bookings":[{"id":"abc"}]}'.length,
    );
    expect(approximateBytes(undefined)).toBe(0);
    // A long list from a sample of its items: within a few per cent of its JSON for even items.
    const diary = Array.from({ length: 500 }, (_, index) => ({ id: `booking-${1000 + index}` }));
    const exact = JSON.stringify({ views: diary, loadedAt: 12 }).length;
    const estimate = approximateBytes({ views: diary, loadedAt: 12 });
    expect(Math.abs(estimate - exact) / exact).toBeLessThan(0.05);
    expect(approximateBytes({ count: 1n })).toBe(0);
  });
});
