import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useHttpClient } from '../../../lib/api-context';
import { isApiError } from '../../../lib/api-error';
import { useAppConfig } from '../../../lib/app-config';
import { fetchPdfBytes } from '../../../lib/fetch-pdf';
import type { HttpClient } from '../../../lib/http-client';

const tokenReplySchema = z.object({ data: z.object({ token_id: z.string().min(1) }) });

async function requestProofToken(client: HttpClient, bookingId: string, signal?: AbortSignal) {
  const reply = await client.request<unknown>({
    path: `/caregiver-app/booking/proof/download/${encodeURIComponent(bookingId)}/request-token`,
    method: 'POST',
    json: {},
    ...(signal ? { signal } : {}),
  });
  return tokenReplySchema.parse(reply).data.token_id;
}

/**
 * Issue 14, 39: the proof of service (PDF) of a documented booking. POST …/request-token answers a
 * single-use token valid five minutes; GET …/proof/download/{token} the file. The token is never
 * the page's: each load asks for a fresh one, so the reader survives a reload and back/forward,
 * and a token spent or expired on the way (a second tab, a slow phone) is replaced once.
 */
export async function fetchProofPdf(
  client: HttpClient,
  apiBaseUrl: string,
  bookingId: string,
  signal?: AbortSignal,
): Promise<Uint8Array> {
  const base = apiBaseUrl.replace(/\/+$/, '');
  const download = async () => {
    const token = await requestProofToken(client, bookingId, signal);
    return fetchPdfBytes(
      `${base}/caregiver-app/booking/proof/download/${encodeURIComponent(token)}`,
      signal,
    );
  };
  try {
    return await download();
  } catch (error) {
    if (isApiError(error) && error.errorCode === 'DOWNLOAD_TOKEN_INVALID') return download();
    throw error;
  }
}

export function useProofPdf(bookingId: string) {
  const client = useHttpClient();
  const { apiBaseUrl } = useAppConfig();
  return useQuery({
    queryKey: ['bookings', 'proof', bookingId] as const,
    enabled: bookingId !== '',
    queryFn: ({ signal }) => fetchProofPdf(client, apiBaseUrl, bookingId, signal),
    // Each fetch spends a token: never again on focus; gone with the screen, so a return to it
    // (back/forward) fetches with a fresh token, not from a stale copy.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    meta: { keep: false },
  });
}
