import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import type { PatchRoutesOnNavigationFunction } from 'react-router';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { HttpClientContext } from '../lib/api-context';
import type { AppConfig } from '../lib/app-config';
import { AppConfigContext } from '../lib/app-config';
import type { HttpClient } from '../lib/http-client';
import { createQueryClient } from '../lib/query-client';

export const testConfig: AppConfig = {
  apiBaseUrl: '',
  oauthClientId: 'careport-app',
  oauthClientSecret: 'careport-app-secret',
  mapTileUrl: null,
  mapTileAttribution: null,
  applicantPortalUrl: 'https://apply.careport.example',
  revision: 'test-revision',
  featureFlags: { firstBookingConfirmationCancelation: false },
  vapidPublicKey: null,
};

/**
 * Renders routes in a memory router with every provider the app has. A screen rendered without
 * the shell gets server state from `queryClient`; the shell (appRoutes) brings its own.
 */
export function renderRoutes(
  routes: RouteObject[],
  options: {
    client: HttpClient;
    initialEntries?: string[];
    config?: Partial<AppConfig>;
    /** The app's routes need theirs (app/router.tsx `patchSignedInRoutes`). */
    patchRoutesOnNavigation?: PatchRoutesOnNavigationFunction;
  },
) {
  const router = createMemoryRouter(routes, {
    initialEntries: options.initialEntries ?? ['/'],
    ...(options.patchRoutesOnNavigation
      ? { patchRoutesOnNavigation: options.patchRoutesOnNavigation }
      : {}),
  });
  const queryClient = createQueryClient();
  const result = render(
    <AppProviders>
      <AppConfigContext value={{ ...testConfig, ...options.config }}>
        <HttpClientContext value={options.client}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </HttpClientContext>
      </AppConfigContext>
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}
