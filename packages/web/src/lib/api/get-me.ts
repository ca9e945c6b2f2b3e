import { useQuery } from '@tanstack/react-query';
// zod/mini: the shell asks for the profile on every signed-in first visit, and mini's functions
// tree-shake, where full zod would double the zod a first visit loads (issue 5 §3).
import { z } from 'zod/mini';
import { useHttpClient } from '../api-context';
import type { HttpClient } from '../http-client';

// spec 2 §7: GET /caregiver-app/me, the signed-in caregiver's profile (snake_case on the wire).
const meReplySchema = z.object({
  data: z.object({
    caregiver_id: z.string(),
    name: z.object({ first_name: z.string(), last_name: z.string() }),
    email: z.nullish(z.string()),
    profile_image_hash: z.nullish(z.string()),
    is_careportEmployee: z.boolean(),
  }),
});

export type Caregiver = {
  caregiverId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  profileImageHash: string | null;
  /** spec 2 §1: employed caregivers see no prices or earnings. */
  isCareportEmployee: boolean;
};

export const meQueryKey = ['caregiver-app', 'me'] as const;

export async function getMe(client: HttpClient, signal?: AbortSignal): Promise<Caregiver> {
  const reply = await client.request<unknown>({
    path: '/caregiver-app/me',
    ...(signal ? { signal } : {}),
  });
  const { data } = meReplySchema.parse(reply);
  return {
    caregiverId: data.caregiver_id,
    firstName: data.name.first_name,
    lastName: data.name.last_name,
    email: data.email ?? null,
    profileImageHash: data.profile_image_hash ?? null,
    isCareportEmployee: data.is_careportEmployee,
  };
}

export function useMe() {
  const client = useHttpClient();
  return useQuery({ queryKey: meQueryKey, queryFn: ({ signal }) => getMe(client, signal) });
}
