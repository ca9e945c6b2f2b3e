import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { useHttpClient } from '../../../lib/api-context';
import { useAppConfig } from '../../../lib/app-config';
import type { HttpClient } from '../../../lib/http-client';

const tokenReplySchema = z.object({ data: z.object({ token_id: z.string().min(1) }) });

/**
 * spec 1 §7 request-token flow: POST /caregiver-app/booking/image/download/{id}/request-token
 * returns data.token_id; the image is then fetched from the download path, which the token alone
 * authorises (single use, a few minutes), so it serves as an image source.
 */
export async function requestPaperProofUrl(
  client: HttpClient,
  apiBaseUrl: string,
  bookingId: string,
): Promise<string> {
  const reply = await client.request<unknown>({
    path: `/caregiver-app/booking/image/download/${encodeURIComponent(bookingId)}/request-token`,
    // spec 1 §7 sends no body: the server then opens the paper proof (record 0112).
    method: 'POST',
  });
  const { data } = tokenReplySchema.parse(reply);
  const base = apiBaseUrl.replace(/\/+$/, '');
  return `${base}/caregiver-app/booking/image/download/${encodeURIComponent(data.token_id)}`;
}

export function useRequestPaperProofUrl(bookingId: string) {
  const client = useHttpClient();
  const { apiBaseUrl } = useAppConfig();
  return useMutation({ mutationFn: () => requestPaperProofUrl(client, apiBaseUrl, bookingId) });
}
