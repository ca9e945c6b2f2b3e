import { z } from 'zod';
import { PROPOSAL_DECLINE_REASONS } from '../definitions/reasons.js';
import { PROPOSAL_DECLINE_OTHER_REASON } from '../proposal/decline-payload.js';
import { BOOKING_MAX_MINUTES } from '../booking/duration.js';
import { isBlank, isoDateTime, oneOf, optionalFreeText } from './common.js';
import {
  VALIDATION_DECLINE_REASON_REQUIRED,
  VALIDATION_DURATION_TOO_LONG,
  VALIDATION_END_AFTER_START,
  VALIDATION_SELECT_AT_LEAST_ONE_REASON,
} from './message-keys.js';

/**
 * spec 1 §5 Proposal decline: at least one reason ('Please select at least one reason'); 'other'
 * needs a brief text ('Please add a brief reason for declining'), at most 100 characters.
 */
export const proposalDeclineFormSchema = z
  .object({
    reasons: z
      .array(oneOf(PROPOSAL_DECLINE_REASONS), { error: VALIDATION_SELECT_AT_LEAST_ONE_REASON })
      .min(1, VALIDATION_SELECT_AT_LEAST_ONE_REASON),
    otherText: optionalFreeText(),
  })
  .superRefine((value, ctx) => {
    if (value.reasons.includes(PROPOSAL_DECLINE_OTHER_REASON) && isBlank(value.otherText)) {
      ctx.addIssue({
        code: 'custom',
        message: VALIDATION_DECLINE_REASON_REQUIRED,
        path: ['otherText'],
      });
    }
  });
export type ProposalDeclineForm = z.infer<typeof proposalDeclineFormSchema>;

/**
 * Beyond the spec (issue 10): a caregiver who declines for timing reasons may offer another time,
 * which the back office lists. An appointment-like interval (end after start, at most 8.5 h,
 * spec 1 §5) and an optional note of at most 100 characters.
 */
export const counterProposalSchema = z
  .object({
    start_date: isoDateTime(),
    end_date: isoDateTime(),
    note: optionalFreeText(),
  })
  .superRefine((value, ctx) => {
    const minutes = (Date.parse(value.end_date) - Date.parse(value.start_date)) / 60_000;
    if (minutes <= 0) {
      ctx.addIssue({ code: 'custom', message: VALIDATION_END_AFTER_START, path: ['end_date'] });
    } else if (minutes > BOOKING_MAX_MINUTES) {
      ctx.addIssue({ code: 'custom', message: VALIDATION_DURATION_TOO_LONG, path: ['end_date'] });
    }
  });
export type CounterProposal = z.infer<typeof counterProposalSchema>;

/**
 * spec 1 §7 POST /caregiver-app/proposal/{id}/decline: reasons, a list of reason and details
 * (details count only for 'other'), and our optional counter_proposal.
 */
export const proposalDeclineBodySchema = z.object({
  reasons: z
    .array(
      z
        .object({ reason: oneOf(PROPOSAL_DECLINE_REASONS), details: optionalFreeText() })
        .superRefine((item, ctx) => {
          if (item.reason === PROPOSAL_DECLINE_OTHER_REASON && isBlank(item.details)) {
            ctx.addIssue({
              code: 'custom',
              message: VALIDATION_DECLINE_REASON_REQUIRED,
              path: ['details'],
            });
          }
        }),
      { error: VALIDATION_SELECT_AT_LEAST_ONE_REASON },
    )
    .min(1, VALIDATION_SELECT_AT_LEAST_ONE_REASON),
  counter_proposal: counterProposalSchema.nullish(),
});
export type ProposalDeclineBody = z.infer<typeof proposalDeclineBodySchema>;
