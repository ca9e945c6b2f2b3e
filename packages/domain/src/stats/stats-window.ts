import { subMonths, subWeeks } from 'date-fns';
import { inBerlin } from '../format/time-zone.js';

/** spec 2 §7, §9: the dashboard stats window starts 4 months back; the split date is now. */
export const STATS_WINDOW_MONTHS = 4;
/** spec 2 §9: proposal response stats cover the last 4 weeks. */
export const RESPONSE_STATS_WEEKS = 4;

export function dashboardStatsWindow(now: Date): { startDate: Date; splitDate: Date } {
  return {
    startDate: new Date(subMonths(inBerlin(now), STATS_WINDOW_MONTHS).getTime()),
    splitDate: now,
  };
}

export function responseStatsStart(now: Date): Date {
  return new Date(subWeeks(inBerlin(now), RESPONSE_STATS_WEEKS).getTime());
}
