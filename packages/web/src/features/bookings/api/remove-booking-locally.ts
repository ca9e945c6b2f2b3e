import type { QueryClient } from '@tanstack/react-query';
import { updateDiaryBookings } from './get-diary-bookings';
import { bookingQueryKeys, invalidateBookings } from './query-keys';

/** spec 1 §7 "After each answer": after a delete or cancel the booking is removed locally. */
export async function removeBookingLocally(
  queryClient: QueryClient,
  bookingId: string,
): Promise<void> {
  updateDiaryBookings(queryClient, (bookings) =>
    bookings.filter((booking) => booking.bookingId !== bookingId),
  );
  queryClient.removeQueries({ queryKey: bookingQueryKeys.detail(bookingId), exact: true });
  await invalidateBookings(queryClient);
}
