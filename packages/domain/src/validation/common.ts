import { z } from 'zod';
import { FREE_TEXT_MAX_LENGTH } from '../catalogue/enums.js';
import { hasPlausibleYear } from './date-range.js';
import {
  VALIDATION_DATE_INVALID,
  VALIDATION_INVALID_CHARACTERS,
  VALIDATION_INVALID_OPTION,
  VALIDATION_MAX_100_CHARACTERS,
  VALIDATION_REQUIRED,
} from './message-keys.js';

/**
 * Characters no text of ours may hold (issue 15 #10): the C0 controls but tab, line feed and
 * carriage return, DEL and the C1 controls. NUL above all: PostgreSQL cannot store it in text.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/**
 * Half of a UTF-16 surrogate pair without its other half (JSON's "\ud800"): no character at all,
 * which PostgreSQL's UTF-8 would store silently as U+FFFD (issue 42). Without the `u` flag the
 * regex sees code units, so a proper pair (an emoji) does not match.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** What only multi-line text may hold: tab and line breaks (also Unicode's). */
const LINE_BREAK_OR_TAB = /[\t\n\r\u2028\u2029]/;

/** Whether `value` holds only characters text may hold; line breaks and tabs only if multi-line. */
export function isCleanText(value: string, options: { multiLine?: boolean } = {}): boolean {
  return (
    !CONTROL_CHARACTER.test(value) &&
    !LONE_SURROGATE.test(value) &&
    (options.multiLine === true || !LINE_BREAK_OR_TAB.test(value))
  );
}

/**
 * Every string of every schema starts here (a lint rule keeps it so): control characters and lone
 * surrogates are refused once, at the edge, with VALIDATION_INVALID_CHARACTERS. Single-line by default; line
 * breaks and tabs only where the app offers a multi-line field
 * (docs/decisions/0017-control-characters-refused-at-the-edge.md).
 */
export const cleanText = (options: { multiLine?: boolean; message?: string } = {}) =>
  // eslint-disable-next-line no-restricted-syntax -- the one place a raw z.string() is made
  z
    .string({ error: options.message ?? VALIDATION_REQUIRED })
    .refine((value) => isCleanText(value, options), VALIDATION_INVALID_CHARACTERS);

/** A non-blank string (trimmed), 'Required' otherwise (spec 1 §5 Other, spec 2 §5). */
export const requiredText = (message: string = VALIDATION_REQUIRED) =>
  cleanText({ message }).trim().min(1, message);

/**
 * spec 1 §5, §9: free text of at most 100 characters (after trimming); may be empty. The app
 * writes it in a multi-line field (cancellation reason, feedback, other services), so line breaks
 * are allowed.
 */
export const freeText = () =>
  cleanText({ multiLine: true }).trim().max(FREE_TEXT_MAX_LENGTH, VALIDATION_MAX_100_CHARACTERS);

/** Optional free text: absent or null reads as ''. */
export const optionalFreeText = () =>
  freeText()
    .nullish()
    .transform((value) => value ?? '');

/**
 * An ISO-8601 date-time with an offset or Z (the wire and GraphQL `DateTime`), in a plausible year
 * (date-range.ts: never year 0000 or 10000).
 */
export const isoDateTime = () =>
  z.iso
    // abort: a text that is no date at all gets one message, not a second from the year check.
    .datetime({ offset: true, error: VALIDATION_DATE_INVALID, abort: true })
    .refine(hasPlausibleYear, VALIDATION_DATE_INVALID);

/** A day date yyyy-MM-dd (GraphQL `Date`, spec 2 §3 Absence), in a plausible year. */
export const dayDate = () =>
  z.iso
    .date({ error: VALIDATION_DATE_INVALID, abort: true })
    .refine(hasPlausibleYear, VALIDATION_DATE_INVALID);

/** One value of a closed set, with our key as the message. */
export const oneOf = <T extends string>(
  values: readonly [T, ...T[]],
  message = VALIDATION_INVALID_OPTION,
) => z.enum(values, { error: message });

/** Whether a trimmed text is blank (absent, null or only spaces). */
export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}
