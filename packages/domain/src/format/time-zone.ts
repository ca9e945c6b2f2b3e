import { TZDate } from '@date-fns/tz';

/** spec 1 §5, DESIGN.md: the app shows and reasons in Europe/Berlin, whatever the device says. */
export const TIME_ZONE = 'Europe/Berlin';

/** `value` (a Date or an ISO string) as a Berlin wall-clock date, so date-fns works DST-safe. */
export function inBerlin(value: Date | string | number): TZDate {
  return new TZDate(new Date(value).getTime(), TIME_ZONE);
}

/** Milliseconds since the epoch of a Date or an ISO string. */
export function toTime(value: Date | string): number {
  return new Date(value).getTime();
}
