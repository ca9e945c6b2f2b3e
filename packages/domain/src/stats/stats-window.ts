import { addMonths, startOfMinute, startOfMonth, subMonths, subWeeks } from 'date-fns';
import { inBerlin } from '../format/time-zone.js';

/** spec 2 §7, §9: the dashboard stats window starts 4 months back; the split date is now. */
export const STATS_WINDOW_MONTHS = 4;
/** spec 2 §9: proposal response stats cover the last 4 weeks. */
export const RESPONSE_STATS_WEEKS = 4;

/**
 * The instant the app asks its dashboard stats as of: now, to the minute. The answer is a function
 * of the data and this instant alone, so the server keeps it (graphql/response-cache.ts) and the
 * app's refetches within a minute (every return to the dashboard) are one answer (record 0129).
 */
export function dashboardStatsAsOf(now: Date): Date {
  return startOfMinute(now);
}

export function dashboardStatsWindow(now: Date): { startDate: Date; splitDate: Date } {
  return {
    startDate: new Date(subMonths(inBerlin(now), STATS_WINDOW_MONTHS).getTime()),
    splitDate: now,
  };
}

export function responseStatsStart(now: Date): Date {
  return new Date(subWeeks(inBerlin(now), RESPONSE_STATS_WEEKS).getTime());
}

export type Period = { from: Date; to: Date };

/**
 * spec 2 §3: the previous-period values come from a split date and a start date. The current
 * period is [startDate, splitDate); the previous one is as long and ends where it starts. The
 * response rate covers 4 weeks (§9): the 4 weeks before the split date, and the 4 before those.
 */
export function statsPeriods(
  startDate: Date,
  splitDate: Date,
): { current: Period; previous: Period; responses: Period; previousResponses: Period } {
  const length = splitDate.getTime() - startDate.getTime();
  const responsesFrom = responseStatsStart(splitDate);
  return {
    current: { from: startDate, to: splitDate },
    previous: { from: new Date(startDate.getTime() - length), to: startDate },
    responses: { from: responsesFrom, to: splitDate },
    previousResponses: { from: responseStatsStart(responsesFrom), to: responsesFrom },
  };
}

/** The Berlin calendar month that contains `date` (the monthly documented figures). */
export function berlinMonthOf(date: Date): Period {
  const berlin = inBerlin(date);
  const start = startOfMonth(berlin);
  return {
    from: new Date(start.getTime()),
    to: new Date(addMonths(start, 1).getTime()),
  };
}

/**
 * The share of proposals answered among those that could have been: answered ones plus those
 * that expired unanswered. Null when there were none (the card then shows no level).
 */
export function responseRate(answered: number, expiredUnanswered: number): number | null {
  const total = answered + expiredUnanswered;
  return total === 0 ? null : answered / total;
}
