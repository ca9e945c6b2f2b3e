import { TZDate } from '@date-fns/tz';
import { TIME_ZONE, inBerlin } from '../format/time-zone.js';

/** spec 2 §4: a missing upload is flagged from about this many days before the month ends. */
export const SERVICE_DOCUMENTATION_DUE_DAYS = 4;
/** spec 2 §4: the marketplace checks the documentation on this day of the following month. */
export const SERVICE_DOCUMENTATION_CHECK_DAY = 3;

/** A period as the spec names it: a calendar month (1-based) of a contract. */
export type DocumentationMonth = { year: number; month: number };

/**
 * spec 2 §4 upload state of one period at `now`:
 * - UPLOADED: a file is there;
 * - UPCOMING: the month has not begun, or is still running and far from its end;
 * - DUE: within the last SERVICE_DOCUMENTATION_DUE_DAYS days of the month, up to the check day;
 * - OVERDUE: from the start of the check day (00:00 Berlin) of the following month, still no file.
 */
export type ServiceDocumentationState = 'UPLOADED' | 'UPCOMING' | 'DUE' | 'OVERDUE';

/** Midnight Berlin at the start of `day` of the given month (month may run past 12). */
function berlinMidnight(year: number, month: number, day: number): number {
  return new TZDate(year, month - 1, day, 0, 0, TIME_ZONE).getTime();
}

/** When the period starts being flagged: 00:00 Berlin, DUE_DAYS calendar days before the month ends. */
export function serviceDocumentationDueFrom(period: DocumentationMonth): Date {
  // Day 1 of the next month minus DUE_DAYS days, counted in calendar days (DST-safe: TZDate
  // normalises a day below 1 into the previous month).
  return new Date(
    berlinMidnight(period.year, period.month + 1, 1 - SERVICE_DOCUMENTATION_DUE_DAYS),
  );
}

/** The check: 00:00 Berlin on the 3rd of the following month. */
export function serviceDocumentationCheckAt(period: DocumentationMonth): Date {
  return new Date(berlinMidnight(period.year, period.month + 1, SERVICE_DOCUMENTATION_CHECK_DAY));
}

export function serviceDocumentationState(
  period: DocumentationMonth & { hasUpload: boolean },
  now: Date,
): ServiceDocumentationState {
  if (period.hasUpload) return 'UPLOADED';
  const time = now.getTime();
  if (time >= serviceDocumentationCheckAt(period).getTime()) return 'OVERDUE';
  if (time >= serviceDocumentationDueFrom(period).getTime()) return 'DUE';
  return 'UPCOMING';
}

/** The Berlin calendar month `now` falls in. */
export function documentationMonthOf(now: Date): DocumentationMonth {
  const local = inBerlin(now);
  return { year: local.getFullYear(), month: local.getMonth() + 1 };
}

/**
 * The month whose check falls on `now`'s Berlin day (the job runs on the 3rd): the previous
 * month. Null on any other day.
 */
export function monthCheckedOn(now: Date): DocumentationMonth | null {
  const local = inBerlin(now);
  if (local.getDate() !== SERVICE_DOCUMENTATION_CHECK_DAY) return null;
  const month = local.getMonth(); // 0-based: the previous month, 1-based
  return month === 0
    ? { year: local.getFullYear() - 1, month: 12 }
    : { year: local.getFullYear(), month };
}

/** The instants a Berlin calendar month spans: [from, to). */
export function documentationMonthRange(period: DocumentationMonth): { from: Date; to: Date } {
  return {
    from: new Date(berlinMidnight(period.year, period.month, 1)),
    to: new Date(berlinMidnight(period.year, period.month + 1, 1)),
  };
}
