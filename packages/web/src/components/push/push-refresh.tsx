import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** The channel public/push-sw.js posts every shown notification to. */
export const PUSH_CHANNEL = 'careport-push';

/**
 * Issue 39: a push means new work (a proposal, a contract, a planned visit), so the screens open
 * now show it at once instead of when their answers go stale: every query is marked stale and the
 * ones on screen load again.
 */
export function PushRefresh() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(PUSH_CHANNEL);
    channel.onmessage = () => void queryClient.invalidateQueries();
    return () => channel.close();
  }, [queryClient]);
  return null;
}
