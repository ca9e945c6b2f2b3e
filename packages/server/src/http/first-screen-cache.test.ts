// Issue 43 (0119): the kept first screens stay within their bytes, and a copy is answered only at
// its version and while nothing it shows has passed.
import { describe, expect, it } from 'vitest';
import { createFirstScreenCache, instantsIn } from './first-screen-cache.js';

const now = new Date('2026-12-03T09:00:00.000Z');
const reply = (endDate: string, padding = '') =>
  JSON.stringify({ status: 200, data: { html: `<h1>${padding}</h1>`, endDate } });

describe('the first-screen cache', () => {
  it('answers a copy at its version only, and until the soonest instant it names', () => {
    const cache = createFirstScreenCache();
    const body = cache.set('anna', 'v1', reply('2026-12-03T11:00:00.000Z'), now);
    expect(cache.get('anna', 'v1', now)).toBe(body);
    expect(cache.get('anna', 'v2', now)).toBeUndefined();
    // A version that moved on drops the copy: the old version does not come back either.
    expect(cache.get('anna', 'v1', now)).toBeUndefined();
    cache.set('anna', 'v1', reply('2026-12-03T11:00:00.000Z'), now);
    expect(cache.get('anna', 'v1', new Date('2026-12-03T10:59:59.999Z'))).toBe(
      cache.get('anna', 'v1', now),
    );
    expect(cache.get('anna', 'v1', new Date('2026-12-03T11:00:00.000Z'))).toBeUndefined();
  });

  it('takes the instants from the device into account', () => {
    const cache = createFirstScreenCache();
    cache.set('anna', 'v1', reply('2026-12-01T11:00:00.000Z'), now, ['2026-12-03T10:00:00.000Z']);
    expect(cache.get('anna', 'v1', new Date('2026-12-03T09:59:00.000Z'))).toBeDefined();
    expect(cache.get('anna', 'v1', new Date('2026-12-03T10:00:00.000Z'))).toBeUndefined();
  });

  it('keeps no copy over the per-copy maximum, drops the older one, and evicts past its bytes', () => {
    const cache = createFirstScreenCache({ maxBytes: 1_000, maxCopyBytes: 600 });
    cache.set('anna', 'v1', reply('2026-12-04T11:00:00.000Z'), now);
    const large = cache.set('anna', 'v2', reply('2026-12-04T11:00:00.000Z', 'x'.repeat(700)), now);
    // Sent all the same, not kept.
    expect(large.identity.length).toBeGreaterThan(600);
    expect(cache.get('anna', 'v2', now)).toBeUndefined();
    expect(cache.get('anna', 'v1', now)).toBeUndefined();
    expect(cache.size).toBe(0);
    for (const name of ['a', 'b', 'c']) {
      cache.set(name, 'v1', reply('2026-12-04T11:00:00.000Z', 'x'.repeat(400)), now);
    }
    expect(cache.bytes).toBeLessThanOrEqual(1_000);
    expect(cache.get('a', 'v1', now)).toBeUndefined();
    expect(cache.get('c', 'v1', now)).toBeDefined();
  });

  it('finds the ISO instants of a JSON text, not plain dates or other strings', () => {
    const text = JSON.stringify({
      a: '2026-12-03T09:00:00.000Z',
      b: '2026-12-03',
      c: 'Termin 2026-12-03T09:00',
      d: ['2026-12-03T10:15:00+01:00'],
    });
    expect([...instantsIn(text)]).toEqual([
      '2026-12-03T09:00:00.000Z',
      '2026-12-03T10:15:00+01:00',
    ]);
  });
});
