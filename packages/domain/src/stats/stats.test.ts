import { describe, expect, it } from 'vitest';
import {
  firstCallGaugeValue,
  firstCallHourBucket,
  firstCallLevel,
  firstCallTrend,
} from './first-call.js';
import {
  responseRateLevel,
  responseRateTrend,
  satisfactionLevel,
  type StatLevel,
  type Trend,
} from './levels.js';
import {
  berlinMonthOf,
  dashboardStatsAsOf,
  dashboardStatsWindow,
  responseRate,
  responseStatsStart,
  statsPeriods,
} from './stats-window.js';

describe('spec 2 §9 satisfaction levels (thresholds 1, 3.5, 4 on the 1–5 scale)', () => {
  it.each<[number | null, StatLevel]>([
    [null, 'none'],
    [0.99, 'none'],
    [1, 'bad'],
    [3.49, 'bad'],
    [3.5, 'medium'],
    [3.99, 'medium'],
    [4, 'good'],
    [5, 'good'],
  ])('%s → %s', (score, level) => {
    expect(satisfactionLevel(score)).toBe(level);
  });
});

describe('spec 2 §9 response rate (≥ 0.66 good, < 0.33 bad, trend tolerance 0.01)', () => {
  it.each<[number | null, StatLevel]>([
    [null, 'none'],
    [0, 'bad'],
    [0.3299, 'bad'],
    [0.33, 'medium'],
    [0.6599, 'medium'],
    [0.66, 'good'],
    [1, 'good'],
  ])('%s → %s', (rate, level) => {
    expect(responseRateLevel(rate)).toBe(level);
  });

  it.each<[number | null, number | null, Trend]>([
    [0.51, 0.5, 'steady'],
    [0.49, 0.5, 'steady'],
    [0.511, 0.5, 'up'],
    [0.489, 0.5, 'down'],
    [0.5, null, 'steady'],
  ])('%s after %s → %s', (current, previous, expected) => {
    expect(responseRateTrend(current, previous)).toBe(expected);
  });
});

describe('spec 2 §9 first-call time (≤ 1440 good, > 2880 bad, gauge 4320 clamped 0.05–0.95)', () => {
  it.each<[number | null, StatLevel]>([
    [null, 'none'],
    [0, 'good'],
    [1440, 'good'],
    [1441, 'medium'],
    [2880, 'medium'],
    [2881, 'bad'],
  ])('%s min → %s', (minutes, level) => {
    expect(firstCallLevel(minutes)).toBe(level);
  });

  it.each([
    [0, 0.05],
    [216, 0.05],
    [432, 0.1],
    [2160, 0.5],
    [4104, 0.95],
    [4320, 0.95],
    [10_000, 0.95],
  ])('gauge for %i min → %f', (minutes, expected) => {
    expect(firstCallGaugeValue(minutes)).toBeCloseTo(expected, 10);
  });

  it.each<[number, number, Trend]>([
    [110, 100, 'steady'],
    [90, 100, 'steady'],
    [111, 100, 'up'],
    [89, 100, 'down'],
  ])('trend %i after %i → %s (tolerance 10 min)', (current, previous, expected) => {
    expect(firstCallTrend(current, previous)).toBe(expected);
  });

  it.each([
    [0, 3, false],
    [180, 3, false],
    [181, 12, false],
    [720, 12, false],
    [1440, 24, false],
    [1441, 36, false],
    [2160, 36, false],
    [2880, 48, false],
    [3600, 60, false],
    [3601, 60, true],
  ])('hour bucket for %i min → %i h (over: %s)', (minutes, hours, isOver) => {
    expect(firstCallHourBucket(minutes)).toEqual({ hours, isOver });
  });
});

describe('spec 2 §7, §9 stats windows', () => {
  it('the dashboard window starts 4 months back, split at now; responses cover 4 weeks', () => {
    const now = new Date('2026-07-31T10:00:00Z');
    expect(dashboardStatsWindow(now)).toEqual({
      startDate: new Date('2026-03-31T10:00:00Z'),
      splitDate: now,
    });
    expect(responseStatsStart(now)).toEqual(new Date('2026-07-03T10:00:00Z'));
  });

  it('the app asks as of the minute, so its refetches within one are the same question', () => {
    const asOf = dashboardStatsAsOf(new Date('2026-07-31T10:17:59.999Z'));
    expect(asOf).toEqual(new Date('2026-07-31T10:17:00.000Z'));
    expect(dashboardStatsAsOf(new Date('2026-07-31T10:17:00.001Z'))).toEqual(asOf);
    expect(dashboardStatsAsOf(new Date('2026-07-31T10:18:00.000Z'))).not.toEqual(asOf);
  });
});

describe('spec 2 §3 previous-period values (split date and start date)', () => {
  it('the previous period is as long as the current one and ends at its start', () => {
    const startDate = new Date('2026-03-31T10:00:00Z');
    const splitDate = new Date('2026-07-31T10:00:00Z');
    const periods = statsPeriods(startDate, splitDate);
    expect(periods.current).toEqual({ from: startDate, to: splitDate });
    expect(periods.previous).toEqual({ from: new Date('2025-11-29T10:00:00Z'), to: startDate });
    expect(periods.responses).toEqual({ from: new Date('2026-07-03T10:00:00Z'), to: splitDate });
    expect(periods.previousResponses).toEqual({
      from: new Date('2026-06-05T10:00:00Z'),
      to: new Date('2026-07-03T10:00:00Z'),
    });
  });

  it.each([
    ['2026-07-31T21:59:00Z', '2026-06-30T22:00:00Z', '2026-07-31T22:00:00Z'],
    ['2026-07-31T22:00:00Z', '2026-07-31T22:00:00Z', '2026-08-31T22:00:00Z'],
    ['2026-01-15T12:00:00Z', '2025-12-31T23:00:00Z', '2026-01-31T23:00:00Z'],
  ])('the Berlin month of %s starts %s', (date, from, to) => {
    expect(berlinMonthOf(new Date(date))).toEqual({ from: new Date(from), to: new Date(to) });
  });

  it.each<[number, number, number | null]>([
    [0, 0, null],
    [3, 0, 1],
    [2, 2, 0.5],
    [0, 4, 0],
  ])('%i answered, %i expired unanswered → %s', (answered, expired, rate) => {
    expect(responseRate(answered, expired)).toBe(rate);
  });
});
