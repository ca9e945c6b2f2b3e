import { z } from 'zod';
import { CONFIRMATION_CHOICES } from '../contract/confirmation-choices.js';
import {
  CONFIRMATION_STATUS_UPDATE_REASONS,
  DIFFERENT_CAREGIVER_SUB_REASONS,
  FIRST_BOOKING_DECLINE_REASONS,
  isOtherConfirmationStatusReason,
  type DifferentCaregiverSubReason,
  type FirstBookingDeclineReason,
} from '../definitions/reasons.js';
import { freeText, isBlank, oneOf, optionalFreeText, requiredText } from './common.js';
import {
  VALIDATION_DESCRIPTION_BLANK,
  VALIDATION_INVALID_OPTION,
  VALIDATION_REASON_BLANK,
  VALIDATION_SELECT_REASON,
  VALIDATION_SUB_REASON_WITHOUT_REASON,
} from './message-keys.js';

export const DIFFERENT_CAREGIVER_REASON: FirstBookingDeclineReason =
  'different_type_of_caregiver_needed';

const SUB_REASONS: readonly string[] = DIFFERENT_CAREGIVER_SUB_REASONS;
const MAIN_REASONS: readonly string[] = FIRST_BOOKING_DECLINE_REASONS;

/**
 * A sub-reason key that an old client sends as the reason (record 0060, superseded by 0110).
 * 'other' is a reason of its own too, so it stays the reason: such a client could not tell them
 * apart either.
 */
function isLegacySubReason(key: string): key is DifferentCaregiverSubReason {
  return SUB_REASONS.includes(key) && !MAIN_REASONS.includes(key);
}

/**
 * What `decline_reason` accepts: the reasons, and the sub-reasons old clients and their queued
 * requests still send in its place (docs/decisions/0110-first-booking-decline-reason-and-sub-reason.md).
 */
const DECLINE_REASON_KEYS = [
  ...new Set([...FIRST_BOOKING_DECLINE_REASONS, ...DIFFERENT_CAREGIVER_SUB_REASONS]),
] as [string, ...string[]];

/**
 * spec 1 §5 First-booking decline: a reason, and a non-blank description of at most 100
 * characters; for different_type_of_caregiver_needed also what does not fit (spec 1 §3), in
 * `decline_sub_reason`, which no other reason may carry. Wire: POST
 * /caregiver-app/first-booking/decline/{id} (spec 1 §7). The output always holds the two apart:
 * a legacy body with the sub-reason as the reason reads as that reason plus the sub-reason.
 */
export const firstBookingDeclineBodySchema = z
  .object({
    decline_reason: oneOf(DECLINE_REASON_KEYS, VALIDATION_SELECT_REASON),
    decline_sub_reason: oneOf(DIFFERENT_CAREGIVER_SUB_REASONS).nullish(),
    decline_description: freeText().min(1, VALIDATION_DESCRIPTION_BLANK),
  })
  .superRefine((value, ctx) => {
    const sub = value.decline_sub_reason ?? null;
    // A sub-reason belongs to different_type_of_caregiver_needed only; a legacy sub-reason in the
    // reason field beside a second one in its own field says two things at once.
    if (sub !== null && value.decline_reason !== DIFFERENT_CAREGIVER_REASON) {
      ctx.addIssue({
        code: 'custom',
        message: VALIDATION_SUB_REASON_WITHOUT_REASON,
        path: ['decline_sub_reason'],
      });
    }
  })
  .transform((value): FirstBookingDecline => {
    if (isLegacySubReason(value.decline_reason)) {
      return {
        decline_reason: DIFFERENT_CAREGIVER_REASON,
        decline_sub_reason: value.decline_reason,
        decline_description: value.decline_description,
      };
    }
    return {
      decline_reason: value.decline_reason as FirstBookingDeclineReason,
      decline_sub_reason: value.decline_sub_reason ?? null,
      decline_description: value.decline_description,
    };
  });

/** A first-booking decline as the server stores it: reason and sub-reason apart. */
export type FirstBookingDecline = {
  decline_reason: FirstBookingDeclineReason;
  decline_sub_reason: DifferentCaregiverSubReason | null;
  decline_description: string;
};
/** The body a client sends (the new shape; the schema also reads the legacy one). */
export type FirstBookingDeclineBody = z.input<typeof firstBookingDeclineBodySchema>;

/**
 * spec 1 §5 Status update: a reason is required ('Reason cannot be blank'); the description is
 * required when the reason is 'other' ('Description cannot be blank'), at most 100 characters.
 * Wire: POST /caregiver-app/first-booking/update-confirmation-status/{id} (spec 1 §7).
 */
export const confirmationStatusUpdateBodySchema = z
  .object({
    reason: requiredText(VALIDATION_REASON_BLANK),
    description: optionalFreeText(),
  })
  .superRefine((value, ctx) => {
    if (isBlank(value.reason)) return;
    if (!(CONFIRMATION_STATUS_UPDATE_REASONS as readonly string[]).includes(value.reason)) {
      ctx.addIssue({ code: 'custom', message: VALIDATION_INVALID_OPTION, path: ['reason'] });
    } else if (isOtherConfirmationStatusReason(value.reason) && isBlank(value.description)) {
      ctx.addIssue({
        code: 'custom',
        message: VALIDATION_DESCRIPTION_BLANK,
        path: ['description'],
      });
    }
  });
export type ConfirmationStatusUpdateBody = z.infer<typeof confirmationStatusUpdateBodySchema>;

/** spec 1 §7 GraphQL updateContractConfirmationStatus(contractId, status). */
export const contractConfirmationStatusInputSchema = z.object({
  contractId: requiredText(),
  status: oneOf(CONFIRMATION_CHOICES),
});
export type ContractConfirmationStatusInput = z.infer<typeof contractConfirmationStatusInputSchema>;
