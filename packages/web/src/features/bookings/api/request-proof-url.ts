import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { useHttpClient } from '../../../lib/api-context';
import { useAppConfig } from '../../../lib/app-config';
import type { HttpClient } from '../../../lib/http-client';

const tokenReplySchema = z.object({ data: z.object({ token_id: z.string().min(1) }) });

/**
 * Issue 14: POST /caregiver-app/booking/proof/download/{id}/request-token answers data.token_id;
 * the proof of service (PDF) is then fetched from the download path, which the single-use,
 * short-lived token alone authorises, so the PDF reader can open it by URL.
 */
export async function requestProofUrl(
  client: HttpClient,
  apiBaseUrl: string,
  bookingId: string,
): Promise<string> {
  const reply = await client.request<unknown>({
    path: `/caregiver-app/booking/proof/download/${encodeURIComponent(bookingId)}/request-token`,
    method: 'POST',
    json: {},
  });
  const { data } = tokenReplySchema.parse(reply);
  const base = apiBaseUrl.replace(/\/+$/, '');
  return `${base}/caregiver-app/booking/proof/download/${encodeURIComponent(data.token_id)}`;
}

export function useRequestProofUrl(bookingId: string) {
  const client = useHttpClient();
  const { apiBaseUrl } = useAppConfig();
  return useMutation({ mutationFn: () => requestProofUrl(client, apiBaseUrl, bookingId) });
}
