import type { StatLevel, Trend } from './levels.js';
import { trend } from './levels.js';

/** spec 2 §9 first-call time (minutes): up to 1440 good, over 2880 bad, else medium. */
export const FIRST_CALL_THRESHOLDS = {
  goodUpTo: 1440,
  badAbove: 2880,
  gaugeScale: 4320,
  gaugeMin: 0.05,
  gaugeMax: 0.95,
  trendToleranceMinutes: 10,
} as const;

export function firstCallLevel(minutes: number | null | undefined): StatLevel {
  if (minutes === null || minutes === undefined) return 'none';
  if (minutes <= FIRST_CALL_THRESHOLDS.goodUpTo) return 'good';
  if (minutes > FIRST_CALL_THRESHOLDS.badAbove) return 'bad';
  return 'medium';
}

/** spec 2 §9: the gauge shows minutes / 4320, clamped to 0.05–0.95. */
export function firstCallGaugeValue(minutes: number): number {
  const { gaugeScale, gaugeMin, gaugeMax } = FIRST_CALL_THRESHOLDS;
  return Math.min(gaugeMax, Math.max(gaugeMin, minutes / gaugeScale));
}

/**
 * spec 2 §9: first-call trend with a 10-minute tolerance. 'up' means the time grew (worse);
 * callers colour it accordingly.
 */
export function firstCallTrend(current: number | null, previous: number | null): Trend {
  return trend(current, previous, FIRST_CALL_THRESHOLDS.trendToleranceMinutes);
}

/** spec 2 §9: the hour buckets shown for the first-call time. */
export const FIRST_CALL_HOUR_BUCKETS = [3, 12, 24, 36, 48, 60] as const;

export type FirstCallBucket = { hours: (typeof FIRST_CALL_HOUR_BUCKETS)[number]; isOver: boolean };

/**
 * The smallest bucket the average first-call time fits in ('within 12 h'); above the last bucket
 * it is 'more than 60 h'. i18n: `stats.FIRST_CALL_WITHIN_HOURS` / `stats.FIRST_CALL_OVER_HOURS`.
 */
export function firstCallHourBucket(minutes: number): FirstCallBucket {
  const hours = minutes / 60;
  const bucket = FIRST_CALL_HOUR_BUCKETS.find((limit) => hours <= limit);
  return bucket === undefined ? { hours: 60, isOver: true } : { hours: bucket, isOver: false };
}
