import type { FulfilBookingBody } from '@careport/domain';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useHttpClient } from '../../../../lib/api-context';
import type { HttpClient } from '../../../../lib/http-client';
import { documentOrQueue } from '../../../../lib/offline/document-or-queue';
import { sessionStore } from '../../../../lib/session';
import type { FulfilBooking } from './get-fulfil-booking';
import { bookingDtoSchema, fulfilBookingQueryKey, toFulfilBooking } from './get-fulfil-booking';
import { markDocumentedOffline, outboxLabel } from './offline-booking';

// spec 1 §7 POST /caregiver-app/booking/fulfill/{id}: start_date, end_date, main_service_ids,
// other_service_description, payment_method; answers the booking, now FULFILLED.
export type FulfilBookingInput = { bookingId: string; body: FulfilBookingBody };

/**
 * Issue 14: sent at once when online, otherwise kept in the device's outbox (with its idempotency
 * key) and answered with the booking as it will be once sent, so the screens go on as documented.
 */
export async function fulfilBooking(
  client: HttpClient,
  input: FulfilBookingInput,
  queryClient: QueryClient,
): Promise<FulfilBooking> {
  const result = await documentOrQueue({
    client,
    session: sessionStore,
    command: { kind: 'fulfil', bookingId: input.bookingId, body: input.body },
    label: outboxLabel(queryClient, input.bookingId),
  });
  if (result.kind === 'queued') {
    const queued = markDocumentedOffline(queryClient, input.bookingId, (booking) => ({
      ...booking,
      status: 'FULFILLED',
      startDate: input.body.start_date,
      endDate: input.body.end_date,
      paymentMethod: input.body.payment_method ?? booking.paymentMethod,
      otherServiceDescription: input.body.other_service_description || null,
    }));
    // The flow documents only a booking it has loaded; the outbox keeps the action regardless.
    if (queued === undefined) throw new Error(`Booking ${input.bookingId} is not on the device`);
    return queued;
  }
  return toFulfilBooking(z.object({ data: bookingDtoSchema }).parse(result.answer).data);
}

export function useFulfilBookingMutation() {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FulfilBookingInput) => fulfilBooking(client, input, queryClient),
    // Runs offline too: the outbox keeps it (TanStack would hold it until the connection returns).
    networkMode: 'always',
    onSuccess: (booking) => {
      queryClient.setQueryData(fulfilBookingQueryKey(booking.bookingId), booking);
      // The diary, the booking detail and the badge counts all change with a documented booking.
      // Not awaited: the screen moves on at once, the lists refresh behind it.
      void queryClient.invalidateQueries({
        predicate: (query) =>
          JSON.stringify(query.queryKey) !==
          JSON.stringify(fulfilBookingQueryKey(booking.bookingId)),
      });
    },
  });
}
