import { createBrowserRouter, RouterProvider } from 'react-router';
import type { HttpClient } from '../lib/http-client';
import { Providers } from './providers';
import { routes } from './routes';

const router = createBrowserRouter(routes, { basename: '/console' });

export function App({ api }: { api: HttpClient }) {
  return (
    <Providers api={api}>
      <RouterProvider router={router} />
    </Providers>
  );
}
