import { format, isSameDay } from 'date-fns';
import { de as deLocale, enGB } from 'date-fns/locale';
import { labelTexts } from '../i18n/area-texts.js';
import type { Locale } from '../i18n/locales.js';
import { inBerlin } from './time-zone.js';

/** spec 1 §5, spec 2 §5: the date format is d.MM.yyyy. */
export const DATE_FORMAT = 'd.MM.yyyy';
/** spec 1 §5: a 24-hour clock. */
export const TIME_FORMAT = 'HH:mm';
/** Day dates on the wire (spec 2 §3 Absence). */
export const DAY_DATE_FORMAT = 'yyyy-MM-dd';

const DATE_FNS_LOCALES = { de: deLocale, en: enGB };

/** A date as d.MM.yyyy in Berlin. */
export function formatDate(value: Date | string): string {
  return format(inBerlin(value), DATE_FORMAT);
}

/** A time as HH:mm in Berlin. */
export function formatTime(value: Date | string): string {
  return format(inBerlin(value), TIME_FORMAT);
}

/** A Berlin calendar day as yyyy-MM-dd. */
export function toDayDate(value: Date | string): string {
  return format(inBerlin(value), DAY_DATE_FORMAT);
}

/** spec 1 §2 Booking detail: the weekday, or 'today' when the day is today (Berlin). */
export function formatWeekdayOrToday(value: Date | string, now: Date, locale: Locale): string {
  const day = inBerlin(value);
  if (isSameDay(day, inBerlin(now))) return labelTexts[locale].TODAY;
  return format(day, 'EEEE', { locale: DATE_FNS_LOCALES[locale] });
}

/** spec 1 §2 Diary: the month heading of a diary group (`yyyy-MM`), e.g. 'März 2026'. */
export function formatMonthHeading(month: string, locale: Locale): string {
  return format(inBerlin(`${month}-15T12:00:00Z`), 'LLLL yyyy', {
    locale: DATE_FNS_LOCALES[locale],
  });
}
