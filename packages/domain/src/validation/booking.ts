import { z } from 'zod';
import { CANCELLATION_PARTIES, PAYMENT_METHODS } from '../catalogue/enums.js';
import { BOOKING_MAX_MINUTES } from '../booking/duration.js';
import { CANCELLATION_REASONS, isOtherCancellationReason } from '../definitions/reasons.js';
import {
  freeText,
  isBlank,
  isoDateTime,
  oneOf,
  optionalFreeText,
  requiredText,
  cleanText,
} from './common.js';
import {
  VALIDATION_AT_LEAST_ONE_SERVICE,
  VALIDATION_CUSTOMER_REQUIRED,
  VALIDATION_DURATION_TOO_LONG,
  VALIDATION_END_AFTER_START,
  VALIDATION_NO_SIGNATURE,
  VALIDATION_OTHER_SERVICES_REQUIRED,
  VALIDATION_PROVIDE_REASON,
  VALIDATION_SELECT_PARTY,
  VALIDATION_SELECT_REASON,
} from './message-keys.js';
import { checkSigner, signerWireFields } from './signer.js';

type IssueSink = {
  addIssue: (issue: { code: 'custom'; message: string; path: PropertyKey[] }) => void;
};

/**
 * spec 1 §5: the end must come after the start, and a booking over 510 minutes is an error that
 * blocks submit ('Please change the time frame'). 180–510 minutes only warns, outside the schema.
 */
function checkInterval(start: string, end: string, endPath: string, ctx: IssueSink): void {
  const minutes = (new Date(end).getTime() - new Date(start).getTime()) / 60_000;
  if (minutes <= 0) {
    ctx.addIssue({ code: 'custom', message: VALIDATION_END_AFTER_START, path: [endPath] });
  } else if (minutes > BOOKING_MAX_MINUTES) {
    ctx.addIssue({ code: 'custom', message: VALIDATION_DURATION_TOO_LONG, path: [endPath] });
  }
}

/** spec 1 §5 Appointment create, as the add-appointment form holds it. */
export const appointmentFormSchema = z
  .object({
    contractId: requiredText(VALIDATION_CUSTOMER_REQUIRED),
    startDate: isoDateTime(),
    endDate: isoDateTime(),
    isRecurring: z.boolean().default(false),
  })
  .superRefine((value, ctx) => checkInterval(value.startDate, value.endDate, 'endDate', ctx));
export type AppointmentForm = z.infer<typeof appointmentFormSchema>;

/** spec 1 §7 POST /caregiver-app/booking: contract_id, start_date, end_date. */
export const createBookingBodySchema = z
  .object({
    contract_id: requiredText(VALIDATION_CUSTOMER_REQUIRED),
    start_date: isoDateTime(),
    end_date: isoDateTime(),
  })
  .superRefine((value, ctx) => checkInterval(value.start_date, value.end_date, 'end_date', ctx));
export type CreateBookingBody = z.infer<typeof createBookingBodySchema>;

/** spec 1 §7 POST /caregiver-app/booking/{id}: start_date, end_date (the edit form too). */
export const updateBookingBodySchema = z
  .object({ start_date: isoDateTime(), end_date: isoDateTime() })
  .superRefine((value, ctx) => checkInterval(value.start_date, value.end_date, 'end_date', ctx));
export type UpdateBookingBody = z.infer<typeof updateBookingBodySchema>;

export const appointmentEditFormSchema = z
  .object({ startDate: isoDateTime(), endDate: isoDateTime() })
  .superRefine((value, ctx) => checkInterval(value.startDate, value.endDate, 'endDate', ctx));
export type AppointmentEditForm = z.infer<typeof appointmentEditFormSchema>;

/**
 * spec 1 §5 Cancel: a party and a reason of that party must be chosen ('Please select a reason');
 * an 'other' reason needs extra text ('please provide a reason'), at most 100 characters.
 */
function checkCancellation(
  party: string,
  reason: string,
  extra: string,
  paths: { reason: string; extra: string },
  ctx: IssueSink,
): void {
  // A missing party or reason already has its own issue.
  const reasons = CANCELLATION_REASONS[party as (typeof CANCELLATION_PARTIES)[number]];
  if (reasons === undefined || isBlank(reason)) return;
  if (!reasons.includes(reason)) {
    ctx.addIssue({ code: 'custom', message: VALIDATION_SELECT_REASON, path: [paths.reason] });
  } else if (isOtherCancellationReason(reason) && isBlank(extra)) {
    ctx.addIssue({ code: 'custom', message: VALIDATION_PROVIDE_REASON, path: [paths.extra] });
  }
}

/** spec 1 §7 POST /caregiver-app/booking/cancel/{id}. */
export const cancelBookingBodySchema = z
  .object({
    cancellation_type: oneOf(CANCELLATION_PARTIES, VALIDATION_SELECT_REASON),
    cancellation_reason: requiredText(VALIDATION_SELECT_REASON),
    cancellation_extra_reason: optionalFreeText(),
  })
  .superRefine((value, ctx) =>
    checkCancellation(
      value.cancellation_type,
      value.cancellation_reason,
      value.cancellation_extra_reason,
      { reason: 'cancellation_reason', extra: 'cancellation_extra_reason' },
      ctx,
    ),
  );
export type CancelBookingBody = z.infer<typeof cancelBookingBodySchema>;

export const cancelBookingFormSchema = z
  .object({
    // issue 16 §3: the form names the missing field ('who cancelled?'); the wire body keeps the
    // spec's one message.
    party: oneOf(CANCELLATION_PARTIES, VALIDATION_SELECT_PARTY),
    reason: requiredText(VALIDATION_SELECT_REASON),
    extraReason: optionalFreeText(),
  })
  .superRefine((value, ctx) =>
    checkCancellation(
      value.party,
      value.reason,
      value.extraReason,
      { reason: 'reason', extra: 'extraReason' },
      ctx,
    ),
  );
export type CancelBookingForm = z.infer<typeof cancelBookingFormSchema>;

const paymentMethod = () => oneOf(PAYMENT_METHODS).nullish();

/**
 * spec 1 §7 POST /caregiver-app/booking/fulfill/{id}: at least one main service, or a non-blank
 * other-services text (at most 100 characters). payment_method may be left out (feedback variant).
 */
export const fulfilBookingBodySchema = z
  .object({
    start_date: isoDateTime(),
    end_date: isoDateTime(),
    main_service_ids: z.array(requiredText()).default([]),
    other_service_description: optionalFreeText(),
    payment_method: paymentMethod(),
    ...signerWireFields,
  })
  .superRefine((value, ctx) => {
    checkInterval(value.start_date, value.end_date, 'end_date', ctx);
    checkSigner(value, ctx);
    if (value.main_service_ids.length === 0 && isBlank(value.other_service_description)) {
      ctx.addIssue({
        code: 'custom',
        message: VALIDATION_AT_LEAST_ONE_SERVICE,
        path: ['main_service_ids'],
      });
    }
  });
export type FulfilBookingBody = z.infer<typeof fulfilBookingBodySchema>;

/**
 * spec 1 §5 Fulfil, the independent's form: other-services text is required when the option is
 * on, at most 100 characters; at least one main service is needed when it is off.
 */
export const fulfilFormSchema = z
  .object({
    bookingId: requiredText(),
    mainServiceIds: z.array(cleanText()).default([]),
    hasOtherServices: z.boolean().default(false),
    otherServiceDescription: optionalFreeText(),
    paymentMethod: paymentMethod(),
  })
  .superRefine((value, ctx) => {
    if (value.hasOtherServices && isBlank(value.otherServiceDescription)) {
      ctx.addIssue({
        code: 'custom',
        message: VALIDATION_OTHER_SERVICES_REQUIRED,
        path: ['otherServiceDescription'],
      });
    }
    if (!value.hasOtherServices && value.mainServiceIds.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: VALIDATION_AT_LEAST_ONE_SERVICE,
        path: ['mainServiceIds'],
      });
    }
  });
export type FulfilForm = z.infer<typeof fulfilFormSchema>;

/**
 * spec 1 §3, §7: image and signature uploads carry image_proof_base64; an empty one is 'No
 * signature entered' (spec 1 §5).
 */
export const imageProofBodySchema = z.object({
  image_proof_base64: requiredText(VALIDATION_NO_SIGNATURE),
});
export type ImageProofBody = z.infer<typeof imageProofBodySchema>;

/** The free-text limit, for a form field that only needs that rule. */
export const otherServiceDescriptionSchema = freeText();
