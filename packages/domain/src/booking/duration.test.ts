import { describe, expect, it } from 'vitest';
import {
  bookingDurationLevel,
  bookingDurationMessageKey,
  isDurationInErrorColour,
  type DurationLevel,
} from './duration.js';

describe('booking duration levels', () => {
  it.each<[number, DurationLevel, string | null]>([
    [60, 'ok', null],
    [179, 'ok', null],
    [180, 'warning', 'errors.ERROR_BOOKING_GREATER_THAN_3_HOURS'],
    [479, 'warning', 'errors.ERROR_BOOKING_GREATER_THAN_3_HOURS'],
    [510, 'warning', 'errors.ERROR_BOOKING_GREATER_THAN_3_HOURS'],
    [511, 'error', 'errors.ERROR_BOOKING_GREATER_THAN_8_5_HOURS'],
    [1440, 'error', 'errors.ERROR_BOOKING_GREATER_THAN_8_5_HOURS'],
  ])(
    'spec 1 §5: %i min → %s (180 min warns, 510 min warns, 511 min is an error)',
    (minutes, level, key) => {
      expect(bookingDurationLevel(minutes)).toBe(level);
      expect(bookingDurationMessageKey(minutes)).toBe(key);
    },
  );

  it.each([
    [479, false],
    [480, true],
    [510, true],
  ])('spec 1 §5: %i min in the error colour → %s (from 480)', (minutes, expected) => {
    expect(isDurationInErrorColour(minutes)).toBe(expected);
  });
});
