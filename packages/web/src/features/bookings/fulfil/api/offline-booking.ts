import type { QueryClient } from '@tanstack/react-query';
import { bookingQueryKeys } from '../../api/query-keys';
import { updateDiaryBookings } from '../../api/get-diary-bookings';
import type { BookingDetail } from '../../api/get-booking';
import type { FulfilBooking } from './get-fulfil-booking';
import { fulfilBookingQueryKey } from './get-fulfil-booking';

// Issue 14: what documenting offline changes on the device before the outbox is sent, so the
// diary, the detail and the flow show the booking as documented (reloaded once it is sent).

/** The outbox's name for an action: the care receiver and the visit's start, from the cache. */
export function outboxLabel(queryClient: QueryClient, bookingId: string) {
  const booking = queryClient.getQueryData<FulfilBooking>(fulfilBookingQueryKey(bookingId));
  if (booking !== undefined) {
    return { careReceiverName: booking.careReceiverName, startDate: booking.startDate };
  }
  const detail = queryClient.getQueryData<BookingDetail>(bookingQueryKeys.detail(bookingId));
  const receiver = detail?.careReceiver;
  return {
    careReceiverName: receiver ? `${receiver.firstName} ${receiver.lastName}` : '',
    startDate: detail?.startDate ?? '',
  };
}

/** Applies `change` to the cached booking being documented and answers it (if cached). */
export function markDocumentedOffline(
  queryClient: QueryClient,
  bookingId: string,
  change: (booking: FulfilBooking) => FulfilBooking,
): FulfilBooking | undefined {
  const cached = queryClient.getQueryData<FulfilBooking>(fulfilBookingQueryKey(bookingId));
  if (cached === undefined) return undefined;
  const next = change(cached);
  queryClient.setQueryData(fulfilBookingQueryKey(bookingId), next);
  if (next.status === 'FULFILLED') {
    updateDiaryBookings(queryClient, (list) =>
      list.map((entry) =>
        entry.bookingId === bookingId ? { ...entry, status: 'FULFILLED' } : entry,
      ),
    );
    queryClient.setQueryData<BookingDetail>(bookingQueryKeys.detail(bookingId), (detail) =>
      detail === undefined
        ? undefined
        : { ...detail, status: 'FULFILLED', paymentMethod: next.paymentMethod },
    );
  }
  return next;
}
