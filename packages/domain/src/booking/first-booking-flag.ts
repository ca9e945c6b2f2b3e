import { toTime } from '../format/time-zone.js';

type Dated = { bookingId: string; contractId: string; startDate: string };

/**
 * spec 1 §3: isFirstBooking is true for the earliest booking by start date of a contract, and is
 * recomputed whenever bookings load. Equal starts are decided by bookingId so the answer is
 * stable whatever order the bookings came in.
 */
export function markFirstBookings<T extends Dated>(
  bookings: readonly T[],
): (T & { isFirstBooking: boolean })[] {
  const firstByContract = new Map<string, T>();
  for (const booking of bookings) {
    const current = firstByContract.get(booking.contractId);
    if (current === undefined || isEarlier(booking, current)) {
      firstByContract.set(booking.contractId, booking);
    }
  }
  return bookings.map((booking) => ({
    ...booking,
    isFirstBooking: firstByContract.get(booking.contractId) === booking,
  }));
}

function isEarlier(a: Dated, b: Dated): boolean {
  const difference = toTime(a.startDate) - toTime(b.startDate);
  return difference < 0 || (difference === 0 && a.bookingId < b.bookingId);
}

/** Whether `booking` is the first of `contractBookings` (which may include it). */
export function isFirstBookingOf(booking: Dated, contractBookings: readonly Dated[]): boolean {
  return contractBookings
    .filter((other) => other.contractId === booking.contractId)
    .every((other) => other.bookingId === booking.bookingId || !isEarlier(other, booking));
}
