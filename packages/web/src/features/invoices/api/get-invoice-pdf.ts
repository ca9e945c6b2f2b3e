import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useHttpClient } from '../../../lib/api-context';
import { ApiError } from '../../../lib/api-error';
import { useAppConfig } from '../../../lib/app-config';
import type { HttpClient } from '../../../lib/http-client';
import { invoiceQueryKeys } from './get-invoices';

const tokenReplySchema = z.object({ data: z.object({ token_id: z.string().min(1) }) });

/**
 * spec 2 §7: POST /caregiver-app/invoice/{id}/request-token, then GET …/invoice/download/{token}.
 * The token works once, so the PDF is fetched once and kept in memory: the reader shows it and
 * download and share hand on the same bytes, without asking the server again.
 */
export async function fetchInvoicePdf(
  client: HttpClient,
  apiBaseUrl: string,
  invoiceId: string,
  signal?: AbortSignal,
): Promise<Blob> {
  const reply = await client.request<unknown>({
    path: `/caregiver-app/invoice/${encodeURIComponent(invoiceId)}/request-token`,
    method: 'POST',
    ...(signal ? { signal } : {}),
  });
  const { data } = tokenReplySchema.parse(reply);
  const base = apiBaseUrl.replace(/\/+$/, '');
  const response = await fetch(
    `${base}/caregiver-app/invoice/download/${encodeURIComponent(data.token_id)}`,
    { signal: signal ?? null },
  );
  if (!response.ok) {
    throw new ApiError({ httpStatus: response.status, errorCode: 'DOWNLOAD_TOKEN_INVALID' });
  }
  return response.blob();
}

/** The invoice's PDF bytes: the reader shows them, download and share hand on the same file. */
export function useInvoicePdf(invoiceId: string) {
  const client = useHttpClient();
  const { apiBaseUrl } = useAppConfig();
  return useQuery({
    queryKey: invoiceQueryKeys.pdf(invoiceId),
    enabled: invoiceId !== '',
    // Each fetch spends a single-use token: never refetch on focus.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    // Issue 39: a file, not an answer: the device's offline copy does not keep its bytes; a
    // return to the screen fetches with a fresh token.
    meta: { keep: false },
    queryFn: async ({ signal }) => {
      const blob = await fetchInvoicePdf(client, apiBaseUrl, invoiceId, signal);
      return new Uint8Array(await blob.arrayBuffer());
    },
  });
}
