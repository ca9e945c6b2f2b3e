import { describe, expect, it } from 'vitest';
import {
  createQueryClient,
  QUERY_CACHE_MAX_ENTRIES,
  QUERY_CACHE_TIME_MS,
  QUERY_FRESH_MS,
} from './query-client';

describe('query client (spec 2 §9: GraphQL cache 100 entries, 15 minutes)', () => {
  it('keeps answers cached for 15 minutes, fresh for one, and loads them again on focus', () => {
    const options = createQueryClient().getDefaultOptions().queries;
    expect(options?.gcTime).toBe(15 * 60 * 1000);
    expect(QUERY_CACHE_TIME_MS).toBe(15 * 60 * 1000);
    expect(options?.staleTime).toBe(QUERY_FRESH_MS);
    expect(QUERY_FRESH_MS).toBe(60 * 1000);
    expect(options?.refetchOnWindowFocus).toBe(true);
  });

  it('keeps at most 100 entries, dropping the oldest unused', () => {
    const queryClient = createQueryClient();
    for (let index = 0; index < QUERY_CACHE_MAX_ENTRIES + 5; index++) {
      queryClient.setQueryData(['entry', index], index);
    }
    const keys = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey[1]);
    expect(keys).toHaveLength(QUERY_CACHE_MAX_ENTRIES);
    expect(keys).toContain(QUERY_CACHE_MAX_ENTRIES + 4);
    expect(keys).not.toContain(0);
  });
});
