// The back office's request bodies (README "Back office", docs/api/staff.md, the generated
// docs/api/openapi.json), in the API's snake_case. The value sets come from the domain, so the
// back office can only write what the app can show. Messages are zod's English ones: the reader
// is staff at a terminal.
import { DEMO_PERSONAS } from '../../seed/demo-persona.js';
import {
  BOOKING_FREQUENCIES,
  BOOKING_MAX_MINUTES,
  BOOKING_TYPES,
  CARE_DEGREES,
  cleanText,
  dayDate as domainDayDate,
  CONFIRMATION_STATUS_UPDATE_REASONS,
  DIFFERENT_CAREGIVER_REASON,
  DIFFERENT_CAREGIVER_SUB_REASONS,
  FIRST_BOOKING_DECLINE_REASONS,
  FREE_TEXT_MAX_LENGTH,
  GENDERS,
  isoDateTime,
  isOtherConfirmationStatusReason,
  PAYMENT_METHODS,
  PROPOSAL_STATUSES,
} from '@careport/domain';
import { MAIN_SERVICES } from '@careport/domain/definitions';
import { z } from 'zod';

// cleanText: no control characters, as every text the app's side takes (issue 15 §10).
const text = (max: number) =>
  cleanText({ message: 'must be text' }).trim().min(1, 'must not be blank').max(max);
const optionalText = (max: number) =>
  cleanText({ message: 'must be text' }).trim().max(max).optional();
const opsFreeText = () =>
  cleanText({ message: 'must be text', multiLine: true })
    .trim()
    .max(FREE_TEXT_MAX_LENGTH)
    .optional();
// The domain's date schemas, for their plausible-year range (issue 15 §11).
const dateTime = () => isoDateTime();
const opsDayDate = () => domainDayDate();

const personSchema = z.strictObject({
  first_name: text(100),
  last_name: text(100),
  email: z.email().max(320).optional(),
  phone_number: optionalText(50),
});

const addressSchema = z.strictObject({
  street: text(200),
  house_number: optionalText(20),
  postal_code: cleanText({ message: 'must be text' })
    .trim()
    .regex(/^\d{5}$/, 'must be a German postal code (5 digits)'),
  city: text(100),
  additional_information: optionalText(200),
});

/** spec 1 §3 Care receiver, as the marketplace records it. */
export const opsCareReceiverSchema = personSchema
  .extend({
    gender: z.enum(GENDERS).optional(),
    date_of_birth: opsDayDate().optional(),
    care_degree: z.enum(CARE_DEGREES).default('UNKNOWN'),
    address: addressSchema,
    is_self_booker: z.boolean().default(false),
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
  })
  .refine((value) => (value.latitude === undefined) === (value.longitude === undefined), {
    message: 'latitude and longitude go together',
    path: ['longitude'],
  });

/** spec 1 §3 Schedule. */
const scheduleSchema = z.strictObject({
  date: opsDayDate().optional(),
  duration_in_minutes: z.int().min(1).max(BOOKING_MAX_MINUTES).optional(),
  frequency: z.enum(BOOKING_FREQUENCIES),
  booking_type: z.enum(BOOKING_TYPES).optional(),
  is_flexible: z.boolean().default(false),
  is_all_day: z.boolean().default(false),
  expected_schedule: z
    .strictObject({ is_flexible: z.boolean().default(true), preferences: optionalText(500) })
    .optional(),
});

/** How long a proposal stays open: an instant, or hours from now (default 48). */
const expirySchema = {
  expires_at: dateTime().optional(),
  expires_in_hours: z
    .number()
    .positive()
    .max(24 * 60)
    .optional(),
};

/** spec 1 §3 subServiceId keys (e.g. shopping), as service requests store them. */
const SUB_SERVICE_KEYS = MAIN_SERVICES.flatMap((service) =>
  service.subServices.map((subService) => subService.subServiceId),
) as [string, ...string[]];

const caregiverEmail = z
  .email()
  .max(320)
  .transform((email) => email.toLowerCase());

export const proposeServiceRequestBodySchema = z
  .strictObject({
    caregiver_email: caregiverEmail,
    care_receiver_id: z.uuid().optional(),
    care_receiver: opsCareReceiverSchema.optional(),
    /** The additional contact (spec 1 §3 Customer); none for a self-booker. */
    contact: personSchema.optional(),
    description: text(2000),
    schedule: scheduleSchema,
    sub_service_ids: z.array(z.enum(SUB_SERVICE_KEYS)).min(1, 'name at least one sub-service'),
    gross_price_per_hour_in_cents: z.int().min(0).max(100_000),
    payment_method: z.enum(PAYMENT_METHODS),
    is_new_customer: z.boolean().default(true),
    ...expirySchema,
  })
  .superRefine((value, ctx) => {
    if ((value.care_receiver_id === undefined) === (value.care_receiver === undefined)) {
      ctx.addIssue({
        code: 'custom',
        message: 'give either care_receiver (a new one) or care_receiver_id (an existing one)',
        path: ['care_receiver'],
      });
    }
    if (value.care_receiver?.is_self_booker === true && value.contact !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: 'a self-booker has no additional contact',
        path: ['contact'],
      });
    }
    if (value.care_receiver?.is_self_booker === false && value.contact === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: 'a care receiver who does not book for themself needs a contact',
        path: ['contact'],
      });
    }
    if (value.expires_at !== undefined && value.expires_in_hours !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: 'give expires_at or expires_in_hours, not both',
        path: ['expires_in_hours'],
      });
    }
  });
export type ProposeServiceRequestInput = z.output<typeof proposeServiceRequestBodySchema>;

/** Proposes an existing service request to one more caregiver. */
export const proposeAgainBodySchema = z
  .strictObject({ caregiver_email: caregiverEmail, ...expirySchema })
  .refine((value) => value.expires_at === undefined || value.expires_in_hours === undefined, {
    message: 'give expires_at or expires_in_hours, not both',
    path: ['expires_in_hours'],
  });
export type ProposeAgainInput = z.output<typeof proposeAgainBodySchema>;

export const awardProposalBodySchema = z
  .strictObject({
    /** Whose accepted proposal; may be left out when exactly one caregiver accepted. */
    caregiver_email: caregiverEmail.optional(),
    /** The first booking; both or neither (then derived from the schedule). */
    start_date: dateTime().optional(),
    end_date: dateTime().optional(),
    /** The provider's commission as a fraction; default the caregiver's own rate. */
    commission_rate: z.number().min(0).max(1).optional(),
    /**
     * Issue 40: the customer takes the time the caregiver offered with a decline: the named
     * caregiver's counter-proposal becomes the first booking, and the proposal accepted.
     */
    accept_counter_proposal: z.boolean().optional(),
  })
  .refine((value) => (value.start_date === undefined) === (value.end_date === undefined), {
    message: 'give start_date and end_date together, or neither',
    path: ['end_date'],
  })
  .refine((value) => !value.accept_counter_proposal || value.caregiver_email !== undefined, {
    message: 'name the caregiver whose counter-proposal is accepted',
    path: ['caregiver_email'],
  })
  .refine((value) => !value.accept_counter_proposal || value.start_date === undefined, {
    message: "the counter-proposal's time is the first booking: leave start_date and end_date out",
    path: ['start_date'],
  });
export type AwardProposalInput = z.output<typeof awardProposalBodySchema>;

/** spec 1 §3 Unsure reasons: the customer's 'maybe'. */
export const UNSURE_REASONS = CONFIRMATION_STATUS_UPDATE_REASONS.filter((reason) =>
  reason.startsWith('reason_'),
) as [string, ...string[]];

/** spec 1 §4 First booking: the customer confirms, answers maybe (reason, comment) or declines. */
export const firstBookingAnswerBodySchema = z.discriminatedUnion('answer', [
  z.strictObject({ answer: z.literal('confirm') }),
  z
    .strictObject({
      answer: z.literal('maybe'),
      reason: z.enum(UNSURE_REASONS),
      comment: opsFreeText(),
    })
    .refine((value) => !isOtherConfirmationStatusReason(value.reason) || !!value.comment, {
      message: 'reason_other needs a comment',
      path: ['comment'],
    }),
  z
    .strictObject({
      answer: z.literal('decline'),
      reason: z.enum(FIRST_BOOKING_DECLINE_REASONS).optional(),
      /** Record 0110: what kind of caregiver the customer wants, apart from the reason. */
      sub_reason: z.enum(DIFFERENT_CAREGIVER_SUB_REASONS).optional(),
      comment: opsFreeText(),
    })
    // Record 0110, as the caregiver's decline: the sub-reasons belong to this one reason only.
    .refine(
      (value) => value.sub_reason === undefined || value.reason === DIFFERENT_CAREGIVER_REASON,
      {
        message: 'sub_reason goes only with the reason different_type_of_caregiver_needed',
        path: ['sub_reason'],
      },
    ),
]);
export type FirstBookingAnswerInput = z.output<typeof firstBookingAnswerBodySchema>;

export const cancelContractBodySchema = z.strictObject({
  /** The day the collaboration ends (Berlin), or an exact instant. */
  scheduled_for: z.union([opsDayDate(), dateTime()]),
  /** Record 0105: why it ends, for the audit trail (its summary quotes it); not stored otherwise. */
  reason: opsFreeText(),
});
export type CancelContractInput = z.output<typeof cancelContractBodySchema>;

/** `npm run ops -- demo-caregiver`: a copy of a demo persona under a new e-mail. */
export const demoCaregiverBodySchema = z.strictObject({
  like: z.enum(DEMO_PERSONAS),
  email: caregiverEmail,
});
export type DemoCaregiverInput = z.output<typeof demoCaregiverBodySchema>;

export const listProposalsQuerySchema = z.strictObject({
  service_request_id: z.uuid().optional(),
  caregiver_email: caregiverEmail.optional(),
  status: z.enum(PROPOSAL_STATUSES).optional(),
});
export type ListProposalsQuery = z.output<typeof listProposalsQuerySchema>;
