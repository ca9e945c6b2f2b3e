import { dateRangeAround } from '@careport/domain';
import { toBerlinParts } from '../../../components/berlin-wall-clock';

/**
 * spec 1 §9: the date picker accepts dates from 6 years back to 1 year ahead of now (the domain's
 * rule, which the server checks too: DATE_RANGE_YEARS_BACK/AHEAD), as Berlin days.
 */
export function pickerDateRange(now: Date): { minDate: string; maxDate: string } {
  const { earliest, latest } = dateRangeAround(now);
  return { minDate: toBerlinParts(earliest).day, maxDate: toBerlinParts(latest).day };
}
