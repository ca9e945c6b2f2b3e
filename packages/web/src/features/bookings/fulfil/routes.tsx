import type { RouteObject } from 'react-router';

/**
 * Documenting a booking (spec 1 §2 Fulfil booking, Survey), relative to `/bookings/:bookingId`.
 * spec 1 §2 leaves the steps' paths open: the employee's signature flow keeps its step in the URL
 * (`fulfill` is step 1, then `fulfill/2` … `fulfill/6`), so the browser's back button walks the
 * steps; the survey likewise (`survey`, `survey/2`, `survey/3`, `survey/thanks`).
 */
export const fulfilRoutes: RouteObject[] = [
  {
    path: 'fulfill/:step?',
    lazy: async () => ({ Component: (await import('./routes/fulfil-route')).FulfilRoute }),
  },
  {
    path: 'survey/:step?',
    lazy: async () => ({ Component: (await import('./routes/survey-route')).SurveyRoute }),
  },
];
