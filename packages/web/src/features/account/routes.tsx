import type { RouteObject } from 'react-router';

/**
 * spec 2 §2 the account area's routes, under `/account`; each screen is its own lazy chunk. The
 * PDF reader (`/account/pdf`) is the pdf-reader feature's, wired by the app's router.
 */
export const accountRoutes: RouteObject[] = [
  {
    path: 'account',
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('./routes/account-menu-route')).AccountMenuRoute,
        }),
      },
      {
        path: 'availability',
        lazy: async () => ({
          Component: (await import('./routes/availability-route')).AvailabilityRoute,
        }),
      },
      {
        path: 'profile',
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('./routes/profile-route')).ProfileRoute,
            }),
          },
          {
            path: 'about-me/edit',
            lazy: async () => ({
              Component: (await import('./routes/about-me-route')).AboutMeRoute,
            }),
          },
          {
            path: 'services',
            lazy: async () => ({
              Component: (await import('./routes/services-route')).ServicesRoute,
            }),
          },
          {
            path: 'education-and-qualifications',
            lazy: async () => ({
              Component: (await import('./routes/education-route')).EducationRoute,
            }),
          },
          {
            path: 'experience-and-abilities',
            lazy: async () => ({
              Component: (await import('./routes/experience-route')).ExperienceRoute,
            }),
          },
          {
            path: 'languages',
            lazy: async () => ({
              Component: (await import('./routes/languages-route')).LanguagesRoute,
            }),
          },
        ],
      },
      {
        path: 'contact-and-address',
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('./routes/contact-route')).ContactRoute,
            }),
          },
          {
            path: 'edit',
            lazy: async () => ({
              Component: (await import('./routes/contact-edit-route')).ContactEditRoute,
            }),
          },
        ],
      },
      {
        path: 'financial-overview',
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('./routes/financial-overview-route')).FinancialOverviewRoute,
            }),
          },
          // Issue 12: bank and tax details
          {
            path: 'details',
            lazy: async () => ({
              Component: (await import('./routes/financial-details-route')).FinancialDetailsRoute,
            }),
          },
          {
            path: 'details/edit',
            lazy: async () => ({
              Component: (await import('./routes/financial-details-edit-route'))
                .FinancialDetailsEditRoute,
            }),
          },
        ],
      },
      {
        path: 'referral-code',
        lazy: async () => ({
          Component: (await import('./routes/referral-route')).ReferralRoute,
        }),
      },
      {
        path: 'help-center',
        lazy: async () => ({
          Component: (await import('./routes/help-center-route')).HelpCenterRoute,
        }),
      },
      {
        path: 'web-view',
        lazy: async () => ({
          Component: (await import('./routes/web-view-route')).WebViewRoute,
        }),
      },
    ],
  },
];
