import type { HttpClient } from '../../../lib/http-client';

/** spec 1 §7 POST /caregiver-app/booking: contract_id, start_date, end_date (201). */
export async function createBooking(
  client: HttpClient,
  input: { contractId: string; startDate: Date; endDate: Date },
): Promise<void> {
  await client.request({
    path: '/caregiver-app/booking',
    method: 'POST',
    json: {
      contract_id: input.contractId,
      start_date: input.startDate.toISOString(),
      end_date: input.endDate.toISOString(),
    },
  });
}
