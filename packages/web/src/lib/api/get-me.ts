import { useQuery } from '@tanstack/react-query';
import { useHttpClient } from '../api-context';
import type { HttpClient } from '../http-client';
import { asFields, isOptionalString } from '../start-up-fields';

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
  return readMeReply(reply);
}

/**
 * spec 2 §7: GET /caregiver-app/me, the signed-in caregiver's profile (snake_case on the wire),
 * read field by field: the shell asks for it on every signed-in start, and even zod/mini's core
 * was 12 KB gzip of the diary's first visit (issue 43). An answer of another shape is refused.
 */
export function readMeReply(reply: unknown): Caregiver {
  const data = asFields(asFields(reply)?.data);
  const name = asFields(data?.name);
  if (
    !data ||
    !name ||
    typeof data.caregiver_id !== 'string' ||
    typeof name.first_name !== 'string' ||
    typeof name.last_name !== 'string' ||
    !isOptionalString(data.email) ||
    !isOptionalString(data.profile_image_hash) ||
    typeof data.is_careportEmployee !== 'boolean'
  ) {
    throw new Error('GET /caregiver-app/me answered a profile of another shape');
  }
  return {
    caregiverId: data.caregiver_id,
    firstName: name.first_name,
    lastName: name.last_name,
    email: data.email ?? null,
    profileImageHash: data.profile_image_hash ?? null,
    isCareportEmployee: data.is_careportEmployee,
  };
}

export function useMe() {
  const client = useHttpClient();
  return useQuery({ queryKey: meQueryKey, queryFn: ({ signal }) => getMe(client, signal) });
}
