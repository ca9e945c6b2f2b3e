import { TZDate } from '@date-fns/tz';

/** A Berlin wall-clock time as a plain Date, for test tables (month is 1-based). */
export function berlin(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  return new Date(new TZDate(year, month - 1, day, hour, minute, 'Europe/Berlin').getTime());
}

/** The same, as an ISO string. */
export function berlinIso(year: number, month: number, day: number, hour = 0, minute = 0): string {
  return berlin(year, month, day, hour, minute).toISOString();
}
