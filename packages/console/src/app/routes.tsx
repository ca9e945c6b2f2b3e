import type { RouteObject } from 'react-router';
import { LoadingState } from '../components/states';
import { RouteError } from './route-error';

// One lazy chunk per area: the first load carries the frame and the screen it opens
// (issue 40: the console's first load ≤ 250 KB of JavaScript, gzip).
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    // The first screen's chunk is still loading.
    hydrateFallbackElement: <LoadingState />,
    children: [
      {
        path: 'sign-in',
        lazy: async () => ({
          Component: (await import('../features/sign-in/sign-in-page')).SignInPage,
        }),
      },
      {
        path: 'invitation/:token',
        lazy: async () => ({
          Component: (await import('../features/invitation/invitation-page')).InvitationPage,
        }),
      },
      {
        path: '/',
        lazy: async () => ({ Component: (await import('./shell')).Shell }),
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('./start-area')).StartArea }),
          },
          {
            path: 'caregivers',
            lazy: async () => ({
              Component: (await import('../features/caregivers/caregivers-page')).CaregiversPage,
            }),
          },
          {
            path: 'caregivers/:caregiverId',
            lazy: async () => ({
              Component: (await import('../features/caregivers/caregiver-detail-page'))
                .CaregiverDetailPage,
            }),
          },
          {
            path: 'planning',
            lazy: async () => ({
              Component: (await import('../features/planning/planning-page')).PlanningPage,
            }),
          },
          {
            path: 'service-requests',
            lazy: async () => ({
              Component: (await import('../features/service-requests/service-requests-page'))
                .ServiceRequestsPage,
            }),
          },
          {
            path: 'service-requests/:serviceRequestId',
            lazy: async () => ({
              Component: (await import('../features/service-requests/service-request-page'))
                .ServiceRequestPage,
            }),
          },
          {
            path: 'answers',
            lazy: async () => ({
              Component: (await import('../features/answers/answers-page')).AnswersPage,
            }),
          },
          {
            path: 'contracts',
            lazy: async () => ({
              Component: (await import('../features/contracts/contracts-page')).ContractsPage,
            }),
          },
          {
            path: 'contracts/:contractId',
            lazy: async () => ({
              Component: (await import('../features/contracts/contract-detail-page'))
                .ContractDetailPage,
            }),
          },
          {
            path: 'care-receivers',
            lazy: async () => ({
              Component: (await import('../features/care-receivers/care-receivers-page'))
                .CareReceiversPage,
            }),
          },
          {
            path: 'money',
            lazy: async () => ({
              Component: (await import('../features/money/money-page')).MoneyPage,
            }),
          },
          {
            path: 'proofs',
            lazy: async () => ({
              Component: (await import('../features/proofs/proofs-page')).ProofsPage,
            }),
          },
          {
            path: 'staff',
            lazy: async () => ({
              Component: (await import('../features/staff/staff-page')).StaffPage,
            }),
          },
          {
            path: 'audit',
            lazy: async () => ({
              Component: (await import('../features/audit/audit-page')).AuditPage,
            }),
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./not-found')).NotFound }),
          },
        ],
      },
    ],
  },
];
