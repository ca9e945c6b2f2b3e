import { z } from 'zod';
import { CONFIRMATION_CHOICES } from '../contract/confirmation-choices.js';
import {
  CONFIRMATION_STATUS_UPDATE_REASONS,
  DIFFERENT_CAREGIVER_SUB_REASONS,
  FIRST_BOOKING_DECLINE_REASONS,
  isOtherConfirmationStatusReason,
} from '../definitions/reasons.js';
import { freeText, isBlank, oneOf, optionalFreeText, requiredText } from './common.js';
import {
  VALIDATION_DESCRIPTION_BLANK,
  VALIDATION_INVALID_OPTION,
  VALIDATION_REASON_BLANK,
  VALIDATION_SELECT_REASON,
} from './message-keys.js';

/**
 * The keys a first-booking decline may carry: the reasons and, for different_type_of_caregiver_needed,
 * its sub-reasons in place of the reason
 * (docs/decisions/0060-first-booking-decline-sub-reason-as-reason.md).
 */
export const FIRST_BOOKING_DECLINE_WIRE_REASONS = [
  ...new Set([...FIRST_BOOKING_DECLINE_REASONS, ...DIFFERENT_CAREGIVER_SUB_REASONS]),
] as [string, ...string[]];

/**
 * spec 1 §5 First-booking decline: a reason, and a non-blank description of at most 100
 * characters. Wire: POST /caregiver-app/first-booking/decline/{id} (spec 1 §7).
 */
export const firstBookingDeclineBodySchema = z.object({
  decline_reason: oneOf(FIRST_BOOKING_DECLINE_WIRE_REASONS, VALIDATION_SELECT_REASON),
  decline_description: freeText().min(1, VALIDATION_DESCRIPTION_BLANK),
});
export type FirstBookingDeclineBody = z.infer<typeof firstBookingDeclineBodySchema>;

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
