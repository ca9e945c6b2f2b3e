// spec 1 §7, §8 and spec 2 §8: every code the server answers in `{status, errorCode}`.
export const ERROR_CODES = [
  'BOOKING_INVALID_ID',
  'BOOKING_INVALID_SERVICE',
  'BOOKING_IS_FULFILLED',
  'BOOKING_IS_INVOICED',
  'BOOKING_IS_OVERLAPPING',
  'BOOKING_NOT_FOUND',
  'BOOKING_VALIDATION_OVERLAPS',
  'CANNOT_DESERIALIZE_REQUEST_DATA',
  'CONTRACT_INVALID_ID',
  'CONTRACT_NOT_FOUND',
  'INTERNAL_SERVER_ERROR',
  'PROPOSAL_INVALID_SERVICE_REQUEST_ID',
  'PROPOSAL_NOT_FOUND',
  'PROPOSAL_ALREADY_ACCEPTED',
  'SERVICE_DOCUMENTATION_UPLOAD_FAILED',
  'PERFORMANCE_DOCUMENT_NO_IMAGE_FOUND',
  'OAUTH_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'TOO_MANY_REQUESTS',
  'PASSWORD_RESET_TOKEN_INVALID',
  // Issue 4: the server's booking rules (spec 1 §4, §5) beyond the spec's own codes.
  'BOOKING_TOO_LONG',
  'BOOKING_END_BEFORE_START',
  'BOOKING_NOT_STARTED',
  'BOOKING_IS_FIRST_BOOKING',
  'BOOKING_IS_NOT_FIRST_BOOKING',
  'CONTRACT_INACTIVE',
  'BOOKING_AFTER_CONTRACT_END',
  'CANCELLATION_REASON_INVALID',
  'IMAGE_INVALID',
  'IMAGE_TOO_LARGE',
  'DOWNLOAD_TOKEN_INVALID',
  // Issue 15 §6: a GraphQL document over the alias, cost or once-per-request limits.
  'QUERY_TOO_COMPLEX',

  // Issue 10: customer rules (spec 1 §4) beyond the spec's own codes.
  'FIRST_BOOKING_NOT_FULFILLED',
  'CONTRACT_CONFIRMATION_NOT_ALLOWED',

  // Issue 14: a proof of service exists only for a documented booking.
  'PROOF_NOT_AVAILABLE',
  // Issue 14: idempotency keys of the documenting commands (offline outbox replays).
  'IDEMPOTENCY_KEY_INVALID',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_KEY_IN_PROGRESS',
  // Issue 42: a push subscription stays with its first caregiver; a cap on bookings created.
  'PUSH_SUBSCRIPTION_TAKEN',
  'BOOKING_RATE_LIMIT',
  // Issue 39: an employee's visit is documented only with its proof (record 0100).
  'BOOKING_PROOF_MISSING',
  // Issue 39: a survey is answered for a documented booking only.
  'BOOKING_NOT_FULFILLED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
