import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { FullPageLoader } from '../../components/full-page-status';
import { OutboxSync } from '../../components/sync/outbox-sync';
import { keepQueries } from '../../lib/offline/kept-queries';
import { sessionOwner } from '../../lib/offline/session-owner';
import { createQueryClient } from '../../lib/query-client';
import { sessionStore } from '../../lib/session';

/**
 * Server state (TanStack Query) for the signed-in area only: the logged-out screens never load it
 * (issue 5 §3). spec 2 §4: whatever ends the session (logout here or in another tab, a failed
 * refresh) sends the guard to /login, which unmounts this, and every cached answer goes with it.
 * Issue 14: the answers kept on the device are loaded first, so the screens open offline, and the
 * outbox is sent from here.
 */
export function SignedInData({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // Without a readable token there is nothing of this caregiver's to load.
  const [isRestored, setIsRestored] = useState(() => sessionOwner(sessionStore) === null);
  useEffect(() => () => queryClient.clear(), [queryClient]);
  useEffect(() => {
    const owner = sessionOwner(sessionStore);
    if (owner === null) return;
    let stop: (() => void) | null = null;
    let isCurrent = true;
    void keepQueries(queryClient, owner).then((stopKeeping) => {
      if (isCurrent) {
        stop = stopKeeping;
        // The whole signed-in screen, often with its kept data, renders here: as a transition
        // React builds it in short slices instead of one long task (issue 16, TBT).
        startTransition(() => setIsRestored(true));
      } else stopKeeping();
    });
    return () => {
      isCurrent = false;
      stop?.();
    };
  }, [queryClient]);
  if (!isRestored) return <FullPageLoader />;
  return (
    <QueryClientProvider client={queryClient}>
      <OutboxSync />
      {children}
    </QueryClientProvider>
  );
}
