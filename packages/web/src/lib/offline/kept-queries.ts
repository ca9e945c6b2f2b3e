import { hashKey, onlineManager, type Query, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { KeptQuery } from './offline-db';
import { offlineDb } from './offline-db';

// Issue 14: the answers the app needs offline, kept in IndexedDB as TanStack Query last had them.
// Every successful answer is written (batched); the in-memory cache stays bounded (query-client.ts
// drops unused entries past 100), so a query created again with nothing in memory is filled from
// here, and without a connection it shows the kept answer instead of waiting for ever.
const OWNER_KEY = 'owner';
/** Answers not refreshed for this long are no use to document with: they go at start-up. */
export const KEPT_QUERY_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
const WRITE_DELAY_MS = 300;

/** The cache holds queries of every data type; only their plain data is read here. */
type AnyQuery = Query<unknown, Error, unknown, readonly unknown[]>;

const kept = new Map<string, KeptQuery>();
let newestUpdate: number | null = null;
const listeners = new Set<() => void>();

function noteUpdate(updatedAt: number) {
  if (newestUpdate !== null && newestUpdate >= updatedAt) return;
  newestUpdate = updatedAt;
  for (const listener of listeners) listener();
}

/** When the newest kept answer came from the server: "data as of" on the offline banner. */
export function useKeptDataTime(): number | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => newestUpdate,
    // A screen rendered on the server (issue 16) shows fresh answers, none kept.
    () => null,
  );
}

/**
 * A query's answer as the app has it: in the query cache, or else kept on the device and not yet
 * asked for in this start (without creating the query).
 */
export function keptAnswer<T>(
  queryClient: QueryClient,
  queryKey: readonly unknown[],
): T | undefined {
  return (
    queryClient.getQueryData<T>(queryKey) ?? (kept.get(hashKey(queryKey))?.data as T | undefined)
  );
}

/** An answer the query client holds that can go to IndexedDB (plain data, not an error). */
function toKept(query: AnyQuery): KeptQuery | null {
  // Issue 39: a PDF's bytes (`meta: { keep: false }`) are fetched afresh with a new token.
  if (query.meta?.keep === false) return null;
  if (query.state.status !== 'success' || query.state.data === undefined) return null;
  return {
    hash: query.queryHash,
    queryKey: query.queryKey,
    data: query.state.data,
    updatedAt: query.state.dataUpdatedAt,
  };
}

/**
 * Loads what this caregiver kept, then keeps every new answer. Another caregiver's kept answers
 * are deleted first: a shared phone never shows one caregiver's customers to the next. Answers
 * the function returns to stop keeping (the signed-in area unmounts).
 */
export async function keepQueries(
  queryClient: QueryClient,
  owner: string,
  now = Date.now(),
): Promise<() => void> {
  kept.clear();
  newestUpdate = null;
  try {
    const db = await offlineDb();
    const all = await db.getAll('queries');
    const ownerEntry = all.find((entry) => entry.hash === OWNER_KEY);
    if (ownerEntry?.data !== owner) {
      await db.clear('queries');
      await db.put('queries', { hash: OWNER_KEY, queryKey: [], data: owner, updatedAt: now });
    } else {
      const expired: string[] = [];
      for (const entry of all) {
        if (entry.hash === OWNER_KEY) continue;
        if (now - entry.updatedAt > KEPT_QUERY_MAX_AGE_MS) expired.push(entry.hash);
        else {
          kept.set(entry.hash, entry);
          noteUpdate(entry.updatedAt);
        }
      }
      if (expired.length > 0) {
        const tx = db.transaction('queries', 'readwrite');
        await Promise.all(expired.map((hash) => tx.store.delete(hash)));
        await tx.done;
      }
    }
  } catch (error) {
    // Private mode or a blocked database: the app works online as before.
    console.error('Offline data unavailable', error);
  }

  const cache = queryClient.getQueryCache();
  // Kept answers shown but not yet asked again. Online, a screen's answer is asked again when the
  // screen first shows it: its newest version may not have reached IndexedDB before the page went.
  // What no screen shows (the copies kept for offline) is left to its own freshness, so an online
  // start asks for what is on screen, not for every kept booking again. Offline an answer stands
  // as it is until the connection is back: a request that cannot succeed would only put an error
  // over it.
  const unconfirmed = new Set<string>();
  /** True while a kept answer is put into the cache: that is no new answer to keep. */
  let isFilling = false;
  const fill = (query: AnyQuery) => {
    const entry = kept.get(query.queryHash);
    if (entry !== undefined && query.state.data === undefined) {
      isFilling = true;
      try {
        query.setData(entry.data, { updatedAt: entry.updatedAt, manual: true });
      } finally {
        isFilling = false;
      }
      unconfirmed.add(query.queryHash);
    }
  };
  for (const query of cache.getAll()) fill(query);
  const stopReconnect = onlineManager.subscribe((isOnline) => {
    if (!isOnline || unconfirmed.size === 0) return;
    void queryClient.invalidateQueries({
      predicate: (query) => unconfirmed.has(query.queryHash) && query.getObserversCount() > 0,
    });
  });

  const dirty = new Map<string, KeptQuery>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = async () => {
    timer = null;
    const batch = [...dirty.values()];
    dirty.clear();
    try {
      const db = await offlineDb();
      const tx = db.transaction('queries', 'readwrite');
      await Promise.all(batch.map((entry) => tx.store.put(entry)));
      await tx.done;
    } catch (error) {
      console.error('Offline data not kept', error);
    }
  };
  const keep = (query: AnyQuery) => {
    const entry = toKept(query);
    if (entry === null) return;
    kept.set(entry.hash, entry);
    noteUpdate(entry.updatedAt);
    dirty.set(entry.hash, entry);
    timer ??= setTimeout(() => void flush(), WRITE_DELAY_MS);
  };
  const unsubscribe = cache.subscribe((event) => {
    if (event.type === 'added') {
      fill(event.query as AnyQuery);
      return;
    }
    if (event.type === 'observerAdded') {
      // Runs before the observer decides whether to fetch on mount, so an invalidated answer is.
      if (unconfirmed.has(event.query.queryHash) && onlineManager.isOnline()) {
        event.query.invalidate();
      }
      return;
    }
    if (event.type !== 'updated' || event.action.type !== 'success' || isFilling) return;
    unconfirmed.delete(event.query.queryHash);
    keep(event.query as AnyQuery);
  });
  // Answers in the cache before this (those the page handed over with its rendered first screen,
  // lib/first-answers.ts) are newer than anything kept: kept too.
  for (const query of cache.getAll()) {
    if (query.state.data !== undefined && !unconfirmed.has(query.queryHash)) keep(query);
  }
  const flushNow = () => {
    if (timer === null) return;
    clearTimeout(timer);
    void flush();
  };
  // A phone may end a hidden page without another task: what is pending is written at once.
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flushNow();
  };
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    unsubscribe();
    stopReconnect();
    document.removeEventListener('visibilitychange', onHidden);
    flushNow();
  };
}

/** Logout: the kept answers go (the outbox stays: it is documentation not yet delivered). */
export async function forgetKeptQueries(): Promise<void> {
  kept.clear();
  newestUpdate = null;
  try {
    await (await offlineDb()).clear('queries');
  } catch (error) {
    console.error('Offline data not cleared', error);
  }
}
