// spec 1 §3 Care receiver and Customer (additional contact). Both belong to the marketplace, not
// to one caregiver: caregivers reach them only through their proposals and contracts.
import { CARE_DEGREES, GENDERS, PAYMENT_METHODS } from '@careport/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, enumCheck, primaryId } from './columns.js';

export const careReceivers = pgTable(
  'care_receivers',
  {
    id: primaryId(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender'),
    /** The age is derived from it (spec 1 §3 shows age). */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    email: text('email'),
    phoneNumber: text('phone_number'),
    careDegree: text('care_degree').notNull().default('UNKNOWN'),
    street: text('street').notNull(),
    houseNumber: text('house_number'),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    additionalInformation: text('additional_information'),
    /**
     * WGS 84 position of the address, for the booking map (spec 1 §2). Nullable: an address the
     * marketplace has not located yet still gets its directions link, just no map.
     */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    isSelfBooker: boolean('is_self_booker').notNull().default(false),
    paymentMethod: text('payment_method'),
    createdAt: createdAt(),
  },
  (t) => [
    enumCheck('care_receivers_gender_check', t.gender, GENDERS),
    enumCheck('care_receivers_care_degree_check', t.careDegree, CARE_DEGREES),
    enumCheck('care_receivers_payment_method_check', t.paymentMethod, PAYMENT_METHODS),
    check(
      'care_receivers_position_check',
      // Spelled out with IS NOT NULL: a CHECK passes when it is NULL, as `52.5 BETWEEN …` AND NULL is.
      sql`(${t.latitude} IS NULL AND ${t.longitude} IS NULL) OR (${t.latitude} IS NOT NULL AND ${t.longitude} IS NOT NULL AND ${t.latitude} BETWEEN -90 AND 90 AND ${t.longitude} BETWEEN -180 AND 180)`,
    ),
  ],
);

/** spec 1 §3 Customer (additional contact): the person who books for the care receiver. */
export const customers = pgTable('customers', {
  id: primaryId(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email'),
  phoneNumber: text('phone_number'),
  createdAt: createdAt(),
});
