// Issue 40: the console's read queries (the shared contract's names, camelCase). Query strings
// arrive as text: numbers are coerced, every text is clean (issue 15 #10).
import { cleanText, dayDate, LANGUAGES } from '@careport/domain';
import type { AnswerKind, CaregiverKind } from '@careport/domain/back-office';
import { z } from 'zod';
import { pageQuery } from './cursor.js';

export const CAREGIVER_KINDS = [
  'employed',
  'independent',
  'applicant',
] as const satisfies readonly CaregiverKind[];
export type { AnswerKind, CaregiverKind };

const code = () =>
  cleanText({ message: 'must be text' })
    .trim()
    .min(1)
    .max(100)
    .regex(/^[\w-]+$/, 'must be a code (letters, digits, _ and -)');

export const searchCaregiversQuerySchema = z.strictObject({
  query: cleanText({ message: 'must be text' }).trim().max(100).optional(),
  kind: z.enum(CAREGIVER_KINDS).optional(),
  postalPrefix: cleanText({ message: 'must be text' })
    .regex(/^\d{1,5}$/, 'must be 1 to 5 digits')
    .optional(),
  service: code().optional(),
  language: z.enum(LANGUAGES).optional(),
  freeOn: dayDate().optional(),
  ...pageQuery,
});
export type SearchCaregiversQuery = z.output<typeof searchCaregiversQuerySchema>;

export const ANSWER_KINDS = [
  'survey',
  'first-booking-decline',
  'cancellation',
  'proposal-decline',
] as const satisfies readonly AnswerKind[];

export const listAnswersQuerySchema = z.strictObject({
  kind: z.enum(ANSWER_KINDS).optional(),
  from: dayDate().optional(),
  to: dayDate().optional(),
  ...pageQuery,
});
export type ListAnswersQuery = z.output<typeof listAnswersQuerySchema>;

export const candidatesQuerySchema = z.strictObject({
  /** The language the care receiver speaks (the request records none); German by default. */
  language: z.enum(LANGUAGES).default('GERMAN'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
