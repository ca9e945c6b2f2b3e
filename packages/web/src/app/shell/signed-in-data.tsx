import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { createQueryClient } from '../../lib/query-client';

/**
 * Server state (TanStack Query) for the signed-in area only: the logged-out screens never load it
 * (issue 5 §3). spec 2 §4: whatever ends the session (logout here or in another tab, a failed
 * refresh) sends the guard to /login, which unmounts this, and every cached answer goes with it.
 */
export function SignedInData({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => () => queryClient.clear(), [queryClient]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
