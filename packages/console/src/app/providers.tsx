import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ApiError } from '../lib/api-error';
import { ApiContext } from '../lib/api-context';
import type { HttpClient } from '../lib/http-client';
import { StaffSessionProvider } from '../lib/staff-session';
import { cssVariablesResolver, theme } from '../lib/theme';

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A refusal (4xx) is an answer, not a hiccup: only missing answers and 5xx are retried.
        retry: (count, error) =>
          count < 2 &&
          (!(error instanceof ApiError) || error.httpStatus === 0 || error.httpStatus >= 500),
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
    },
  });
}

export function Providers({ api, children }: { api: HttpClient; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      <Notifications position="top-right" />
      <QueryClientProvider client={queryClient}>
        <ApiContext.Provider value={api}>
          <StaffSessionProvider>{children}</StaffSessionProvider>
        </ApiContext.Provider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
