import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useHttpClient } from './api-context';
import { paths } from './paths';
import { sessionStore } from './session';

/**
 * spec 2 §4: logout revokes the refresh token (best effort, not waited for), clears the tokens,
 * resets the data environment (every cached answer) and shows the login screen.
 */
export function useLogout(): () => void {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    void client.revoke();
    sessionStore.clear();
    queryClient.clear();
    void navigate(paths.login.getHref(), { replace: true });
  }, [client, queryClient, navigate]);
}
