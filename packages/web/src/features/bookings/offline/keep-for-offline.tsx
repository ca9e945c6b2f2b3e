import { isKeptForOffline } from '@careport/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useHttpClient } from '../../../lib/api-context';
import { getMe, meQueryKey } from '../../../lib/api/get-me';
import { keptAnswer } from '../../../lib/offline/kept-queries';
import { useOnline } from '../../../lib/offline/use-online';
import { getBooking, type BookingDetail } from '../api/get-booking';
import {
  cancellationReasonsQueryKey,
  getCancellationReasons,
} from '../api/get-cancellation-reasons';
import { useDiaryBookings, type DiaryBooking } from '../api/get-diary-bookings';
import { bookingQueryKeys } from '../api/query-keys';
import { bookingServicesQueryKey, getBookingServices } from '../fulfil/api/get-booking-services';
import { fulfilBookingQueryKey, getFulfilBooking } from '../fulfil/api/get-fulfil-booking';
import { isDetailBehindDiary } from './detail-behind-diary';

/** Answers younger than this are not fetched again for the device's copy. */
const KEEP_FRESH_MS = 15 * 60 * 1000;
/**
 * Issue 16: the first seconds after the screen appears are the caregiver's (their first taps, and
 * on a slow phone the app's own start). Begun after 2 s, the copy's first steps were the longest
 * main-thread tasks of the signed-in diary's start in Lighthouse's traces.
 */
const START_DELAY_MS = 6_000;

/**
 * Issue 14: while online, loads what working offline needs into the query cache, which keeps it
 * on the device (lib/offline/kept-queries.ts): the diary, each kept booking's detail and its
 * documenting view, the services, the cancellation reasons and the caregiver's role. One request
 * at a time, behind whatever the screen itself loads, and only for a copy that is older than
 * 15 minutes or that the fresh diary contradicts: a start asks for little when little changed.
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
    const prefetch = (
      queryKey: readonly unknown[],
      queryFn: (signal: AbortSignal) => Promise<unknown>,
      staleTime = KEEP_FRESH_MS,
    ) =>
      queryClient.prefetchQuery({ queryKey, queryFn: ({ signal }) => queryFn(signal), staleTime });
    const keepBooking = async (entry: DiaryBooking) => {
      const { bookingId } = entry;
      const detailKey = bookingQueryKeys.detail(bookingId);
      const fulfilKey = fulfilBookingQueryKey(bookingId);
      const detail = keptAnswer<BookingDetail>(queryClient, detailKey);
      const isBehind = detail !== undefined && isDetailBehindDiary(entry, detail);
      const isKept = isKeptForOffline(entry, now);
      // A booking the window no longer keeps (documented since) is asked again only when its
      // kept copy would still show it as it was: offline, that copy would offer to document it.
      if (!isKept && !isBehind) return;
      const staleTime = isBehind ? 0 : KEEP_FRESH_MS;
      await prefetch(detailKey, (signal) => getBooking(client, bookingId, signal), staleTime);
      if (isKept || keptAnswer(queryClient, fulfilKey) !== undefined) {
        await prefetch(
          fulfilKey,
          (signal) => getFulfilBooking(client, bookingId, signal),
          staleTime,
        );
      }
    };
    const keep = async () => {
      await prefetch(meQueryKey, (signal) => getMe(client, signal));
      await prefetch(bookingServicesQueryKey, (signal) => getBookingServices(client, signal));
      await prefetch(cancellationReasonsQueryKey, (signal) =>
        getCancellationReasons(client, signal),
      );
      for (const entry of bookings) {
        if (isCancelled || !navigator.onLine) return;
        await keepBooking(entry);
      }
    };
    // After the screen's own requests and the start: keeping the device's copy never slows either.
    const timer = setTimeout(() => void keep(), START_DELAY_MS);
    return () => {
      isCancelled = true;
      clearTimeout(timer);
    };
  }, [bookings, isOnline, client, queryClient]);

  return null;
}
