import type { FirstBookingDeclineBody } from '@careport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttpClient } from '../../../lib/api-context';
import type { HttpClient } from '../../../lib/http-client';
import { invalidateContract } from './query-keys';

/**
 * spec 1 §7 POST /caregiver-app/first-booking/decline/{id}: decline_reason, decline_description.
 * spec 1 §4: declining ends the contract and removes the customer.
 */
export async function declineFirstBooking(
  client: HttpClient,
  bookingId: string,
  body: FirstBookingDeclineBody,
): Promise<void> {
  await client.request({
    path: `/caregiver-app/first-booking/decline/${encodeURIComponent(bookingId)}`,
    method: 'POST',
    json: body,
  });
}

export function useDeclineFirstBooking(contractId: string) {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { bookingId: string; body: FirstBookingDeclineBody }) =>
      declineFirstBooking(client, input.bookingId, input.body),
    onSettled: () => invalidateContract(queryClient, contractId),
  });
}
