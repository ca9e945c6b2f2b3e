import type { BookingStatus } from '../catalogue/enums.js';

/** Issue 14: how far ahead the device keeps bookings for working offline. */
export const OFFLINE_DAYS_AHEAD = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a booking's detail (and what documenting it needs) is kept on the device: every booking
 * starting within the next 14 days, and every past one still waiting to be documented (CREATED).
 */
export function isKeptForOffline(
  booking: { status: BookingStatus; startDate: string },
  now: Date,
): boolean {
  const start = new Date(booking.startDate).getTime();
  if (Number.isNaN(start)) return false;
  const horizon = now.getTime() + OFFLINE_DAYS_AHEAD * DAY_MS;
  if (start > horizon) return false;
  if (start >= now.getTime()) return true;
  return booking.status === 'CREATED';
}
