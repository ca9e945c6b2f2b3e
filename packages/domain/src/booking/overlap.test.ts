import { describe, expect, it } from 'vitest';
import { countOverlaps, isOverlapping } from './overlap.js';

const at = (time: string) => `2026-03-10T${time}:00.000Z`;
const existing = { bookingId: 'b1', startDate: at('10:00'), endDate: at('11:00') };

describe('spec 1 §5: overlap with existing bookings', () => {
  it.each([
    ['ends exactly at the start (touching)', at('09:00'), at('10:00'), 0],
    ['ends one minute into it', at('09:00'), at('10:01'), 1],
    ['starts exactly at the end (touching)', at('11:00'), at('12:00'), 0],
    ['starts one minute before its end', at('10:59'), at('12:00'), 1],
    ['lies inside', at('10:15'), at('10:45'), 1],
    ['covers it', at('09:00'), at('12:00'), 1],
    ['is invalid (end before start): not overlapping', at('10:30'), at('10:15'), 0],
    ['is unparsable: not overlapping', 'not a date', at('10:30'), 0],
  ])('a candidate that %s → %i overlap(s)', (_name, startDate, endDate, expected) => {
    expect(countOverlaps({ startDate, endDate }, [existing])).toBe(expected);
  });

  it.each([
    [
      'zero-length at 11:04 inside the 5 minutes after 11:00 of a zero-length booking',
      at('11:04'),
      1,
    ],
    ['zero-length at 11:05, exactly 5 minutes later', at('11:05'), 0],
    ['zero-length at 10:56, its 5 minutes end 11:01', at('10:56'), 1],
    ['zero-length at 10:55, its 5 minutes end at 11:00', at('10:55'), 0],
  ])('spec 1 §5, §9: a zero-length booking counts as 5 minutes: %s', (_name, start, expected) => {
    const zeroLength = { bookingId: 'z', startDate: at('11:00'), endDate: at('11:00') };
    expect(countOverlaps({ startDate: start, endDate: start }, [zeroLength])).toBe(expected);
  });

  it('counts every overlapping booking and skips the booking being edited', () => {
    const bookings = [
      existing,
      { bookingId: 'b2', startDate: at('10:30'), endDate: at('11:30') },
      { bookingId: 'b3', startDate: at('13:00'), endDate: at('14:00') },
    ];
    expect(countOverlaps({ startDate: at('10:00'), endDate: at('12:00') }, bookings)).toBe(2);
    expect(
      countOverlaps({ bookingId: 'b1', startDate: at('10:00'), endDate: at('12:00') }, bookings),
    ).toBe(1);
  });

  it('an invalid existing booking never overlaps', () => {
    expect(
      isOverlapping(
        { startDate: at('10:00'), endDate: at('11:00') },
        { startDate: at('10:40'), endDate: at('10:20') },
      ),
    ).toBe(false);
  });
});
