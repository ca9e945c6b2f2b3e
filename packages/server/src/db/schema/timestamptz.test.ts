import { describe, expect, it } from 'vitest';
import { formatTimestamptz, parseTimestamptz } from './timestamptz.js';

const utc = (year: number, month = 1, day = 1, hours = 0, minutes = 0) => {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hours, minutes, 0, 0);
  return date;
};

describe('timestamptz text (issue 15 #11)', () => {
  it.each([
    ['2026-05-04 08:30:00+00', utc(2026, 5, 4, 8, 30)],
    ['2026-05-04 10:30:00+02', utc(2026, 5, 4, 8, 30)],
    ['2026-05-04 14:00:00+05:30', utc(2026, 5, 4, 8, 30)],
    ['0099-05-04 08:30:00+00', utc(99, 5, 4, 8, 30)],
    ['0001-01-01 00:00:00+00', utc(1)],
    ['0001-01-01 00:00:00+00 BC', utc(0)],
    ['10000-01-01 00:00:00+00', utc(10000)],
    ['1880-01-01 00:53:28+00:53:28', utc(1880)],
  ])('reads %s as the same instant', (text, expected) => {
    expect(parseTimestamptz(text).getTime()).toBe(expected.getTime());
  });

  it('keeps milliseconds and drops the microseconds JavaScript cannot hold', () => {
    expect(parseTimestamptz('2026-05-04 08:30:00.123456+00').toISOString()).toBe(
      '2026-05-04T08:30:00.123Z',
    );
    expect(parseTimestamptz('2026-05-04 08:30:00.5+00').getUTCMilliseconds()).toBe(500);
  });

  it.each([
    utc(0),
    utc(1),
    utc(99, 12, 31, 23, 59),
    utc(2026, 5, 4, 8, 30),
    utc(10000),
    utc(-44, 3, 15),
  ])('writes %s so that it reads back unchanged', (date) => {
    expect(parseTimestamptz(formatTimestamptz(date)).getTime()).toBe(date.getTime());
  });

  it('refuses text that is not a timestamptz', () => {
    expect(() => parseTimestamptz('infinity')).toThrow('not a timestamptz');
  });
});
