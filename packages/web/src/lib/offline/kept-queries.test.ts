import { QueryClient } from '@tanstack/react-query';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetKeptQueries, KEPT_QUERY_MAX_AGE_MS, keepQueries } from './kept-queries';
import { closeOfflineDb, offlineDb } from './offline-db';

// Issue 14: what the device keeps comes back on the next start, only for the same caregiver.
const DIARY = ['graphql', 'bookings', 'list'];

beforeEach(async () => {
  await closeOfflineDb();
  globalThis.indexedDB = new IDBFactory();
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
});
