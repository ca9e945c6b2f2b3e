import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useApi } from './api-context';
import type { SignInInput } from './http-client';
import type { StaffRole } from './roles';

export type StaffMe = { id: string; email: string; name: string; role: StaffRole };

type StaffSession = {
  /** null while signed out; undefined while the session is being restored. */
  me: StaffMe | null | undefined;
  meError: unknown;
  /** Asks for the staff member again (after a failed read). */
  retryMe: () => void;
  signIn: (input: SignInInput) => Promise<void>;
  signOut: () => Promise<void>;
};

const SessionContext = createContext<StaffSession | null>(null);
export const ME_QUERY_KEY = ['staff', 'me'] as const;

export function StaffSessionProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [hasSession, setHasSession] = useState(() => api.hasSession());

  useEffect(
    () =>
      api.onSessionEnded(() => {
        setHasSession(false);
        queryClient.clear();
      }),
    [api, queryClient],
  );

  const me = useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: ({ signal }) => api.request<StaffMe>('/ops/staff/me', { signal }),
    enabled: hasSession,
    staleTime: 5 * 60_000,
    retry: false,
  });

  const value: StaffSession = {
    me: !hasSession ? null : me.data,
    meError: me.error,
    retryMe: () => void me.refetch(),
    signIn: async (input) => {
      await api.signIn(input);
      queryClient.clear();
      setHasSession(true);
    },
    signOut: async () => {
      await api.signOut();
      setHasSession(false);
      queryClient.clear();
    },
  };
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useStaffSession(): StaffSession {
  const session = useContext(SessionContext);
  if (session === null) throw new Error('useStaffSession outside <StaffSessionProvider>');
  return session;
}
