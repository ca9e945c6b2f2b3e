import type { SignatureStep } from '@careport/domain';

// The booking pages documenting links to or comes from (spec 1 §2 paths); the steps' own paths
// are this feature's choice (see routes.tsx).
const booking = (bookingId: string) => `/bookings/${encodeURIComponent(bookingId)}`;

export const fulfilPaths = {
  booking,
  diary: () => '/bookings',
  edit: (bookingId: string) => `${booking(bookingId)}/decline`,
  fulfil: (bookingId: string) => `${booking(bookingId)}/fulfill`,
  step: (bookingId: string, step: SignatureStep) =>
    step === 1 ? `${booking(bookingId)}/fulfill` : `${booking(bookingId)}/fulfill/${step}`,
  done: (bookingId: string) => `${booking(bookingId)}/fulfill/done`,
  survey: (bookingId: string, step: SurveyStepPath = 1) =>
    step === 1 ? `${booking(bookingId)}/survey` : `${booking(bookingId)}/survey/${step}`,
};

export type SurveyStepPath = 1 | 2 | 3 | 'thanks';
