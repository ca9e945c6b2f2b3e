import type { RouteObject } from 'react-router';
import { redirect } from 'react-router';
import { paths } from '../lib/paths';

function searchOf(request: Request): string {
  return new URL(request.url).search;
}

/**
 * spec 2 §2: legacy paths are rewritten (home → root, profile/* → account/*, reset-password →
 * request-password-reset); spec 1 §2: the diary's old tabs and the proposal link of old mails.
 */
export const legacyRedirects: RouteObject[] = [
  { path: '/home', loader: () => redirect(paths.dashboard.getHref()) },
  {
    path: '/profile/*',
    loader: ({ params, request }) =>
      redirect(
        `${paths.account.getHref()}/${params['*'] ?? ''}`.replace(/\/$/, '') + searchOf(request),
      ),
  },
  {
    path: '/reset-password',
    loader: ({ request }) => redirect(paths.requestPasswordReset.getHref() + searchOf(request)),
  },
  { path: '/bookings/open', loader: () => redirect(paths.bookings.getHref()) },
  { path: '/bookings/done', loader: () => redirect(paths.bookings.getHref()) },
  {
    path: '/bookings/proposals',
    loader: ({ request }) => {
      const serviceRequestId = new URL(request.url).searchParams.get('serviceRequestId');
      return redirect(
        serviceRequestId ? paths.proposal.getHref(serviceRequestId) : paths.customers.getHref(),
      );
    },
  },
];
