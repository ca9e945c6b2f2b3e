import type { Locale } from '../i18n/locales.js';
import { INTL_LOCALES } from './number-locale.js';

export type HoursPrecision = 'detail' | 'total';

/** spec 1 §9, spec 2 §9: hours show 2 decimals in detail and 1 decimal in totals. */
export const HOURS_DECIMALS: Record<HoursPrecision, number> = { detail: 2, total: 1 };

/** Minutes as a number of hours, e.g. 90 → '1,50' (de, detail) or '1.5' (en, total). */
export function formatHours(minutes: number, precision: HoursPrecision, locale: Locale): string {
  const decimals = HOURS_DECIMALS[precision];
  return new Intl.NumberFormat(INTL_LOCALES[locale], {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(minutes / 60);
}
