import type { CancelBookingForm } from '@careport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttpClient } from '../../../lib/api-context';
import { isApiError } from '../../../lib/api-error';
import type { HttpClient } from '../../../lib/http-client';
import { removeBookingLocally } from './remove-booking-locally';

/** spec 1 §7 POST /caregiver-app/booking/cancel/{id}. */
export async function cancelBooking(
  client: HttpClient,
  bookingId: string,
  form: CancelBookingForm,
): Promise<void> {
  await client.request({
    path: `/caregiver-app/booking/cancel/${encodeURIComponent(bookingId)}`,
    method: 'POST',
    json: {
      cancellation_type: form.party,
      cancellation_reason: form.reason,
      cancellation_extra_reason: form.extraReason,
    },
  });
}

/** spec 1 §7: removed locally on success, and also on a 404 (it is gone either way). */
export function useCancelBooking(bookingId: string) {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: CancelBookingForm) => {
      try {
        await cancelBooking(client, bookingId, form);
      } catch (error) {
        if (!isApiError(error) || error.httpStatus !== 404) throw error;
      }
      await removeBookingLocally(queryClient, bookingId);
    },
  });
}
