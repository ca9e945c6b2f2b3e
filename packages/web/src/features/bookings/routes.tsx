import type { RouteObject } from 'react-router';
import { FIRST_SCREEN_HANDLE } from '../../lib/mantine-styles/other-screen-styles';
import { fulfilRoutes } from './fulfil/routes';

/**
 * spec 1 §2 the diary's routes, under `/bookings`. Each screen is its own lazy chunk; the route
 * objects are tiny, so the app's router can hold them (a lazy route cannot add children).
 * `new` comes before `:bookingId` by rank, not by order: React Router prefers static segments.
 */
export const bookingsRoutes: RouteObject[] = [
  {
    path: 'bookings',
    children: [
      {
        index: true,
        // Issue 43: the diary paints with the first screens' styles alone.
        handle: FIRST_SCREEN_HANDLE,
        lazy: async () => ({ Component: (await import('./routes/diary-route')).DiaryRoute }),
      },
      {
        path: 'new',
        lazy: async () => ({
          Component: (await import('./routes/new-appointment-route')).NewAppointmentRoute,
        }),
      },
      {
        path: ':bookingId',
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('./routes/booking-detail-route')).BookingDetailRoute,
            }),
          },
          {
            // spec 1 §2: editing an appointment lives at …/decline.
            path: 'decline',
            lazy: async () => ({
              Component: (await import('./routes/edit-appointment-route')).EditAppointmentRoute,
            }),
          },
          {
            path: 'cancel',
            lazy: async () => ({
              Component: (await import('./routes/cancel-booking-route')).CancelBookingRoute,
            }),
          },
          ...fulfilRoutes,
        ],
      },
    ],
  },
];
