import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../app/providers';
import { routes } from '../app/routes';
import { createHttpClient, REFRESH_STORAGE_KEY } from '../lib/http-client';
import { createFakeFetch, type FakeHandler } from './fake-api';

/**
 * The console at `path` against a fake API. `signedInAs` puts a refresh token in this tab's
 * storage, as after a sign-in: the first call refreshes it, as a reload does.
 */
export function renderConsole(
  path: string,
  handlers: FakeHandler[],
  options: { signedIn?: boolean } = {},
) {
  if (options.signedIn) window.sessionStorage.setItem(REFRESH_STORAGE_KEY, 'refresh-0');
  const fake = createFakeFetch(handlers);
  const api = createHttpClient({ fetch: fake.fetch, storage: window.sessionStorage });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Providers api={api}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, calls: fake.calls, api };
}
