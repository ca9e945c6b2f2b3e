import type { FirstBookingStatus } from '../catalogue/enums.js';
import { isTodayInBerlin } from '../booking/diary.js';
import { toTime } from '../format/time-zone.js';

export type StatusBarText = 'UNCONFIRMED' | 'CONFIRMED_TODAY' | 'ATTENTION' | 'CONFIRMED';
export type StatusBarColour = 'green' | 'darkGray';

/** The i18n key of the text is `firstBooking.STATUS_BAR_<text>`. */
export type StatusBar = { text: StatusBarText; colour: StatusBarColour };

/**
 * spec 1 §4 First booking status bar:
 * - confirmed, today, not past: 'confirmed today'; confirmed, past: attention; confirmed, future:
 *   confirmed;
 * - green if confirmed and the end is not past, otherwise dark gray;
 * - declined hides the bar (null). Unconfirmed shows an 'unconfirmed' text (not in the spec).
 */
export function firstBookingStatusBar(
  firstBooking: { status: FirstBookingStatus; endDate: string },
  now: Date,
): StatusBar | null {
  const isPast = toTime(firstBooking.endDate) <= now.getTime();
  switch (firstBooking.status) {
    case 'DECLINED':
      return null;
    case 'CREATED':
      return { text: 'UNCONFIRMED', colour: 'darkGray' };
    case 'CONFIRMED':
      if (isPast) return { text: 'ATTENTION', colour: 'darkGray' };
      return {
        text: isTodayInBerlin(firstBooking.endDate, now) ? 'CONFIRMED_TODAY' : 'CONFIRMED',
        colour: 'green',
      };
  }
}
