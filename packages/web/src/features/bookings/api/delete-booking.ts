import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttpClient } from '../../../lib/api-context';
import { isApiError } from '../../../lib/api-error';
import type { HttpClient } from '../../../lib/http-client';
import { removeBookingLocally } from './remove-booking-locally';

/** spec 1 §7 POST /caregiver-app/booking/delete/{id}. */
export async function deleteBooking(client: HttpClient, bookingId: string): Promise<void> {
  await client.request({
    path: `/caregiver-app/booking/delete/${encodeURIComponent(bookingId)}`,
    method: 'POST',
  });
}

/** spec 1 §7: removed locally on success, and also on a 404 (it is gone either way). */
export function useDeleteBooking(bookingId: string) {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await deleteBooking(client, bookingId);
      } catch (error) {
        if (!isApiError(error) || error.httpStatus !== 404) throw error;
      }
      await removeBookingLocally(queryClient, bookingId);
    },
  });
}
