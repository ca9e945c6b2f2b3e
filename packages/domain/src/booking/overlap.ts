import { toTime } from '../format/time-zone.js';

/** spec 1 §5, §9: a zero-length booking counts as 5 minutes in the overlap check. */
export const ZERO_LENGTH_BOOKING_MINUTES = 5;

type Interval = { startDate: Date | string; endDate: Date | string };
type ExistingBooking = Interval & { bookingId?: string };

/** [start, end) in ms, or null for an invalid interval (unparsable or ending before it starts). */
function toRange(interval: Interval): [number, number] | null {
  const start = toTime(interval.startDate);
  const end = toTime(interval.endDate);
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) return null;
  return [start, end === start ? start + ZERO_LENGTH_BOOKING_MINUTES * 60_000 : end];
}

/** spec 1 §5: two intervals overlap when each starts before the other ends; touching is fine. */
export function isOverlapping(a: Interval, b: Interval): boolean {
  const first = toRange(a);
  const second = toRange(b);
  // spec 1 §5: an invalid interval is treated as not overlapping.
  if (first === null || second === null) return false;
  return first[0] < second[1] && second[0] < first[1];
}

/**
 * spec 1 §5: overlaps with existing bookings are counted and the count is reported. The booking
 * being edited (same bookingId) is not compared with itself.
 */
export function countOverlaps(
  candidate: Interval & { bookingId?: string },
  existing: readonly ExistingBooking[],
): number {
  return existing.filter(
    (booking) =>
      (candidate.bookingId === undefined || booking.bookingId !== candidate.bookingId) &&
      isOverlapping(candidate, booking),
  ).length;
}
