import { addWeeks } from 'date-fns';
import { inBerlin } from '../format/time-zone.js';
import type { BookingInterval } from './booking.js';

/** spec 1 §5, §9: the recurring toggle creates 4 bookings. */
export const RECURRING_BOOKING_COUNT = 4;

/**
 * spec 1 §5: each recurring booking is one week after the previous. Weeks are added on the Berlin
 * calendar, so 10:00 stays 10:00 across a DST change.
 */
export function recurringIntervals(first: BookingInterval): BookingInterval[] {
  const start = inBerlin(first.startDate);
  const end = inBerlin(first.endDate);
  return Array.from({ length: RECURRING_BOOKING_COUNT }, (_, week) => ({
    startDate: new Date(addWeeks(start, week).getTime()),
    endDate: new Date(addWeeks(end, week).getTime()),
  }));
}
