import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useHttpClient } from './api-context';
import { forgetKeptQueries } from './offline/kept-queries';
import { paths } from './paths';
import { sessionStore } from './session';

/** This device's push subscription endpoint, if any; never fails. */
async function pushEndpoint(): Promise<string | undefined> {
  try {
    if (!('serviceWorker' in navigator)) return undefined;
    const registration = await navigator.serviceWorker.getRegistration();
    return (await registration?.pushManager.getSubscription())?.endpoint;
  } catch {
    return undefined;
  }
}

/**
 * spec 2 §4: logout revokes the refresh token (best effort, not waited for), clears the tokens,
 * resets the data environment (every cached answer) and shows the login screen.
 */
export function useLogout(): () => void {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    // Issue 13: this device's push subscription goes with the session (the server deletes it).
    void client.revoke({ notificationEndpoint: pushEndpoint });
    sessionStore.clear('logout');
    queryClient.clear();
    // Issue 14: the device's copy of the data goes too; the outbox stays (not yet delivered).
    void forgetKeptQueries();
    void navigate(paths.login.getHref(), { replace: true });
  }, [client, queryClient, navigate]);
}
