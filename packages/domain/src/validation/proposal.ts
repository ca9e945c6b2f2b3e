import { z } from 'zod';
import { PROPOSAL_DECLINE_REASONS } from '../definitions/reasons.js';
import { PROPOSAL_DECLINE_OTHER_REASON } from '../proposal/decline-payload.js';
import { isBlank, oneOf, optionalFreeText } from './common.js';
import {
  VALIDATION_DECLINE_REASON_REQUIRED,
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

/** spec 1 §7 POST /caregiver-app/proposal/{id}/decline: reasons, a list of reason and details. */
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
});
export type ProposalDeclineBody = z.infer<typeof proposalDeclineBodySchema>;
