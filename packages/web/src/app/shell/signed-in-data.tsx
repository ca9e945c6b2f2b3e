import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { FullPageLoader } from '../../components/full-page-status';
import { PushRefresh } from '../../components/push/push-refresh';
import { OutboxSync } from '../../components/sync/outbox-sync';
import { takeFirstAnswers } from '../../lib/first-answers';
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
  const [start] = useState(() => {
    const client = createQueryClient();
    const owner = sessionOwner(sessionStore);
    // Issue 16: the answers a server-rendered first screen was made from; the screen then renders
    // at once, the kept ones following behind them.
    const isHandedOver = takeFirstAnswers(client, owner);
    // Without a readable token there is nothing of this caregiver's to load.
    return { client, isReady: owner === null || isHandedOver };
  });
  const queryClient = start.client;
  const [isRestored, setIsRestored] = useState(start.isReady);
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
      <PushRefresh />
      {children}
    </QueryClientProvider>
  );
}
