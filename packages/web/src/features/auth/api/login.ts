import type { LoginInput } from '@careport/domain';
import { useMutation } from '@tanstack/react-query';
import { useHttpClient } from '../../../lib/api-context';

/** spec 2 §7: POST /auth/token with the password grant; the session is stored on success. */
export function useLogin() {
  const client = useHttpClient();
  return useMutation({ mutationFn: (input: LoginInput) => client.login(input) });
}
