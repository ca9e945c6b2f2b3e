import { describe, expect, it } from 'vitest';
import { berlin } from '../test/berlin.js';
import { adjustEndOnEndChange, adjustEndOnStartChange } from './end-time.js';

const start = berlin(2026, 3, 10, 10, 0);

describe('spec 1 §5 end-time rule when the end changes', () => {
  it.each([
    [
      'an end 1 minute after the start stays',
      berlin(2026, 3, 10, 10, 1),
      berlin(2026, 3, 10, 10, 1),
    ],
    [
      'an end at the start moves to the next day',
      berlin(2026, 3, 10, 10, 0),
      berlin(2026, 3, 11, 10, 0),
    ],
    [
      'an end before the start moves to the next day',
      berlin(2026, 3, 10, 9, 0),
      berlin(2026, 3, 11, 9, 0),
    ],
    [
      'an end exactly 1440 minutes later stays',
      berlin(2026, 3, 11, 10, 0),
      berlin(2026, 3, 11, 10, 0),
    ],
    [
      'an end 1441 minutes later is pulled back one day',
      berlin(2026, 3, 11, 10, 1),
      berlin(2026, 3, 10, 10, 1),
    ],
  ])('%s', (_name, end, expected) => {
    expect(adjustEndOnEndChange(start, end)).toEqual(expected);
  });

  it('moves across the spring DST change by a calendar day, keeping 09:00', () => {
    const dstStart = berlin(2026, 3, 28, 10, 0);
    expect(adjustEndOnEndChange(dstStart, berlin(2026, 3, 28, 9, 0))).toEqual(
      berlin(2026, 3, 29, 9, 0),
    );
  });
});

describe('spec 1 §5 end-time rule when the start changes', () => {
  it.each([
    [
      'an end before the new start moves to the start day',
      berlin(2026, 3, 12, 10, 0),
      berlin(2026, 3, 10, 11, 0),
      berlin(2026, 3, 12, 11, 0),
    ],
    [
      'an end more than 24 hours away moves to the start day',
      berlin(2026, 3, 10, 10, 0),
      berlin(2026, 3, 12, 11, 0),
      berlin(2026, 3, 10, 11, 0),
    ],
    [
      'an end exactly 24 hours away stays',
      berlin(2026, 3, 10, 10, 0),
      berlin(2026, 3, 11, 10, 0),
      berlin(2026, 3, 11, 10, 0),
    ],
    [
      'an end within 24 hours after the start stays',
      berlin(2026, 3, 10, 10, 0),
      berlin(2026, 3, 10, 12, 0),
      berlin(2026, 3, 10, 12, 0),
    ],
    [
      'an end moved to the start day but before the start goes to the next day',
      berlin(2026, 3, 12, 14, 0),
      berlin(2026, 3, 10, 11, 0),
      berlin(2026, 3, 13, 11, 0),
    ],
    [
      'an end equal to the new start goes to the next day',
      berlin(2026, 3, 10, 12, 0),
      berlin(2026, 3, 10, 12, 0),
      berlin(2026, 3, 11, 12, 0),
    ],
    [
      'the start day is the Berlin day across DST (end keeps its 11:00)',
      berlin(2026, 3, 30, 10, 0),
      berlin(2026, 3, 27, 11, 0),
      berlin(2026, 3, 30, 11, 0),
    ],
  ])('%s', (_name, newStart, end, expected) => {
    expect(adjustEndOnStartChange(newStart, end)).toEqual(expected);
  });
});
