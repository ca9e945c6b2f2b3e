import { describe, expect, it } from 'vitest';
import { diaryCopyFreshUntil } from './diary-copy.js';

describe('diaryCopyFreshUntil (issue 43)', () => {
  // 10:00 in Berlin (CET, UTC+1).
  const now = new Date('2026-12-03T09:00:00.000Z');
  const berlinMidnight = Date.parse('2026-12-03T23:00:00.000Z');

  it('is the next Berlin midnight when nothing shown changes before it', () => {
    expect(diaryCopyFreshUntil([], now)).toBe(berlinMidnight);
    // Past instants and those after midnight do not shorten it.
    expect(diaryCopyFreshUntil(['2026-12-02T09:00:00.000Z', '2026-12-05T09:00:00.000Z'], now)).toBe(
      berlinMidnight,
    );
  });

  it('is the soonest instant ahead (a booking ending, a proposal expiring)', () => {
    expect(
      diaryCopyFreshUntil(
        ['2026-12-03T15:00:00.000Z', '2026-12-03T11:30:00.000Z', '2026-12-03T09:00:00.000Z'],
        now,
      ),
    ).toBe(Date.parse('2026-12-03T11:30:00.000Z'));
  });

  it('ignores what is not an instant', () => {
    expect(diaryCopyFreshUntil(['not a date', ''], now)).toBe(berlinMidnight);
  });

  it('follows Berlin summer time', () => {
    expect(diaryCopyFreshUntil([], new Date('2026-07-01T21:00:00.000Z'))).toBe(
      Date.parse('2026-07-01T22:00:00.000Z'),
    );
  });
});
