import { startOfMonth, subMonths } from 'date-fns';
import { inBerlin } from '../format/time-zone.js';
import { bookingCursorOf } from './booking-page.js';

/**
 * Issue 43: the months of past bookings the diary loads at once (docs/decisions/0128); older ones
 * come page by page when the caregiver asks, so a ten-year history costs what a one-year one does.
 */
export const DIARY_RECENT_MONTHS = 12;

/** Older bookings, asked for at the end of the Past tab, this many at a time. */
export const DIARY_EARLIER_PAGE = 100;

/** Sorts before every booking id: a cursor at a moment rather than at a booking. */
const BEFORE_EVERY_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Where the diary's first load starts: the beginning of the Berlin month twelve months before
 * now's, as a cursor (bookings ending from then on are after it, all others before). The same all
 * month long, so the server's kept answer to the same question serves it.
 */
export function diaryWindowCursor(now: Date): string {
  const start = startOfMonth(subMonths(inBerlin(now), DIARY_RECENT_MONTHS));
  return bookingCursorOf({ endDate: new Date(start.getTime()), bookingId: BEFORE_EVERY_ID });
}
