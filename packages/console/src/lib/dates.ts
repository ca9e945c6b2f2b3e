import dayjs from 'dayjs';

// Days as the API writes them (YYYY-MM-DD, the caregivers' Berlin days). Weeks start on Monday.
export const DAY_FORMAT = 'YYYY-MM-DD';

export function mondayOf(day: string): string {
  const date = dayjs(day);
  const offset = (date.day() + 6) % 7;
  return date.subtract(offset, 'day').format(DAY_FORMAT);
}

export function addDays(day: string, days: number): string {
  return dayjs(day).add(days, 'day').format(DAY_FORMAT);
}

export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

export function today(): string {
  return dayjs().format(DAY_FORMAT);
}

export function isDay(value: string | null): value is string {
  return value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value).isValid();
}

/** "Mo., 7.12." in German, "Mon, 12/7" in English. */
export function formatDay(day: string, locale: string, withYear = false): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
  }).format(new Date(`${day}T12:00:00`));
}

export function formatInstant(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }).format(new Date(iso));
}

/** An instant's Berlin day: "2.12.2026" in German. */
export function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Europe/Berlin' }).format(
    new Date(iso),
  );
}

/** A documentation period: "März 2026". */
export function formatMonth(year: number, month: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 15)));
}
