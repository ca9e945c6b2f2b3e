import type { LoginInput } from '@careport/domain';
import { useCallback } from 'react';
import { useHttpClient } from '../../../lib/api-context';
import { useSubmission } from '../../../lib/use-submission';

/** spec 2 §7: POST /auth/token with the password grant; the session is stored on success. */
export function useLogin() {
  const client = useHttpClient();
  return useSubmission(useCallback((input: LoginInput) => client.login(input), [client]));
}
