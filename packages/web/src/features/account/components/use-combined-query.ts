import type { UseQueryResult } from '@tanstack/react-query';

/**
 * Two queries as one for QueryState: pending while either is, the first error, else both data.
 * Only the fields QueryState reads are combined.
 */
export function useCombinedQuery<A, B>(
  a: UseQueryResult<A>,
  b: UseQueryResult<B>,
): UseQueryResult<[A, B]> {
  const refetch = async () => {
    await Promise.all([a.refetch(), b.refetch()]);
    return combined;
  };
  const combined = (
    a.isError
      ? { ...a, refetch }
      : b.isError
        ? { ...b, refetch }
        : a.isPending || b.isPending
          ? { ...a, isPending: true, isError: false, data: undefined, refetch }
          : { ...a, data: [a.data, b.data], refetch }
  ) as UseQueryResult<[A, B]>;
  return combined;
}
