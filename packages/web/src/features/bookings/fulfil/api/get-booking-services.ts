import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useHttpClient } from '../../../../lib/api-context';
import type { HttpClient } from '../../../../lib/http-client';

// spec 1 §7 GET /definition/service-request/booking-services (client-credentials token): the main
// services a caregiver can mark as done.
const bookingServicesReplySchema = z.object({
  data: z.array(z.object({ id: z.string(), label: z.object({ de: z.string(), en: z.string() }) })),
});

export type MainService = { id: string; label: { de: string; en: string } };

export const bookingServicesQueryKey = ['definition', 'booking-services'] as const;

export async function getBookingServices(
  client: HttpClient,
  signal?: AbortSignal,
): Promise<MainService[]> {
  const reply = await client.request<unknown>({
    path: '/definition/service-request/booking-services',
    auth: 'client',
    ...(signal ? { signal } : {}),
  });
  return bookingServicesReplySchema.parse(reply).data;
}

export function useBookingServices() {
  const client = useHttpClient();
  return useQuery({
    queryKey: bookingServicesQueryKey,
    queryFn: ({ signal }) => getBookingServices(client, signal),
  });
}
