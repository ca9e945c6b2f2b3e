import { describe, expect, it } from 'vitest';
import { calculateGrossPriceInCents, durationInMinutes } from './price.js';

describe('spec 1 §3: price = hourly rate × duration in hours, in cents', () => {
  it.each([
    [3000, 60, 3000],
    [3000, 90, 4500],
    [3000, 0, 0],
    [2999, 30, 1500],
    [2999, 1, 50],
    [3500, 510, 29750],
  ])('%i ct/h × %i min = %i ct', (rate, minutes, expected) => {
    expect(calculateGrossPriceInCents(rate, minutes)).toBe(expected);
  });

  it.each([
    ['2026-03-10T09:00:00Z', '2026-03-10T10:30:00Z', 90],
    ['2026-03-10T09:00:00Z', '2026-03-10T09:00:00Z', 0],
    // spec 1 §5: DST (29 March 2026 02:00 → 03:00 in Berlin): 01:00–04:00 local lasts 2 hours.
    ['2026-03-29T00:00:00Z', '2026-03-29T02:00:00Z', 120],
  ])('duration from %s to %s is %i minutes', (start, end, expected) => {
    expect(durationInMinutes(start, end)).toBe(expected);
  });
});
