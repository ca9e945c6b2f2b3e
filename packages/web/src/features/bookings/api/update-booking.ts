import type { HttpClient } from '../../../lib/http-client';

/** spec 1 §7 POST /caregiver-app/booking/{id}: start_date, end_date (then refetch). */
export async function updateBooking(
  client: HttpClient,
  input: { bookingId: string; startDate: Date; endDate: Date },
): Promise<void> {
  await client.request({
    path: `/caregiver-app/booking/${encodeURIComponent(input.bookingId)}`,
    method: 'POST',
    json: {
      start_date: input.startDate.toISOString(),
      end_date: input.endDate.toISOString(),
    },
  });
}
