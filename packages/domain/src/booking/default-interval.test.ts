import { describe, expect, it } from 'vitest';
import { berlin } from '../test/berlin.js';
import { defaultBookingInterval } from './default-interval.js';
import { recurringIntervals } from './recurring.js';

describe('spec 1 §5: the default start is now rounded to 15 minutes, 1 h long', () => {
  it.each([
    [new Date(berlin(2026, 3, 10, 10, 7).getTime() + 29_000), berlin(2026, 3, 10, 10, 0)],
    [new Date(berlin(2026, 3, 10, 10, 7).getTime() + 30_000), berlin(2026, 3, 10, 10, 15)],
    [berlin(2026, 3, 10, 10, 15), berlin(2026, 3, 10, 10, 15)],
    [berlin(2026, 3, 10, 23, 53), berlin(2026, 3, 11, 0, 0)],
  ])('now %s → start %s', (now, expectedStart) => {
    const interval = defaultBookingInterval(now);
    expect(interval.startDate).toEqual(expectedStart);
    expect(interval.endDate.getTime() - interval.startDate.getTime()).toBe(60 * 60_000);
  });
});

describe('spec 1 §5, §9: recurring = 4 bookings one week apart, DST-safe in Europe/Berlin', () => {
  it.each([
    ['across the spring change', 2026, 3, 20],
    ['across the autumn change', 2026, 10, 20],
    ['within one season', 2026, 6, 2],
  ])('%s: each keeps 10:00–11:30 Berlin time', (_name, year, month, day) => {
    const first = {
      startDate: berlin(year, month, day, 10, 0),
      endDate: berlin(year, month, day, 11, 30),
    };
    const intervals = recurringIntervals(first);
    expect(intervals).toHaveLength(4);
    intervals.forEach((interval, week) => {
      expect(interval.startDate).toEqual(berlin(year, month, day + 7 * week, 10, 0));
      expect(interval.endDate).toEqual(berlin(year, month, day + 7 * week, 11, 30));
    });
  });
});
