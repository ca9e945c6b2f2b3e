import { useQuery } from '@tanstack/react-query';
import { fetchPdfBytes } from '../../../lib/fetch-pdf';

/**
 * Issue 39: a PDF the app ships or the help centre lists, by its URL (our origin), as bytes: the
 * reader shows them and the download and share hand on the same file.
 */
export function usePdfBytes(url: string, enabled: boolean) {
  return useQuery({
    queryKey: ['pdf', url] as const,
    enabled,
    queryFn: ({ signal }) => fetchPdfBytes(url, signal),
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    // Files, not answers: the device's offline copy of the data does not keep them.
    meta: { keep: false },
  });
}
