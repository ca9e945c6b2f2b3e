import { formatMonthHeading, type Locale } from '@careport/domain';

/** A period's month as words, e.g. 'November 2026'. */
export function monthLabel(period: { year: number; month: number }, locale: Locale): string {
  return formatMonthHeading(`${period.year}-${String(period.month).padStart(2, '0')}`, locale);
}
