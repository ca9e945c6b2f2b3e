import {
  datesOutOfRange,
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

/** The wire's booking dates, which must lie in the date picker's range (issue 15 #11). */
const DATE_FIELDS = ['start_date', 'end_date'] as const;

function assertDatesInRange(input: unknown, now: Date): void {
  if (!isPlainObject(input)) return;
  const dates: Record<string, string> = {};
  for (const field of DATE_FIELDS) {
    const value = input[field];
    if (typeof value === 'string') dates[field] = value;
  }
  const details = datesOutOfRange(dates, now);
  if (Object.keys(details).length > 0) throw fail('CANNOT_DESERIALIZE_REQUEST_DATA', details);
}

/**
 * Parses a booking call's body with the domain schema, answering the rule's code when one broke.
 * With `now`, its dates must also lie in the date picker's range around it (6 years back, 1 ahead).
 */
export function parseBookingBody<Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
  options: { now?: Date } = {},
): z.output<Schema> {
  if (!isPlainObject(body)) throw fail('CANNOT_DESERIALIZE_REQUEST_DATA');
  try {
    const input = parseInput(schema, body);
    if (options.now) assertDatesInRange(input, options.now);
    return input;
  } catch (error) {
    if (!isAppError(error) || !error.details) throw error;
    for (const [field, message] of Object.entries(error.details)) {
      const code = codeForIssue(field, message);
      if (code) throw fail(code, error.details);
    }
    throw error;
  }
}
