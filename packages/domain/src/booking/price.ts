import { toTime } from '../format/time-zone.js';

/** Whole minutes between start and end (spec 1 §3 pricing.durationInMinutes). */
export function durationInMinutes(startDate: Date | string, endDate: Date | string): number {
  return Math.round((toTime(endDate) - toTime(startDate)) / 60_000);
}

/**
 * spec 1 §3: the price is the hourly rate times the duration in hours; money is in cents
 * (spec 1 §9), so the result is rounded to a whole cent.
 */
export function calculateGrossPriceInCents(
  grossPricePerHourInCents: number,
  minutes: number,
): number {
  return Math.round((grossPricePerHourInCents * minutes) / 60);
}
