import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttpClient } from '../../../lib/api-context';
import type { HttpClient } from '../../../lib/http-client';
import { invalidateContract } from './query-keys';

/** spec 1 §7 POST /caregiver-app/first-booking/confirm/{id}: the first booking's id. */
export async function confirmFirstBooking(client: HttpClient, bookingId: string): Promise<void> {
  await client.request({
    path: `/caregiver-app/first-booking/confirm/${encodeURIComponent(bookingId)}`,
    method: 'POST',
    json: {},
  });
}

/** spec 1 §7 "After each answer": the contract is refetched. */
export function useConfirmFirstBooking(contractId: string) {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) => confirmFirstBooking(client, bookingId),
    onSettled: () => invalidateContract(queryClient, contractId),
  });
}
