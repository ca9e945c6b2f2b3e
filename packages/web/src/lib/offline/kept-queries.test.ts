import { onlineManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../query-client';
import { forgetKeptQueries, KEPT_QUERY_MAX_AGE_MS, keepQueries } from './kept-queries';
import { closeOfflineDb, offlineDb } from './offline-db';

// Issue 14: what the device keeps comes back on the next start, only for the same caregiver.
const DIARY = ['graphql', 'bookings', 'diary'];

beforeEach(async () => {
  await closeOfflineDb();
  globalThis.indexedDB = new IDBFactory();
});
/** Lets IndexedDB's pending callbacks run (they are not timers). */
async function settle() {
  for (let turn = 0; turn < 50; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}

/** Keepers a test started; stopped after it, so none writes into the next test's database. */
const keepers: (() => void)[] = [];
async function keep(client: QueryClient, owner: string) {
  keepers.push(await keepQueries(client, owner));
}
afterEach(() => {
  for (const stop of keepers.splice(0)) stop();
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
});

async function keepOne(owner: string, data: unknown) {
  const client = new QueryClient();
  const stop = await keepQueries(client, owner);
  client.setQueryData(DIARY, data);
  stop(); // writes what is pending
  await expect.poll(async () => (await (await offlineDb()).getAll('queries')).length).toBe(2);
}

describe('kept answers (issue 14)', () => {
  it('fills a new query cache from the device, for the same caregiver', async () => {
    await keepOne('caregiver-1', [{ bookingId: 'b-1' }]);
    const next = new QueryClient();
    await keepQueries(next, 'caregiver-1');
    // A query created later (as a screen does) finds the kept answer at once.
    const query = next.getQueryCache().build(next, { queryKey: DIARY });
    expect(query.state.data).toEqual([{ bookingId: 'b-1' }]);
    expect(query.state.dataUpdatedAt).toBeGreaterThan(0);
  });

  it('never shows one caregiver’s answers to the next one signing in on the phone', async () => {
    await keepOne('caregiver-1', [{ bookingId: 'b-1' }]);
    const next = new QueryClient();
    await keepQueries(next, 'caregiver-2');
    expect(next.getQueryCache().build(next, { queryKey: DIARY }).state.data).toBeUndefined();
    const stored = await (await offlineDb()).getAll('queries');
    expect(stored.map((entry) => entry.hash)).toEqual(['owner']);
  });

  it('drops answers older than 30 days, and everything at logout', async () => {
    await keepOne('caregiver-1', [{ bookingId: 'b-1' }]);
    const later = Date.now() + KEPT_QUERY_MAX_AGE_MS + 60_000;
    const next = new QueryClient();
    await keepQueries(next, 'caregiver-1', later);
    expect(next.getQueryCache().build(next, { queryKey: DIARY }).state.data).toBeUndefined();
    await forgetKeptQueries();
    expect(await (await offlineDb()).count('queries')).toBe(0);
  });

  describe('on the next start', () => {
    const DETAIL = ['graphql', 'bookings', 'detail', 'b-1'];

    async function startWith(keptAnswers: [readonly unknown[], unknown][]) {
      const first = new QueryClient();
      const stop = await keepQueries(first, 'caregiver-1');
      for (const [queryKey, data] of keptAnswers) first.setQueryData(queryKey, data);
      stop();
      await expect
        .poll(async () => (await offlineDb()).count('queries'))
        .toBe(keptAnswers.length + 1);
      const next = createQueryClient();
      await keep(next, 'caregiver-1');
      return next;
    }

    it('asks again for what a screen shows, once, and not for the copies kept for offline', async () => {
      const next = await startWith([
        [DIARY, [{ bookingId: 'b-1' }]],
        [DETAIL, { bookingId: 'b-1' }],
      ]);
      const diaryFetch = vi.fn().mockResolvedValue([{ bookingId: 'b-2' }]);
      const observer = new QueryObserver(next, { queryKey: DIARY, queryFn: diaryFetch });
      const stopObserving = observer.subscribe(() => undefined);
      // The kept answer shows at once; the screen's mount asks for the fresh one.
      expect(diaryFetch).toHaveBeenCalledTimes(1);
      await expect.poll(() => next.getQueryData(DIARY)).toEqual([{ bookingId: 'b-2' }]);
      stopObserving();
      // Shown again later in the same start: the answer is fresh, nothing is asked.
      new QueryObserver(next, { queryKey: DIARY, queryFn: diaryFetch }).subscribe(() => undefined);
      expect(diaryFetch).toHaveBeenCalledTimes(1);
      // The offline copy of a booking (minutes old, no screen): kept as it is.
      const detailFetch = vi.fn().mockResolvedValue({ bookingId: 'b-1', fresh: true });
      await next.prefetchQuery({ queryKey: DETAIL, queryFn: detailFetch });
      expect(detailFetch).not.toHaveBeenCalled();
      expect(next.getQueryData(DETAIL)).toEqual({ bookingId: 'b-1' });
    });

    it('offline, shows the kept answer and asks again once the connection is back', async () => {
      const next = await startWith([[DIARY, [{ bookingId: 'b-1' }]]]);
      onlineManager.setOnline(false);
      const diaryFetch = vi.fn().mockResolvedValue([{ bookingId: 'b-2' }]);
      new QueryObserver(next, { queryKey: DIARY, queryFn: diaryFetch }).subscribe(() => undefined);
      expect(diaryFetch).not.toHaveBeenCalled();
      expect(next.getQueryData(DIARY)).toEqual([{ bookingId: 'b-1' }]);
      onlineManager.setOnline(true);
      await expect.poll(() => next.getQueryData(DIARY)).toEqual([{ bookingId: 'b-2' }]);
      expect(diaryFetch).toHaveBeenCalledTimes(1);
    });
  });

  it('writes a new answer at once when the page is hidden, not after the batching delay', async () => {
    // Only the batching timer is held; IndexedDB's own callbacks still run.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const client = new QueryClient();
      await keep(client, 'caregiver-1');
      client.setQueryData(DIARY, [{ bookingId: 'b-1' }]);
      await settle();
      expect(await (await offlineDb()).count('queries')).toBe(1); // only the owner: still batched
      vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      document.dispatchEvent(new Event('visibilitychange'));
      await settle();
      expect(await (await offlineDb()).count('queries')).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps no file (a query with `meta: { keep: false }`), only the answers beside it (issue 39)', async () => {
    const client = new QueryClient();
    await keep(client, 'caregiver-1');
    const PDF = ['invoices', 'pdf', 'i-1'];
    await client.fetchQuery({
      queryKey: PDF,
      queryFn: () => ({ bytes: new Uint8Array([1, 2, 3]) }),
      meta: { keep: false },
    });
    client.setQueryData(DIARY, [{ bookingId: 'b-1' }]);
    for (const stop of keepers.splice(0)) stop();
    await expect
      .poll(async () => (await (await offlineDb()).getAllKeys('queries')).map(String).sort())
      .toEqual([JSON.stringify(DIARY), 'owner'].sort());
  });

  it('keeps the answers that were in the cache before it started (a rendered first screen’s)', async () => {
    await keepOne('caregiver-1', [{ bookingId: 'kept-yesterday' }]);
    const client = createQueryClient();
    // Issue 16: handed over by the page with the server's copy, before the kept ones are read.
    client.setQueryData(DIARY, [{ bookingId: 'fresh' }]);
    await keep(client, 'caregiver-1');
    expect(client.getQueryData(DIARY)).toEqual([{ bookingId: 'fresh' }]);
    for (const stop of keepers.splice(0)) stop();
    await expect
      .poll(async () => (await (await offlineDb()).get('queries', JSON.stringify(DIARY)))?.data)
      .toEqual([{ bookingId: 'fresh' }]);
  });
});
