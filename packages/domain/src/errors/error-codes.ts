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
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
