import type { ConfirmationStatusUpdateBody } from '@careport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttpClient } from '../../../lib/api-context';
import type { HttpClient } from '../../../lib/http-client';
import { invalidateContract } from './query-keys';

/**
 * spec 1 §7 POST /caregiver-app/first-booking/update-confirmation-status/{id}: reason and
 * description (the 'maybe' answer: the first appointment is not settled yet).
 */
export async function updateFirstBookingStatus(
  client: HttpClient,
  bookingId: string,
  body: ConfirmationStatusUpdateBody,
): Promise<void> {
  await client.request({
    path: `/caregiver-app/first-booking/update-confirmation-status/${encodeURIComponent(bookingId)}`,
    method: 'POST',
    json: body,
  });
}

export function useUpdateFirstBookingStatus(contractId: string) {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { bookingId: string; body: ConfirmationStatusUpdateBody }) =>
      updateFirstBookingStatus(client, input.bookingId, input.body),
    onSettled: () => invalidateContract(queryClient, contractId),
  });
}
