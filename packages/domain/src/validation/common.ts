import { z } from 'zod';
import { FREE_TEXT_MAX_LENGTH } from '../catalogue/enums.js';
import {
  VALIDATION_DATE_INVALID,
  VALIDATION_INVALID_OPTION,
  VALIDATION_MAX_100_CHARACTERS,
  VALIDATION_REQUIRED,
} from './message-keys.js';

/** A non-blank string (trimmed), 'Required' otherwise (spec 1 §5 Other, spec 2 §5). */
export const requiredText = (message: string = VALIDATION_REQUIRED) =>
  z.string({ error: message }).trim().min(1, message);

/** spec 1 §5, §9: free text of at most 100 characters (after trimming); may be empty. */
export const freeText = () =>
  z
    .string({ error: VALIDATION_REQUIRED })
    .trim()
    .max(FREE_TEXT_MAX_LENGTH, VALIDATION_MAX_100_CHARACTERS);

/** Optional free text: absent or null reads as ''. */
export const optionalFreeText = () =>
  freeText()
    .nullish()
    .transform((value) => value ?? '');

/** An ISO-8601 date-time with an offset or Z (the wire and GraphQL `DateTime`). */
export const isoDateTime = () => z.iso.datetime({ offset: true, error: VALIDATION_DATE_INVALID });

/** A day date yyyy-MM-dd (GraphQL `Date`, spec 2 §3 Absence). */
export const dayDate = () => z.iso.date({ error: VALIDATION_DATE_INVALID });

/** One value of a closed set, with our key as the message. */
export const oneOf = <T extends string>(
  values: readonly [T, ...T[]],
  message = VALIDATION_INVALID_OPTION,
) => z.enum(values, { error: message });

/** Whether a trimmed text is blank (absent, null or only spaces). */
export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}
