import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useHttpClient } from '../../lib/api-context';
import { refreshOutbox } from '../../lib/offline/outbox';
import { setOutboxKick } from '../../lib/offline/outbox-kick';
import { createOutboxSender } from '../../lib/offline/outbox-sender';
import { sessionStore } from '../../lib/session';

const FIRST_RETRY_MS = 3_000;
const MAX_RETRY_MS = 5 * 60_000;

/**
 * Issue 14: sends the outbox at app start (the signed-in area mounts), whenever the connection
 * returns, and when something is queued; after each delivered action the cached answers reload.
 */
export function OutboxSync() {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    const sender = createOutboxSender({
      client,
      session: sessionStore,
      onSent: () => void queryClient.invalidateQueries(),
    });
    // A run that stopped while the browser still believes it is online (a lost answer, a server
    // error, a dead spot the browser did not notice) tries again, less often each time.
    let retryTimer: ReturnType<typeof setTimeout> | null = null;
    let retryDelay = FIRST_RETRY_MS;
    const sync = () => {
      if (retryTimer !== null) clearTimeout(retryTimer);
      retryTimer = null;
      void sender.sync().then((outcome) => {
        if (outcome !== 'offline' || !navigator.onLine) {
          retryDelay = FIRST_RETRY_MS;
          return;
        }
        retryTimer = setTimeout(sync, retryDelay);
        retryDelay = Math.min(retryDelay * 2, MAX_RETRY_MS);
      });
    };
    setOutboxKick(sync);
    window.addEventListener('online', sync);
    void refreshOutbox().then(sync);
    return () => {
      setOutboxKick(null);
      window.removeEventListener('online', sync);
      if (retryTimer !== null) clearTimeout(retryTimer);
    };
  }, [client, queryClient]);
  return null;
}
