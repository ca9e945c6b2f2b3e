import type { RouteObject } from 'react-router';

/**
 * spec 1 §2 the customer area's routes, under `/customers`. Each screen is its own lazy chunk
 * (the area loads nothing until it is opened); `proposals/…` comes before `:contractId` by rank:
 * React Router prefers static segments.
 */
export const customersRoutes: RouteObject[] = [
  {
    path: 'customers',
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('./routes/customers-route')).CustomersRoute,
        }),
      },
      {
        path: 'proposals/:serviceRequestId',
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('./routes/proposal-route')).ProposalRoute,
            }),
          },
          {
            path: 'decline',
            lazy: async () => ({
              Component: (await import('./routes/decline-proposal-route')).DeclineProposalRoute,
            }),
          },
        ],
      },
      {
        path: ':contractId',
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('./routes/customer-route')).CustomerRoute,
            }),
          },
          {
            path: 'first-call-checklist',
            lazy: async () => ({
              Component: (await import('./routes/checklist-route')).FirstCallChecklistRoute,
            }),
          },
          {
            path: 'first-appointment-checklist',
            lazy: async () => ({
              Component: (await import('./routes/checklist-route')).FirstAppointmentChecklistRoute,
            }),
          },
          {
            path: 'first-booking-confirm',
            lazy: async () => ({
              Component: (await import('./routes/first-booking-confirm-route'))
                .FirstBookingConfirmRoute,
            }),
          },
          {
            path: 'first-booking-decline',
            lazy: async () => ({
              Component: (await import('./routes/first-booking-decline-route'))
                .FirstBookingDeclineRoute,
            }),
          },
          {
            path: 'first-booking-status',
            lazy: async () => ({
              Component: (await import('./routes/first-booking-status-route'))
                .FirstBookingStatusRoute,
            }),
          },
        ],
      },
    ],
  },
];
