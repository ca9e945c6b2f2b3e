import {
  VALIDATION_AT_LEAST_ONE_SERVICE,
  VALIDATION_DURATION_TOO_LONG,
  VALIDATION_END_AFTER_START,
  VALIDATION_PROVIDE_REASON,
  VALIDATION_SELECT_REASON,
  type ErrorCode,
} from '@careport/domain';
import type { z } from 'zod';
import { fail } from '../errors/fail.js';
import { parseInput } from '../errors/parse-input.js';
import { isAppError } from '../errors/app-error.js';

/**
 * The domain's schemas carry the spec's rules as i18n keys (spec 1 §5); a broken rule answers its
 * own code, a wrong shape CANNOT_DESERIALIZE_REQUEST_DATA. `details` keeps the field's key.
 */
function codeForIssue(field: string, message: string): ErrorCode | undefined {
  if (message === VALIDATION_DURATION_TOO_LONG) return 'BOOKING_TOO_LONG';
  if (message === VALIDATION_END_AFTER_START) return 'BOOKING_END_BEFORE_START';
  if (message === VALIDATION_SELECT_REASON || message === VALIDATION_PROVIDE_REASON) {
    return 'CANCELLATION_REASON_INVALID';
  }
  if (field === 'cancellation_extra_reason') return 'CANCELLATION_REASON_INVALID';
  // spec 1 §7: services and payment methods are checked against the definitions.
  if (message === VALIDATION_AT_LEAST_ONE_SERVICE) return 'BOOKING_INVALID_SERVICE';
  if (field === 'payment_method' || field.startsWith('main_service_ids.')) {
    return 'BOOKING_INVALID_SERVICE';
  }
  return undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Parses a booking call's body with the domain schema, answering the rule's code when one broke. */
export function parseBookingBody<Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
): z.output<Schema> {
  if (!isPlainObject(body)) throw fail('CANNOT_DESERIALIZE_REQUEST_DATA');
  try {
    return parseInput(schema, body);
  } catch (error) {
    if (!isAppError(error) || !error.details) throw error;
    for (const [field, message] of Object.entries(error.details)) {
      const code = codeForIssue(field, message);
      if (code) throw fail(code, error.details);
    }
    throw error;
  }
}
