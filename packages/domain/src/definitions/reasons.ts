import type { CancellationParty } from '../catalogue/enums.js';

// spec 1 §3 Option lists: the reason keys served by the definition calls (spec 1 §7). Labels are
// in the i18n area `definitions`, keyed by these.

export const PROPOSAL_DECLINE_REASONS = [
  'distance_too_large',
  'too_many_hours_requested',
  'requested_services_do_not_match',
  'other',
] as const;
export type ProposalDeclineReason = (typeof PROPOSAL_DECLINE_REASONS)[number];

export const FIRST_BOOKING_DECLINE_REASONS = [
  'timing_issues',
  'die_chemie_stimmt_nicht',
  'other_solution_found',
  'no_binding_booking',
  'different_type_of_caregiver_needed',
  'customer_needs_different_services',
  'customer_chose_different_company',
  'customer_did_not_want_to_book',
  'distance_too_far',
  'customer_not_ready_yet',
  'customer_not_reached',
  'other',
] as const;
export type FirstBookingDeclineReason = (typeof FIRST_BOOKING_DECLINE_REASONS)[number];

/** spec 1 §3: the sub-reasons of different_type_of_caregiver_needed. */
export const DIFFERENT_CAREGIVER_SUB_REASONS = [
  'gender',
  'age',
  'insufficient_experience',
  'language',
  'lacks_covid_vaccination',
  'other',
] as const;
export type DifferentCaregiverSubReason = (typeof DIFFERENT_CAREGIVER_SUB_REASONS)[number];

/** spec 1 §3: the unsure reasons, plus the confirmation-status reason not_reachable. */
export const CONFIRMATION_STATUS_UPDATE_REASONS = [
  'reason_not_reachable',
  'reason_discuss_with_family',
  'reason_timing_issues',
  'reason_financing_unclear',
  'reason_customer_unsure',
  'reason_other',
  'not_reachable',
] as const;
export type ConfirmationStatusUpdateReason = (typeof CONFIRMATION_STATUS_UPDATE_REASONS)[number];

const CANCELLATION_REASON_SUFFIXES = [
  'illness',
  'holiday',
  'health_worsened',
  'forgot_appointment',
  'appointment_cancelled',
  'care_receiver_refuses_help',
  'travel_problems',
  'family_emergency',
  'change_in_work_planning',
  'andere',
] as const;

/** spec 1 §3: cancellation reasons keyed per party; the 'other' keys are `<party>_andere`. */
export const CANCELLATION_REASONS: Record<CancellationParty, readonly string[]> = {
  customer: CANCELLATION_REASON_SUFFIXES.map((suffix) => `customer_${suffix}`),
  caregiver: CANCELLATION_REASON_SUFFIXES.map((suffix) => `caregiver_${suffix}`),
};

/** spec 1 §5 Cancel: an 'other' reason needs extra text. */
export function isOtherCancellationReason(reason: string): boolean {
  return reason === 'customer_andere' || reason === 'caregiver_andere';
}

/** spec 1 §5 Status update: the description is required when the reason is 'other'. */
export function isOtherConfirmationStatusReason(reason: string): boolean {
  return reason === 'reason_other' || reason === 'other';
}
