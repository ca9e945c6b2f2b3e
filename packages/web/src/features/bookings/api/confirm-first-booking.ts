import type { HttpClient } from '../../../lib/http-client';

/**
 * spec 1 §7 POST /caregiver-app/first-booking/confirm/{id}: "called after a booking update" of a
 * first appointment, so the moved appointment counts as confirmed by the caregiver.
 */
export async function confirmFirstBooking(client: HttpClient, bookingId: string): Promise<void> {
  await client.request({
    path: `/caregiver-app/first-booking/confirm/${encodeURIComponent(bookingId)}`,
    method: 'POST',
    json: {},
  });
}
