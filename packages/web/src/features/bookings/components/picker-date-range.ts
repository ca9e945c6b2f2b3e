import { addYears } from 'date-fns';
import { toBerlinParts } from './berlin-wall-clock';

/**
 * spec 1 §9: the date picker accepts dates from 6 units back to 1 unit ahead of now; the spec
 * leaves the unit open. Years: far enough back to correct an old booking, far enough ahead to plan
 * (docs/decisions.md).
 */
export const PICKER_YEARS_BACK = 6;
export const PICKER_YEARS_AHEAD = 1;

export function pickerDateRange(now: Date): { minDate: string; maxDate: string } {
  return {
    minDate: toBerlinParts(addYears(now, -PICKER_YEARS_BACK)).day,
    maxDate: toBerlinParts(addYears(now, PICKER_YEARS_AHEAD)).day,
  };
}
