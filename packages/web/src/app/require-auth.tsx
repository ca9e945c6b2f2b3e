import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../lib/paths';
import { useSession } from '../lib/session';

/**
 * spec 2 §6: unauthenticated users reach only the logged-out screens. The wanted page is kept for
 * after the sign-in, unless the caregiver signed out on purpose: the next one to sign in on this
 * device must not land on the last one's page (record 0124).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isLoggedIn, signedOut } = useSession();
  const location = useLocation();
  if (!isLoggedIn) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.login.getHref()} replace state={signedOut ? undefined : { from }} />;
  }
  return children;
}
