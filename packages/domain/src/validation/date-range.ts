import { addYears } from 'date-fns';
import { VALIDATION_DATE_OUT_OF_RANGE } from './message-keys.js';

/**
 * spec 1 §9, spec 2 §9: the date picker accepts dates from 6 units back to 1 unit ahead of now; the
 * spec leaves the unit open. Years: far enough back to correct an old booking, far enough ahead to
 * plan (docs/decisions/0061-date-picker-range-in-years.md). The server holds every date a payload
 * carries to the same range.
 */
export const DATE_RANGE_YEARS_BACK = 6;
export const DATE_RANGE_YEARS_AHEAD = 1;

/**
 * The years any date on the wire may have, whatever the clock (issue 15 #11: year 0000 answered
 * 500, years 0001–0099 came back as 19xx). Wider than the picker's range, so that a caregiver's
 * clock being off never turns a date into a shape error; the picker's range is checked with `now`.
 */
export const EARLIEST_YEAR = 1900;
export const LATEST_YEAR = 2199;

/** Whether an ISO date or date-time (yyyy-…) lies in the years EARLIEST_YEAR…LATEST_YEAR. */
export function hasPlausibleYear(isoDate: string): boolean {
  const year = Number(/^(\d{4})-/.exec(isoDate)?.[1]);
  return year >= EARLIEST_YEAR && year <= LATEST_YEAR;
}

/** The first and last instant the date picker offers around `now`. */
export function dateRangeAround(now: Date): { earliest: Date; latest: Date } {
  return {
    earliest: addYears(now, -DATE_RANGE_YEARS_BACK),
    latest: addYears(now, DATE_RANGE_YEARS_AHEAD),
  };
}

/**
 * The fields among `dates` (ISO strings or instants) outside the picker's range around `now`, as
 * validation details (field → VALIDATION_DATE_OUT_OF_RANGE); empty when all lie within it.
 */
export function datesOutOfRange(
  dates: Record<string, string | Date>,
  now: Date,
): Record<string, string> {
  const { earliest, latest } = dateRangeAround(now);
  const details: Record<string, string> = {};
  for (const [field, value] of Object.entries(dates)) {
    const time = new Date(value).getTime();
    if (!(time >= earliest.getTime() && time <= latest.getTime())) {
      details[field] = VALIDATION_DATE_OUT_OF_RANGE;
    }
  }
  return details;
}
