export type StatLevel = 'good' | 'medium' | 'bad' | 'none';
export type Trend = 'up' | 'down' | 'steady';

/** spec 2 §9: satisfaction score on the 1–5 scale, three levels with thresholds 1, 3.5 and 4. */
export const SATISFACTION_THRESHOLDS = { min: 1, medium: 3.5, good: 4 } as const;

/** Below 1 (or no score) there is no level; [1, 3.5) bad; [3.5, 4) medium; from 4 good. */
export function satisfactionLevel(score: number | null | undefined): StatLevel {
  if (score === null || score === undefined || score < SATISFACTION_THRESHOLDS.min) return 'none';
  if (score >= SATISFACTION_THRESHOLDS.good) return 'good';
  if (score >= SATISFACTION_THRESHOLDS.medium) return 'medium';
  return 'bad';
}

/** spec 2 §9: response rate 0.66 or more good, below 0.33 bad, else medium. */
export const RESPONSE_RATE_THRESHOLDS = { good: 0.66, bad: 0.33, trendTolerance: 0.01 } as const;

export function responseRateLevel(rate: number | null | undefined): StatLevel {
  if (rate === null || rate === undefined) return 'none';
  if (rate >= RESPONSE_RATE_THRESHOLDS.good) return 'good';
  if (rate < RESPONSE_RATE_THRESHOLDS.bad) return 'bad';
  return 'medium';
}

/**
 * The direction from `previous` to `current`; a change within `tolerance` (inclusive) is steady.
 * Without both values there is no trend to show (steady).
 */
export function trend(
  current: number | null | undefined,
  previous: number | null | undefined,
  tolerance: number,
): Trend {
  if (current === null || current === undefined || previous === null || previous === undefined) {
    return 'steady';
  }
  // Rounded to 1e-9 so that 0.51 - 0.50 counts as the 0.01 it is meant to be.
  const difference = Math.round((current - previous) * 1e9) / 1e9;
  if (difference > tolerance) return 'up';
  if (difference < -tolerance) return 'down';
  return 'steady';
}

/** spec 2 §9: response-rate trend, tolerance 0.01. */
export function responseRateTrend(current: number | null, previous: number | null): Trend {
  return trend(current, previous, RESPONSE_RATE_THRESHOLDS.trendTolerance);
}
