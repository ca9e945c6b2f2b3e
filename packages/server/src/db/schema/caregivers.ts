// spec 2 §3 Caregiver profile, absences and the statistics the marketplace computes.
import { ABSENCE_REASONS } from '@careport/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, enumCheck, instant, now, primaryId, rangeCheck } from './columns.js';

export const caregivers = pgTable(
  'caregivers',
  {
    id: primaryId(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Unique case-insensitively (index on lower(email)); store it as entered. */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    /** spec 2 §6: login needs a completed application. */
    applicationCompleted: boolean('application_completed').notNull().default(false),
    isCareportEmployee: boolean('is_careport_employee').notNull().default(false),
    profileImageHash: text('profile_image_hash'),
    company: text('company'),
    phoneNumber: text('phone_number'),
    mobilePhoneNumber: text('mobile_phone_number'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    street: text('street'),
    postalCode: text('postal_code'),
    city: text('city'),
    additionalInformation: text('additional_information'),
    aboutMe: text('about_me'),
    currentPosition: text('current_position'),
    /** spec 2 §2: the 'available for new customers' switch stores its inverse. */
    bookedOut: boolean('booked_out').notNull().default(false),
    /** spec 2 §5: 1 to 30 km. */
    travelDistance: integer('travel_distance').notNull().default(15),
    /** sub_services.sub_service_id values (spec 2 §7 updateCaregiverServices). */
    subServiceIds: text('sub_service_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Definition keys of kind education_and_qualification. */
    educationAndQualifications: text('education_and_qualifications')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** LANGUAGES keys. */
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Definition keys of kind experience_and_skill. */
    experienceAndSkills: text('experience_and_skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Definition keys of kind medical_condition. */
    experienceWithMedicalConditions: text('experience_with_medical_conditions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** spec 2 §7 experience mutation: additionalInfo. */
    experienceAdditionalInfo: text('experience_additional_info'),
    hasCar: boolean('has_car').notNull().default(false),
    hasDriversLicence: boolean('has_drivers_licence').notNull().default(false),
    noHomesWithPets: boolean('no_homes_with_pets').notNull().default(false),
    isSmoker: boolean('is_smoker').notNull().default(false),
    iban: text('iban'),
    bic: text('bic'),
    taxNo: text('tax_no'),
    ustId: text('ust_id'),
    referralCode: text('referral_code').unique(),
    /** spec 2 §9: whole euros. */
    customerReferralAmount: integer('customer_referral_amount'),
    caregiverReferralAmount: integer('caregiver_referral_amount'),
    /** The provider's commission as a fraction (0.2 = 20 %). */
    commissionRate: numeric('commission_rate', { precision: 5, scale: 4 }),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().default(now()),
  },
  (t) => [
    uniqueIndex('caregivers_email_lower_unique').on(sql`lower(${t.email})`),
    // Issue 40: the console lists caregivers by name, a page at a time (keyset on these three).
    index('caregivers_name_order_idx').on(t.lastName, t.firstName, t.id),
    rangeCheck('caregivers_travel_distance_check', t.travelDistance, 1, 30),
    check(
      'caregivers_commission_rate_check',
      sql`${t.commissionRate} >= 0 AND ${t.commissionRate} <= 1`,
    ),
  ],
);

/** spec 2 §3 Absence: from, to (day dates), reason. */
export const absences = pgTable(
  'absences',
  {
    id: primaryId(),
    caregiverId: uuid('caregiver_id')
      .notNull()
      .references(() => caregivers.id, { onDelete: 'cascade' }),
    from: date('from_date', { mode: 'string' }).notNull(),
    to: date('to_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('absences_caregiver_id_idx').on(t.caregiverId),
    enumCheck('absences_reason_check', t.reason, ABSENCE_REASONS),
    // spec 2 §5: the end cannot be before the start.
    check('absences_period_check', sql`${t.from} <= ${t.to}`),
  ],
);

/**
 * spec 2 §3 Caregiver stats that the marketplace computes (satisfaction, time to first call).
 * The monthly documented minutes and earnings and the proposal response rate are derived from
 * bookings and proposals at query time.
 */
export const caregiverStats = pgTable(
  'caregiver_stats',
  {
    caregiverId: uuid('caregiver_id')
      .primaryKey()
      .references(() => caregivers.id, { onDelete: 'cascade' }),
    /** spec 2 §9: scale 1–5, null when no rating exists. */
    customerSatisfactionScore: numeric('customer_satisfaction_score', { precision: 3, scale: 2 }),
    averageMinutesToFirstCall: integer('average_minutes_to_first_call'),
    previousAverageMinutesToFirstCall: integer('previous_average_minutes_to_first_call'),
    computedAt: instant('computed_at').notNull().default(now()),
  },
  (t) => [
    check(
      'caregiver_stats_satisfaction_check',
      sql`${t.customerSatisfactionScore} BETWEEN 1 AND 5`,
    ),
  ],
);
