import type { ErrorCode } from '@careport/domain';
import { AppError } from './app-error.js';

/**
 * The HTTP status of each code a use case throws, written once so REST answers the same status
 * for the same rule everywhere (GraphQL carries only the code).
 */
const HTTP_STATUS: Partial<Record<ErrorCode, number>> = {
  CANNOT_DESERIALIZE_REQUEST_DATA: 400,
  BOOKING_INVALID_ID: 400,
  CONTRACT_INVALID_ID: 400,
  BOOKING_INVALID_SERVICE: 400,
  BOOKING_TOO_LONG: 400,
  BOOKING_END_BEFORE_START: 400,
  CANCELLATION_REASON_INVALID: 400,
  IMAGE_INVALID: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  BOOKING_NOT_FOUND: 404,
  CONTRACT_NOT_FOUND: 404,
  PERFORMANCE_DOCUMENT_NO_IMAGE_FOUND: 404,
  DOWNLOAD_TOKEN_INVALID: 404,
  NOT_FOUND: 404,
  BOOKING_IS_FULFILLED: 409,
  BOOKING_IS_INVOICED: 409,
  BOOKING_IS_OVERLAPPING: 409,
  BOOKING_VALIDATION_OVERLAPS: 409,
  BOOKING_NOT_STARTED: 409,
  BOOKING_IS_FIRST_BOOKING: 409,
  BOOKING_IS_NOT_FIRST_BOOKING: 409,
  CONTRACT_INACTIVE: 409,
  BOOKING_AFTER_CONTRACT_END: 409,
  IMAGE_TOO_LARGE: 413,
};

/** A coded error with its usual HTTP status (400 for a code without one). */
export function fail(code: ErrorCode, details?: Record<string, string>): AppError {
  return new AppError(code, HTTP_STATUS[code] ?? 400, details);
}
