import { useQuery } from '@tanstack/react-query';
import { useApi } from './api-context';
import type { CaregiverDetail } from './types';

/** A caregiver's detail (health data of their customers: the server records the read). */
export function useCaregiverDetail(caregiverId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: ['caregiver', caregiverId],
    queryFn: ({ signal }) =>
      api.request<CaregiverDetail>(`/ops/caregivers/${encodeURIComponent(caregiverId ?? '')}`, {
        signal,
      }),
    enabled: caregiverId !== null,
  });
}
