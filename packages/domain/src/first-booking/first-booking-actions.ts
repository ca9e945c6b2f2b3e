import type { FirstBookingStatus } from '../catalogue/enums.js';
import type { FeatureFlags } from './feature-flags.js';

type Actor = { isEmployee: boolean };

/**
 * spec 1 §4, §6: an unconfirmed first booking may be confirmed, declined or deferred (a 'maybe'
 * with reason and comment) by an independent caregiver; employees see no action boxes.
 */
export function areFirstBookingAnswersOffered(
  firstBookingStatus: FirstBookingStatus | null,
  actor: Actor,
): boolean {
  return !actor.isEmployee && firstBookingStatus === 'CREATED';
}

/**
 * spec 1 §4: a confirmed first appointment can be cancelled (ending the contract) only when the
 * feature flag firstBookingConfirmationCancelation is on.
 */
export function isFirstBookingCancelationOffered(
  firstBookingStatus: FirstBookingStatus | null,
  actor: Actor,
  flags: FeatureFlags,
): boolean {
  return (
    flags.firstBookingConfirmationCancelation &&
    !actor.isEmployee &&
    firstBookingStatus === 'CONFIRMED'
  );
}
