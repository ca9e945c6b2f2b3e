import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { useHttpClient } from '../../../lib/api-context';
import { useAppConfig } from '../../../lib/app-config';

const tokenReplySchema = z.object({ data: z.object({ token_id: z.string().min(1) }) });

/**
 * spec 2 §7 POST /caregiver-app/service-documentation/{id}/request-token, then the file from the
 * download path, which the single-use token alone authorises; the browser saves it.
 */
export function useOpenLastFile(periodId: string) {
  const client = useHttpClient();
  const { apiBaseUrl } = useAppConfig();
  return useMutation({
    mutationFn: async () => {
      const reply = await client.request<unknown>({
        path: `/caregiver-app/service-documentation/${encodeURIComponent(periodId)}/request-token`,
        method: 'POST',
        json: {},
      });
      const { data } = tokenReplySchema.parse(reply);
      const link = document.createElement('a');
      link.href = `${apiBaseUrl.replace(/\/+$/, '')}/caregiver-app/service-documentation/download/${encodeURIComponent(data.token_id)}`;
      link.rel = 'noopener';
      link.download = '';
      link.click();
    },
  });
}
