import { onlineManager, QueryClient } from '@tanstack/react-query';

// spec 2 §9: the GraphQL response cache keeps 100 entries for 15 minutes.
export const QUERY_CACHE_TIME_MS = 15 * 60 * 1000;
export const QUERY_CACHE_MAX_ENTRIES = 100;
/**
 * Issue 39: the spec caches answers; it does not make them stale-proof. A screen shown again after
 * a minute, or the app brought back to the front, loads again (the cached answer shows meanwhile);
 * a push refreshes at once (components/push/push-refresh.tsx).
 */
export const QUERY_FRESH_MS = 60 * 1000;

export function createQueryClient(): QueryClient {
  // Issue 14: TanStack Query assumes a connection until an `offline` event; an app opened
  // without one must show what the device kept instead of failing every request.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_FRESH_MS,
        refetchOnWindowFocus: true,
        gcTime: QUERY_CACHE_TIME_MS,
        // The HTTP client already retries what the spec says to retry (spec 1 §9).
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  limitCacheSize(queryClient, QUERY_CACHE_MAX_ENTRIES);
  return queryClient;
}

/** Drops the least recently updated unused queries once the cache holds more than `max`. */
function limitCacheSize(queryClient: QueryClient, max: number): void {
  const cache = queryClient.getQueryCache();
  cache.subscribe((event) => {
    if (event.type !== 'added') return;
    const queries = cache.getAll();
    if (queries.length <= max) return;
    const unused = queries
      .filter((query) => query !== event.query && query.getObserversCount() === 0)
      .sort((a, b) => a.state.dataUpdatedAt - b.state.dataUpdatedAt);
    for (const query of unused.slice(0, queries.length - max)) cache.remove(query);
  });
}
