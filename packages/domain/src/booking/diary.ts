import { format, isSameDay, startOfDay } from 'date-fns';
import { inBerlin, toTime } from '../format/time-zone.js';
import { bookingCursorOf } from './booking-page.js';
import { hasNotEnded } from './booking-state.js';

type Dated = { startDate: string; endDate: string };

/** spec 1 §9: bookings are sorted by end date (earliest first); ties by start. */
export function sortBookingsByEndDate<T extends Dated>(bookings: readonly T[]): T[] {
  return [...bookings].sort(
    (a, b) => toTime(a.endDate) - toTime(b.endDate) || toTime(a.startDate) - toTime(b.startDate),
  );
}

export type DiaryTab = 'upcoming' | 'past';

/**
 * spec 1 §2 Diary: Upcoming holds bookings that have not ended, Past the ended ones; the past
 * list is shown in reverse order (the latest first).
 */
export function selectDiaryBookings<T extends Dated>(
  bookings: readonly T[],
  tab: DiaryTab,
  now: Date,
): T[] {
  const sorted = sortBookingsByEndDate(bookings);
  return tab === 'upcoming'
    ? sorted.filter((booking) => hasNotEnded(booking, now))
    : sorted.filter((booking) => !hasNotEnded(booking, now)).reverse();
}

export type MonthGroup<T> = { month: string; bookings: T[] };

/**
 * spec 1 §2 Diary: bookings grouped by the Berlin month of their start date (`yyyy-MM`), keeping
 * the order they come in, so a reversed past list gives reversed months too.
 */
export function groupBookingsByMonth<T extends { startDate: string }>(
  bookings: readonly T[],
): MonthGroup<T>[] {
  const groups: MonthGroup<T>[] = [];
  for (const booking of bookings) {
    const month = format(inBerlin(booking.startDate), 'yyyy-MM');
    const last = groups.at(-1);
    if (last?.month === month) last.bookings.push(booking);
    else groups.push({ month, bookings: [booking] });
  }
  return groups;
}

/** spec 2 §2 Dashboard: up to 7 upcoming bookings. */
export const DASHBOARD_UPCOMING_LIMIT = 7;

/**
 * Issue 43: how many bookings the dashboard asks for. Its two cards need today's bookings and
 * the next 7 that have not ended; a day holds at most 17 (8.5 h in 30-minute visits), so 50 in
 * the diary's order from the start of today hold both with room to spare.
 */
export const DASHBOARD_BOOKINGS_PAGE = 50;

/** The nil uuid: the cursor before every booking ending at the same instant. */
const BEFORE_EVERY_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Issue 43: the dashboard's page of allBookings: the bookings ending after the start of today
 * in Berlin (the diary's order), instead of the whole history.
 */
export function dashboardBookingsPage(now: Date): { first: number; after: string } {
  const todayStart = startOfDay(inBerlin(now));
  return {
    first: DASHBOARD_BOOKINGS_PAGE,
    after: bookingCursorOf({ endDate: new Date(todayStart.getTime()), bookingId: BEFORE_EVERY_ID }),
  };
}

export function selectDashboardUpcoming<T extends Dated>(bookings: readonly T[], now: Date): T[] {
  return selectDiaryBookings(bookings, 'upcoming', now).slice(0, DASHBOARD_UPCOMING_LIMIT);
}

/** Whether `date` falls on the same Berlin calendar day as `now` (spec 1 §2 'today'). */
export function isTodayInBerlin(date: Date | string, now: Date): boolean {
  return isSameDay(inBerlin(date), inBerlin(now));
}

/**
 * spec 2 §2 Dashboard: the card for today's next appointment, among today's bookings still CREATED:
 * the earliest that has not ended; when all have ended, the latest one, whose end has passed, so
 * the card offers 'document now'.
 */
export function selectTodaysNextBooking<T extends Dated & { status: string }>(
  bookings: readonly T[],
  now: Date,
): T | null {
  const today = bookings
    .filter((booking) => booking.status === 'CREATED' && isTodayInBerlin(booking.startDate, now))
    .sort((a, b) => toTime(a.startDate) - toTime(b.startDate));
  return today.find((booking) => hasNotEnded(booking, now)) ?? today.at(-1) ?? null;
}
