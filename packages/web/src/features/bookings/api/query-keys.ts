import type { QueryClient } from '@tanstack/react-query';
import { badgeCountsQueryKey } from '../../../lib/api/get-badge-counts';

/** The diary's cached reads; every booking change invalidates `all` and the badge counts. */
export const bookingQueryKeys = {
  all: ['graphql', 'bookings'] as const,
  // 'diary', not 'list' (issue 43): the pages replaced the plain list, and a copy kept on the device
  // under the old key in the old shape is never read into the new query.
  list: ['graphql', 'bookings', 'diary'] as const,
  detail: (bookingId: string) => ['graphql', 'bookings', 'detail', bookingId] as const,
};

/** After a create, update, fulfil, delete or cancel: the diary, the detail and the badges reload. */
export async function invalidateBookings(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: bookingQueryKeys.all }),
    queryClient.invalidateQueries({ queryKey: badgeCountsQueryKey }),
  ]);
}
