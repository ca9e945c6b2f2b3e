// The closed value sets of both spec documents, written once: the database's check constraints,
// the GraphQL enums, the zod schemas and the app's option lists are all built from these.

/** spec 1 §4: created → fulfilled (documented) → invoiced; a confirmed state also appears. */
export const BOOKING_STATUSES = ['CREATED', 'CONFIRMED', 'FULFILLED', 'INVOICED'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** spec 1 §4 First booking: created (unconfirmed), confirmed, declined. */
export const FIRST_BOOKING_STATUSES = ['CREATED', 'CONFIRMED', 'DECLINED'] as const;
export type FirstBookingStatus = (typeof FIRST_BOOKING_STATUSES)[number];

/** spec 1 §4 Contract confirmationStatus. */
export const CONTRACT_CONFIRMATION_STATUSES = [
  'PENDING',
  'CONFIRMED',
  'DEFERRED',
  'REJECTED',
] as const;
export type ContractConfirmationStatus = (typeof CONTRACT_CONFIRMATION_STATUSES)[number];

/** spec 1 §4 Proposal. */
export const PROPOSAL_STATUSES = ['OPEN', 'ACCEPTED', 'DECLINED'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/**
 * spec 1 §3 Payment method. The first four are the spec's own keys; the others are named here
 * (docs/decisions/0007-reply-shape-and-error-codes.md): private payment, household help under §24
 * and §38.1 SGB V, workshop or
 * social welfare. `direct_reimbursement` is the assignment of claims to the insurance.
 */
export const PAYMENT_METHODS = [
  'invoice',
  'sepa',
  'sepa_direct_debit',
  'direct_reimbursement',
  'private_payment',
  'household_help_24',
  'household_help_38_1',
  'workshop_social_welfare',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** spec 1 §3 Care degree: none, unknown, requested, or a number (1–5). */
export const CARE_DEGREES = ['NONE', 'UNKNOWN', 'REQUESTED', '1', '2', '3', '4', '5'] as const;
export type CareDegree = (typeof CARE_DEGREES)[number];

export const GENDERS = ['FEMALE', 'MALE', 'DIVERSE'] as const;
export type Gender = (typeof GENDERS)[number];

/** spec 2 §3 Absence reasons. */
export const ABSENCE_REASONS = ['OTHER', 'SICK', 'VACATION'] as const;
export type AbsenceReason = (typeof ABSENCE_REASONS)[number];

/** spec 2 §3 Invoice types. */
export const INVOICE_TYPES = [
  'CUSTOMER',
  'COMMISSION',
  'CUSTOMER_STORNO',
  'COMMISSION_STORNO',
] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

/** spec 1 §3 Booking frequency. */
export const BOOKING_FREQUENCIES = [
  'EVERY_TWO_WEEKS',
  'ON_DEMAND',
  'TWO_THREE_TIMES_PER_WEEK',
  'ONCE_PER_WEEK',
  'FOUR_TIMES_PER_WEEK_OR_MORE',
  'ONCE_OR_TWICE_A_MONTH',
  'ONCE',
] as const;
export type BookingFrequency = (typeof BOOKING_FREQUENCIES)[number];

/** spec 1 §3 Schedule bookingType: one-time or recurring. */
export const BOOKING_TYPES = ['ONE_TIME', 'RECURRING'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];

/** spec 1 §3 Signature upload userType: 1 customer confirmation, 2 declaration, 3 caregiver. */
export const SIGNATURE_USER_TYPES = [1, 2, 3] as const;
export type SignatureUserType = (typeof SIGNATURE_USER_TYPES)[number];

/** spec 1 §3 cancellation_type: which party cancelled. */
export const CANCELLATION_PARTIES = ['caregiver', 'customer'] as const;
export type CancellationParty = (typeof CANCELLATION_PARTIES)[number];

/** spec 1 §3, spec 2 §3 supporting document types. */
export const SUPPORTING_DOCUMENT_TYPES = ['pdf', 'http'] as const;
export type SupportingDocumentType = (typeof SUPPORTING_DOCUMENT_TYPES)[number];

/** spec 2 §9 Languages: the main four, the others alphabetically, then sign language and other. */
export const LANGUAGES = [
  'GERMAN',
  'ENGLISH',
  'SPANISH',
  'FRENCH',
  'ARABIC',
  'BOSNIAN',
  'BULGARIAN',
  'CHINESE',
  'CROATIAN',
  'CZECH',
  'DUTCH',
  'GREEK',
  'HUNGARIAN',
  'ITALIAN',
  'KURDISH',
  'PERSIAN',
  'POLISH',
  'PORTUGUESE',
  'ROMANIAN',
  'RUSSIAN',
  'SERBIAN',
  'TURKISH',
  'UKRAINIAN',
  'VIETNAMESE',
  'SIGN_LANGUAGE',
  'OTHER',
] as const;
export type Language = (typeof LANGUAGES)[number];

/** Definition lists served by the definition calls and stored in the `definitions` table. */
export const DEFINITION_KINDS = [
  'first_booking_decline_reason',
  'caregiver_cancelled_booking',
  'customer_cancelled_booking',
  'proposal_decline_reason',
  'confirmation_status_update_reason',
  'education_and_qualification',
  'experience_and_skill',
  'medical_condition',
] as const;
export type DefinitionKind = (typeof DEFINITION_KINDS)[number];

/** spec 1 §9 and spec 2 §9: every free text is at most 100 characters. */
export const FREE_TEXT_MAX_LENGTH = 100;
