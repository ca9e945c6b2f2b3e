import { addDays, addHours, set } from 'date-fns';
import type { BookingInterval } from '../booking/booking.js';
import { DEFAULT_BOOKING_LENGTH_HOURS } from '../booking/default-interval.js';
import { inBerlin } from '../format/time-zone.js';

/**
 * Beyond the spec (issue 10): the decline reasons that are about time, for which the caregiver may
 * offer another time. The spec's list has no reason named for timing: the hours requested and
 * 'other' (the caregiver's own words, often "not on that day") are the ones a new time can answer;
 * distance and services cannot (docs/decisions/0031-customers-area-in-the-app.md).
 */
export const PROPOSAL_TIMING_DECLINE_REASONS: readonly string[] = [
  'too_many_hours_requested',
  'other',
];

/** Whether the decline form offers a counter-proposal for the chosen reasons. */
export function isCounterProposalOffered(reasons: readonly string[]): boolean {
  return reasons.some((reason) => PROPOSAL_TIMING_DECLINE_REASONS.includes(reason));
}

/** The hour (Berlin) a counter-proposal starts at unless the caregiver picks another. */
export const COUNTER_PROPOSAL_DEFAULT_HOUR = 9;

/**
 * The time a counter-proposal offers at first: the next day at 09:00 in Berlin, for the default
 * length of a new appointment (spec 1 §5). "A day from now" offered the small hours to a caregiver
 * declining at night; the next morning is always in the future and a time customers can take.
 */
export function defaultCounterProposalInterval(now: Date): BookingInterval {
  const start = set(addDays(inBerlin(now), 1), {
    hours: COUNTER_PROPOSAL_DEFAULT_HOUR,
    minutes: 0,
    seconds: 0,
    milliseconds: 0,
  });
  return {
    startDate: new Date(start.getTime()),
    endDate: new Date(addHours(start, DEFAULT_BOOKING_LENGTH_HOURS).getTime()),
  };
}
