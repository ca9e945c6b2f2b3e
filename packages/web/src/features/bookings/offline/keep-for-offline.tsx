import { isKeptForOffline } from '@careport/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useHttpClient } from '../../../lib/api-context';
import { getMe, meQueryKey } from '../../../lib/api/get-me';
import { useOnline } from '../../../lib/offline/use-online';
import { getBooking } from '../api/get-booking';
import {
  cancellationReasonsQueryKey,
  getCancellationReasons,
} from '../api/get-cancellation-reasons';
import { useDiaryBookings } from '../api/get-diary-bookings';
import { bookingQueryKeys } from '../api/query-keys';
import { bookingServicesQueryKey, getBookingServices } from '../fulfil/api/get-booking-services';
import { fulfilBookingQueryKey, getFulfilBooking } from '../fulfil/api/get-fulfil-booking';

/** Answers younger than this are not fetched again for the device's copy. */
const KEEP_FRESH_MS = 15 * 60 * 1000;
const START_DELAY_MS = 2_000;

/**
 * Issue 14: while online, loads what working offline needs into the query cache, which keeps it
 * on the device (lib/offline/kept-queries.ts): the diary, each kept booking's detail and its
 * documenting view, the services, the cancellation reasons and the caregiver's role. One request
 * at a time, behind whatever the screen itself loads.
 */
export function KeepForOffline() {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  const diary = useDiaryBookings();
  const isOnline = useOnline();
  const bookings = diary.data;

  useEffect(() => {
    if (!isOnline || bookings === undefined) return;
    let isCancelled = false;
    const now = new Date();
    const kept = bookings.filter((booking) => isKeptForOffline(booking, now));
    const prefetch = (
      queryKey: readonly unknown[],
      queryFn: (signal: AbortSignal) => Promise<unknown>,
    ) =>
      queryClient.prefetchQuery({
        queryKey,
        queryFn: ({ signal }) => queryFn(signal),
        staleTime: KEEP_FRESH_MS,
      });
    const keep = async () => {
      await prefetch(meQueryKey, (signal) => getMe(client, signal));
      await prefetch(bookingServicesQueryKey, (signal) => getBookingServices(client, signal));
      await prefetch(cancellationReasonsQueryKey, (signal) =>
        getCancellationReasons(client, signal),
      );
      for (const { bookingId } of kept) {
        if (isCancelled || !navigator.onLine) return;
        await prefetch(bookingQueryKeys.detail(bookingId), (signal) =>
          getBooking(client, bookingId, signal),
        );
        await prefetch(fulfilBookingQueryKey(bookingId), (signal) =>
          getFulfilBooking(client, bookingId, signal),
        );
      }
    };
    // After the screen's own requests: keeping the device's copy never slows the first paint.
    const timer = setTimeout(() => void keep(), START_DELAY_MS);
    return () => {
      isCancelled = true;
      clearTimeout(timer);
    };
  }, [bookings, isOnline, client, queryClient]);

  return null;
}
