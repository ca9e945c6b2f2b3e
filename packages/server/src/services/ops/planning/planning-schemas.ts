// Issue 40: the planning calls' bodies and queries, in the console's camelCase (the shared
// contract of issue 40). Messages are zod's English ones: the reader is staff at a screen.
import {
  CANCELLATION_PARTIES,
  CANCELLATION_REASONS,
  cleanText,
  dayDate,
  FREE_TEXT_MAX_LENGTH,
  PLANNING_MAX_REPEAT_WEEKS,
} from '@careport/domain';
import { z } from 'zod';

/** A wall-clock time of day, 00:00 to 23:59. */
const timeOfDay = () =>
  cleanText({ message: 'must be a time HH:mm' }).regex(
    /^([01]\d|2[0-3]):[0-5]\d$/,
    'must be a time HH:mm (00:00–23:59)',
  );

const slot = {
  date: dayDate(),
  start: timeOfDay(),
  end: timeOfDay(),
};

export const planBookingsBodySchema = z.strictObject({
  contractId: z.uuid(),
  ...slot,
  /** The visits of a weekly series in all (1: just this one). */
  repeatWeeks: z.int().min(1).max(PLANNING_MAX_REPEAT_WEEKS).default(1),
});
export type PlanBookingsInput = z.output<typeof planBookingsBodySchema>;

export const moveBookingBodySchema = z.strictObject(slot);
export type MoveBookingInput = z.output<typeof moveBookingBodySchema>;

const ALL_REASON_KEYS = [...CANCELLATION_REASONS.customer, ...CANCELLATION_REASONS.caregiver];

export const cancelPlannedBookingBodySchema = z
  .strictObject({
    /** What the provider was told, shown where cancellation reasons are (spec 1 §6). */
    reason: cleanText({ message: 'must be text', multiLine: true })
      .trim()
      .min(1, 'must not be blank')
      .max(FREE_TEXT_MAX_LENGTH),
    /** Who cancelled: the customer (default) or the caregiver. */
    party: z.enum(CANCELLATION_PARTIES).default('customer'),
    /** One of the party's cancellation reasons (definitions); default its 'other'. */
    reasonKey: z.enum(ALL_REASON_KEYS as [string, ...string[]]).optional(),
  })
  .refine((body) => body.reasonKey === undefined || body.reasonKey.startsWith(`${body.party}_`), {
    message: "must be one of the party's reasons",
    path: ['reasonKey'],
  });
export type CancelPlannedBookingInput = z.output<typeof cancelPlannedBookingBodySchema>;

export const weekQuerySchema = z.strictObject({ from: dayDate() });
