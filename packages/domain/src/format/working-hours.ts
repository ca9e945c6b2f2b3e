import { labelTexts } from '../i18n/area-texts.js';
import type { Locale } from '../i18n/locales.js';
import { inBerlin } from './time-zone.js';

/**
 * spec 1 §9, spec 2 §9: support working hours shown to independents: Monday to Wednesday
 * 08:00-12:00 and 15:00-19:00, Thursday and Friday 10:00-15:00. Days are ISO weekdays (1 =
 * Monday); times are minutes after midnight in Berlin.
 */
export const WORKING_HOURS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  1: [
    [8 * 60, 12 * 60],
    [15 * 60, 19 * 60],
  ],
  2: [
    [8 * 60, 12 * 60],
    [15 * 60, 19 * 60],
  ],
  3: [
    [8 * 60, 12 * 60],
    [15 * 60, 19 * 60],
  ],
  4: [[10 * 60, 15 * 60]],
  5: [[10 * 60, 15 * 60]],
};

export function formatWorkingHours(locale: Locale): string {
  return labelTexts[locale].WORKING_HOURS;
}

/** Whether support is reachable at `now` (the start counts, the end does not). */
export function isWithinWorkingHours(now: Date): boolean {
  const local = inBerlin(now);
  const isoWeekday = local.getDay() === 0 ? 7 : local.getDay();
  const minute = local.getHours() * 60 + local.getMinutes();
  return (WORKING_HOURS[isoWeekday] ?? []).some(([from, to]) => minute >= from && minute < to);
}
