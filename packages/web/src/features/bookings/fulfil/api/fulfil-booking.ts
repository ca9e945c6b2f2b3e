import type { FulfilBookingBody } from '@careport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useHttpClient } from '../../../../lib/api-context';
import type { HttpClient } from '../../../../lib/http-client';
import type { FulfilBooking } from './get-fulfil-booking';
import { bookingDtoSchema, fulfilBookingQueryKey, toFulfilBooking } from './get-fulfil-booking';

// spec 1 §7 POST /caregiver-app/booking/fulfill/{id}: start_date, end_date, main_service_ids,
// other_service_description, payment_method; answers the booking, now FULFILLED.
export type FulfilBookingInput = { bookingId: string; body: FulfilBookingBody };

export async function fulfilBooking(
  client: HttpClient,
  input: FulfilBookingInput,
): Promise<FulfilBooking> {
  const reply = await client.request<unknown>({
    path: `/caregiver-app/booking/fulfill/${encodeURIComponent(input.bookingId)}`,
    method: 'POST',
    json: input.body,
  });
  return toFulfilBooking(z.object({ data: bookingDtoSchema }).parse(reply).data);
}

export function useFulfilBookingMutation() {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FulfilBookingInput) => fulfilBooking(client, input),
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
