import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { z } from 'zod';
import { ABSENCE_REASONS, FREE_TEXT_MAX_LENGTH, LANGUAGES } from '../catalogue/enums.js';
import { cleanText, dayDate, isBlank, oneOf, optionalFreeText, requiredText } from './common.js';
import { isValidBic, isValidIban, normalizeIban } from './bank.js';
import {
  VALIDATION_ABSENCE_END_BEFORE_START,
  VALIDATION_AT_LEAST_ONE_SERVICE,
  VALIDATION_BIC,
  VALIDATION_IBAN,
  VALIDATION_MAX_100_CHARACTERS,
  VALIDATION_PHONE_NUMBER,
  VALIDATION_POSTAL_CODE,
  VALIDATION_REQUIRED,
  VALIDATION_TAX_NO_REQUIRED,
  VALIDATION_TEXT_TOO_LONG,
  VALIDATION_TRAVEL_DISTANCE,
  VALIDATION_UST_ID_REQUIRED,
} from './message-keys.js';

/** A longer profile text (about me); the spec names no limit, this keeps rows sane. */
export const LONG_TEXT_MAX_LENGTH = 2000;

/** spec 2 §5 Bank details: iban and bic required (and well-formed). */
export const bankDetailsSchema = z.object({
  iban: requiredText().transform(normalizeIban).refine(isValidIban, VALIDATION_IBAN),
  bic: requiredText()
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .refine(isValidBic, VALIDATION_BIC),
});

const taxText = () =>
  z
    .union([cleanText().trim().max(FREE_TEXT_MAX_LENGTH, VALIDATION_MAX_100_CHARACTERS), z.null()])
    .optional()
    .transform((value) => value ?? '');

/**
 * spec 2 §5: taxNo and ustId are strings; at least one must be filled, otherwise both fields get
 * their own message: VALIDATION_TAX_NO_REQUIRED and VALIDATION_UST_ID_REQUIRED.
 */
export const taxDetailsSchema = z
  .object({ taxNo: taxText(), ustId: taxText() })
  .superRefine((value, ctx) => {
    if (isBlank(value.taxNo) && isBlank(value.ustId)) {
      ctx.addIssue({ code: 'custom', message: VALIDATION_TAX_NO_REQUIRED, path: ['taxNo'] });
      ctx.addIssue({ code: 'custom', message: VALIDATION_UST_ID_REQUIRED, path: ['ustId'] });
    }
  });

/** spec 2 §7 updateCaregiverFinancialDetails {bank{iban,bic}, tax{ustId,taxNo}}. */
export const financialDetailsSchema = z.object({
  bank: bankDetailsSchema,
  tax: taxDetailsSchema,
});
export type FinancialDetailsInput = z.infer<typeof financialDetailsSchema>;

/** Required profile text of at most `max` characters (cleanText: no control characters). */
const profileText = (max: number, message: string) => requiredText().max(max, message);

/** Optional profile text (absent or null reads as ''), at most 100 characters. */
const optionalProfileText = () => optionalFreeText();

/** spec 2 §5 About me: aboutMe and currentPosition required. */
export const aboutMeSchema = z.object({
  aboutMe: profileText(LONG_TEXT_MAX_LENGTH, VALIDATION_TEXT_TOO_LONG),
  currentPosition: profileText(FREE_TEXT_MAX_LENGTH, VALIDATION_MAX_100_CHARACTERS),
});
export type AboutMeInput = z.infer<typeof aboutMeSchema>;

/** spec 2 §5 Services: at least one sub-service ('Pick at least one service'). */
export const servicesSchema = z.object({
  subServiceIds: z
    .array(requiredText(), { error: VALIDATION_AT_LEAST_ONE_SERVICE })
    .min(1, VALIDATION_AT_LEAST_ONE_SERVICE),
});
export type ServicesInput = z.infer<typeof servicesSchema>;

/** spec 2 §5, §9: travel distance is an integer from 1 to 30 km. */
export const TRAVEL_DISTANCE_MIN_KM = 1;
export const TRAVEL_DISTANCE_MAX_KM = 30;

export const travelDistanceSchema = z.object({
  travelDistance: z
    .number({ error: VALIDATION_TRAVEL_DISTANCE })
    .int(VALIDATION_TRAVEL_DISTANCE)
    .min(TRAVEL_DISTANCE_MIN_KM, VALIDATION_TRAVEL_DISTANCE)
    .max(TRAVEL_DISTANCE_MAX_KM, VALIDATION_TRAVEL_DISTANCE),
});
export type TravelDistanceInput = z.infer<typeof travelDistanceSchema>;

/** spec 2 §7 setCaregiverBookedOut {bookedOut}. */
export const bookedOutSchema = z.object({ bookedOut: z.boolean({ error: VALIDATION_REQUIRED }) });

/** spec 2 §3, §5 Absence: from, to (yyyy-MM-dd), reason; the end cannot be before the start. */
export const absenceSchema = z
  .object({
    from: dayDate(),
    to: dayDate(),
    reason: oneOf(ABSENCE_REASONS),
  })
  .superRefine((value, ctx) => {
    if (value.to < value.from) {
      ctx.addIssue({ code: 'custom', message: VALIDATION_ABSENCE_END_BEFORE_START, path: ['to'] });
    }
  });
export type AbsenceInput = z.infer<typeof absenceSchema>;

/**
 * A phone number as people write it ('030 4403 2211', '+49 172 3456789'), read as German unless it
 * starts with a country code, checked against the numbering plans (libphonenumber's metadata).
 * Empty stays allowed: both numbers are optional.
 */
export const isPhoneNumber = (text: string): boolean => isValidPhoneNumber(text, 'DE');
const optionalPhoneNumber = () =>
  optionalProfileText().refine((text) => text === '' || isPhoneNumber(text), {
    message: VALIDATION_PHONE_NUMBER,
  });

/** A German postal code: five digits (the caregiver's address is the invoices' issuer address). */
export const GERMAN_POSTAL_CODE = /^\d{5}$/;

/** spec 2 §7 contact and address {phoneNumber, mobilePhoneNumber, company, address}. */
export const contactAndAddressSchema = z.object({
  // Issue 39: 'abc' was saved and printed on the customers' invoices.
  phoneNumber: optionalPhoneNumber(),
  mobilePhoneNumber: optionalPhoneNumber(),
  company: optionalProfileText(),
  address: z.object({
    street: profileText(FREE_TEXT_MAX_LENGTH, VALIDATION_MAX_100_CHARACTERS),
    // spec 2 §5: houseNumber is sent empty.
    houseNumber: optionalProfileText(),
    // An empty one is only 'required'.
    postalCode: requiredText().refine(
      (text) => text === '' || GERMAN_POSTAL_CODE.test(text),
      VALIDATION_POSTAL_CODE,
    ),
    city: profileText(FREE_TEXT_MAX_LENGTH, VALIDATION_MAX_100_CHARACTERS),
    additionalInformation: optionalProfileText(),
  }),
});
export type ContactAndAddressInput = z.infer<typeof contactAndAddressSchema>;

/** spec 2 §7 languages: keys of the language catalogue. */
export const languagesSchema = z.object({ languages: z.array(oneOf(LANGUAGES)) });
export type LanguagesInput = z.infer<typeof languagesSchema>;

/** spec 2 §7 updateCaregiverEducationAndQualifications {keys}. */
export const definitionKeysSchema = z.object({ keys: z.array(requiredText()) });

/** spec 2 §7 experience {experienceAndSkills, experienceWithMedicalConditions, additionalInfo}. */
export const experienceSchema = z.object({
  experienceAndSkills: z.array(requiredText()),
  experienceWithMedicalConditions: z.array(requiredText()),
  additionalInfo: z
    .union([
      cleanText({ multiLine: true }).trim().max(LONG_TEXT_MAX_LENGTH, VALIDATION_TEXT_TOO_LONG),
      z.null(),
    ])
    .optional()
    .transform((value) => value ?? ''),
});
export type ExperienceInput = z.infer<typeof experienceSchema>;
