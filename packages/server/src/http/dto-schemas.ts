// The REST answers' shapes in zod (issue 41): the DTO mappers (booking-dto.ts, proposal-dto.ts,
// me-route.ts) are typed by them, the OpenAPI description is generated from them, and the
// server's tests check each answer they receive against them.
import {
  BOOKING_FREQUENCIES,
  BOOKING_STATUSES,
  BOOKING_TYPES,
  CARE_DEGREES,
  CONTRACT_CONFIRMATION_STATUSES,
  FIRST_BOOKING_STATUSES,
  GENDERS,
  PAYMENT_METHODS,
  PROPOSAL_STATUSES,
} from '@careport/domain';
import { z } from 'zod';

/**
 * An instant as Date#toISOString writes it: UTC, milliseconds, and for a year past 9999 (or before
 * 0) ISO 8601's expanded form (`+010000-…`), which the database can hold (issue 15 #11).
 */
export const instant = () =>
  z
    .string()
    .regex(/^(\d{4}|[+-]\d{6})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    .meta({ format: 'date-time' });
const text = () => z.string();
const nullableText = () => z.string().nullable();

export const scheduleDtoSchema = z
  .strictObject({
    date: z.iso.date().nullable(),
    duration_in_minutes: z.int().nullable(),
    frequency: z.enum(BOOKING_FREQUENCIES).nullable(),
    booking_type: z.enum(BOOKING_TYPES),
    is_flexible: z.boolean(),
    is_all_day: z.boolean(),
    expected_appointment_schedule: z.strictObject({
      is_flexible: z.boolean(),
      preferences: nullableText(),
    }),
  })
  .meta({ id: 'ScheduleDto' });
export type ScheduleDto = z.input<typeof scheduleDtoSchema>;

export const subServiceDtoSchema = z
  .strictObject({ id: text(), sub_service_id: text(), label_de: text(), label_en: text() })
  .meta({ id: 'SubServiceDto' });
export type SubServiceDto = z.input<typeof subServiceDtoSchema>;

/**
 * spec 1 §3: a person's name as one object, on the proposal's, the contract's and the booking's
 * care receiver and the contract's additional contact alike (record 0112).
 */
const personNameSchema = z
  .strictObject({ first_name: text(), last_name: text() })
  .meta({ id: 'PersonNameDto' });

const confirmationStatusSchema = z.strictObject({
  reason: nullableText(),
  description: nullableText(),
});

const proofFlag = (kind: string, what: string) =>
  z.boolean().meta({
    description: `true once ${what} is uploaded; the image: POST …/image/download/{id}/request-token with kind ${kind}`,
  });

/** spec 1 §7 BookingDto. */
export const bookingDtoSchema = z
  .strictObject({
    booking_id: text(),
    contract_id: text(),
    start_date: instant(),
    end_date: instant(),
    status: z.enum(BOOKING_STATUSES),
    is_first_booking: z.boolean(),
    first_booking_status: z.enum(FIRST_BOOKING_STATUSES).nullable(),
    first_booking_confirmation_status: confirmationStatusSchema.nullable(),
    pricing: z
      .strictObject({
        duration_in_minutes: z.number(),
        gross_price_per_hour_in_cents: z.int(),
        gross_price_in_cents: z.int(),
      })
      .nullable()
      .meta({ description: 'null for employees (spec 1 §6)' }),
    services: z.array(z.strictObject({ id: text(), label_de: text(), label_en: text() })),
    other_service_description: nullableText(),
    payment_method: z.enum(PAYMENT_METHODS).nullable(),
    survey_status: nullableText().meta({
      description: "'false' while a survey is pending, 'true' once answered",
    }),
    // spec 1 §3 names the proofs by their images; the wire says whether each exists, and the image
    // comes through request-token (one-time tokens, record 0112).
    paper_booking_proof: proofFlag('paper', 'the photo of the paper proof'),
    cg_confirmation_proof: proofFlag('cg_confirmation', "the caregiver's signature"),
    cu_confirmation_proof: proofFlag('cu_confirmation', "the customer's signature of the visit"),
    cu_declaration_proof: proofFlag('cu_declaration', "the customer's signed declaration"),
    care_receiver: z.strictObject({
      name: personNameSchema,
      address: z.strictObject({
        street: text(),
        house_number: nullableText(),
        postal_code: text(),
        city: text(),
        latitude: z.number().nullable(),
        longitude: z.number().nullable(),
      }),
    }),
    contract_is_active: z.boolean(),
    cancelation_scheduled_for: instant().nullable(),
  })
  .meta({ id: 'BookingDto' });
export type BookingDto = z.input<typeof bookingDtoSchema>;

/** spec 1 §7 contract-aggregate: ContractDto. */
export const contractDtoSchema = z
  .strictObject({
    contract_id: text(),
    created_at: instant(),
    is_active: z.boolean(),
    is_new_customer: z.boolean(),
    has_fulfilled_booking: z.boolean(),
    payment_method: z.enum(PAYMENT_METHODS).nullable(),
    cancelation_initiated_at: instant().nullable(),
    cancelation_scheduled_for: instant().nullable(),
    confirmation_status: z.enum(CONTRACT_CONFIRMATION_STATUSES),
    first_booking: z
      .strictObject({
        booking_id: text(),
        start_date: instant(),
        end_date: instant(),
        status: z.enum(BOOKING_STATUSES),
      })
      .nullable(),
    first_booking_status: z.enum(FIRST_BOOKING_STATUSES).nullable(),
    first_booking_confirmation_status: confirmationStatusSchema.nullable(),
    care_receiver: z.strictObject({
      name: personNameSchema,
      gender: z.enum(GENDERS).nullable(),
      age: z.int().nullable(),
      email: nullableText(),
      phone_number: nullableText(),
      care_degree: z.enum(CARE_DEGREES),
      address: z.strictObject({
        street: text(),
        house_number: nullableText(),
        postal_code: text(),
        city: text(),
        additional_information: nullableText(),
      }),
      is_self_booker: z.boolean(),
      payment_method: z.enum(PAYMENT_METHODS).nullable(),
    }),
    customer: z
      .strictObject({
        name: personNameSchema,
        email: nullableText(),
        phone_number: nullableText(),
      })
      .nullable(),
    service_request: z
      .strictObject({
        description: nullableText(),
        schedule: scheduleDtoSchema,
        sub_services: z.array(subServiceDtoSchema),
      })
      .nullable(),
    pricing: z
      .strictObject({
        gross_customer_price_per_hour_in_cents: z.int(),
        gross_caregiver_price_per_hour_in_cents: z.int(),
        commission_rate: z.number(),
      })
      .nullable(),
    stats: z.strictObject({
      booking_count: z.int(),
      minute_count: z.number(),
      gross_earnings_in_cents: z.number().nullable(),
    }),
    service_documentation: z
      .strictObject({
        periods: z.array(z.strictObject({ period_id: text(), month: z.int(), year: z.int() })),
      })
      .nullable(),
  })
  .meta({ id: 'ContractDto' });
export type ContractDto = z.input<typeof contractDtoSchema>;

/** spec 1 §7 GET /caregiver-app/proposal: ProposalDto. */
export const proposalDtoSchema = z
  .strictObject({
    service_request_id: text(),
    status: z.enum(PROPOSAL_STATUSES),
    expires_at: instant(),
    is_new_customer: z.boolean(),
    description: nullableText(),
    care_receiver: z.strictObject({
      gender: z.enum(GENDERS).nullable(),
      name: personNameSchema,
      age: z.int().nullable(),
      care_degree: z.enum(CARE_DEGREES),
      address: z.strictObject({ street: text(), postal_code: text(), city: text() }),
    }),
    schedule: scheduleDtoSchema.nullable(),
    sub_services: z.array(subServiceDtoSchema),
    pricing: z.strictObject({ gross_price_per_hour_in_cents: z.int() }).nullable(),
  })
  .meta({ id: 'ProposalDto' });
export type ProposalDto = z.input<typeof proposalDtoSchema>;

/** spec 2 §7 GET /caregiver-app/me (`is_careportEmployee` as the spec writes it). */
export const meDtoSchema = z
  .strictObject({
    caregiver_id: text(),
    id: text(),
    name: z.strictObject({ first_name: text(), last_name: text() }),
    email: text(),
    profile_image_hash: nullableText(),
    is_careportEmployee: z.boolean(),
    company: nullableText(),
    phone_number: nullableText(),
    mobile_phone_number: nullableText(),
    date_of_birth: nullableText(),
    address: z.strictObject({
      street: nullableText(),
      postal_code: nullableText(),
      city: nullableText(),
      additional_information: nullableText(),
    }),
    about_me: nullableText(),
    current_position: nullableText(),
    booked_out: z.boolean(),
    travel_distance: z.number(),
    sub_service_ids: z.array(text()),
    education_and_qualifications: z.array(text()),
    languages: z.array(text()),
    experience_and_skills: z.array(text()),
    experience_with_medical_conditions: z.array(text()),
    has_car: z.boolean(),
    has_drivers_licence: z.boolean(),
    no_homes_with_pets: z.boolean(),
    is_smoker: z.boolean(),
  })
  .meta({ id: 'MeDto' });
export type MeDto = z.input<typeof meDtoSchema>;

const labelSchema = z.strictObject({ de: text(), en: text() });

export type DefinitionDto = {
  key: string;
  label: { de: string; en: string };
  sub_reasons?: DefinitionDto[];
};
export const definitionDtoSchema: z.ZodType<DefinitionDto> = z
  .strictObject({
    key: text(),
    label: labelSchema,
    get sub_reasons() {
      return z.array(definitionDtoSchema).optional();
    },
  })
  .meta({ id: 'DefinitionDto' });

export const mainServiceDtoSchema = z
  .strictObject({
    id: text(),
    service_id: text(),
    label: labelSchema,
    sub_services: z.array(
      z.strictObject({ id: text(), sub_service_id: text(), label: labelSchema }),
    ),
  })
  .meta({ id: 'MainServiceDto' });

export const bookingIdDtoSchema = z.strictObject({ booking_id: text() });
export const tokenIdDtoSchema = z.strictObject({ token_id: text() });
