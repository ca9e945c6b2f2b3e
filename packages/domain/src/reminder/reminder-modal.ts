import { addHours } from 'date-fns';
import type { BookingStatus } from '../catalogue/enums.js';
import { isUndocumented } from '../booking/booking-state.js';
import { sortBookingsByEndDate } from '../booking/diary.js';
import { toTime } from '../format/time-zone.js';

/** spec 1 §6, §9, spec 2 §9: the reminder modal lists at most 10 bookings. */
export const REMINDER_MAX_BOOKINGS = 10;
/** spec 1 §6, §9, spec 2 §9: 'later' hides it for 24 hours. */
export const REMINDER_SNOOZE_HOURS = 24;

/**
 * spec 1 §6: shown when undocumented past bookings exist; for independents only unless snoozed
 * until a stored hide-until time; for employees always.
 */
export function isReminderModalShown(
  input: { isEmployee: boolean; undocumentedCount: number; hideUntil: string | null },
  now: Date,
): boolean {
  if (input.undocumentedCount === 0) return false;
  if (input.isEmployee || input.hideUntil === null) return true;
  return now.getTime() >= toTime(input.hideUntil);
}

/** spec 1 §6: the hide-until time stored when 'later' is pressed. */
export function reminderHideUntil(now: Date): string {
  return addHours(now, REMINDER_SNOOZE_HOURS).toISOString();
}

/** spec 1 §6, §9: the undocumented bookings listed, by end date, at most 10. */
export function selectReminderBookings<
  T extends { status: BookingStatus; startDate: string; endDate: string },
>(bookings: readonly T[], now: Date): T[] {
  return sortBookingsByEndDate(bookings.filter((booking) => isUndocumented(booking, now))).slice(
    0,
    REMINDER_MAX_BOOKINGS,
  );
}
