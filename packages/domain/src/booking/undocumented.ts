import type { BookingStatus } from '../catalogue/enums.js';
import { isUndocumented } from './booking-state.js';

/** spec 1 §2 Diary: the Past tab's badge counts the undocumented bookings. */
export function countUndocumented(
  bookings: readonly { status: BookingStatus; endDate: string }[],
  now: Date,
): number {
  return bookings.filter((booking) => isUndocumented(booking, now)).length;
}
