import type { CancellationParty } from '@careport/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useHttpClient } from '../../../lib/api-context';
import type { HttpClient } from '../../../lib/http-client';

// spec 1 §3, §7 GET /definition/booking/cancellation-reasons, with the client-credentials token:
// the reasons per party, fetched as caregiver_cancelled_booking and customer_cancelled_booking.
const reasonSchema = z.object({
  key: z.string(),
  label: z.object({ de: z.string(), en: z.string() }),
});
const reasonsReplySchema = z.object({
  data: z.object({
    caregiver_cancelled_booking: z.array(reasonSchema),
    customer_cancelled_booking: z.array(reasonSchema),
  }),
});

export type CancellationReason = z.infer<typeof reasonSchema>;
export type CancellationReasons = Record<CancellationParty, CancellationReason[]>;

export const cancellationReasonsQueryKey = [
  'definition',
  'booking',
  'cancellation-reasons',
] as const;

export async function getCancellationReasons(
  client: HttpClient,
  signal?: AbortSignal,
): Promise<CancellationReasons> {
  const reply = await client.request<unknown>({
    path: '/definition/booking/cancellation-reasons',
    auth: 'client',
    ...(signal ? { signal } : {}),
  });
  const { data } = reasonsReplySchema.parse(reply);
  return { caregiver: data.caregiver_cancelled_booking, customer: data.customer_cancelled_booking };
}

export function useCancellationReasons() {
  const client = useHttpClient();
  return useQuery({
    queryKey: cancellationReasonsQueryKey,
    queryFn: ({ signal }) => getCancellationReasons(client, signal),
  });
}
