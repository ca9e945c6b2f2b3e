import { describe, expect, it } from 'vitest';
import { defaultCounterProposalInterval, isCounterProposalOffered } from './counter-proposal.js';

describe('defaultCounterProposalInterval (issue 10: the time a counter-proposal offers first)', () => {
  it('offers the next morning at 09:00 in Berlin for an hour, also when declining at night', () => {
    // 02:10 in Berlin (winter, UTC+1): a day from now, rounded, would have been 02:15 at night.
    const interval = defaultCounterProposalInterval(new Date('2026-01-15T01:10:00Z'));
    expect(interval.startDate.toISOString()).toBe('2026-01-16T08:00:00.000Z');
    expect(interval.endDate.toISOString()).toBe('2026-01-16T09:00:00.000Z');
  });

  it('counts the next day in Berlin, not in UTC, across the change to summer time', () => {
    // 23:30 on Saturday 28 March in Berlin (UTC+1); the clocks go forward that night.
    const interval = defaultCounterProposalInterval(new Date('2026-03-28T22:30:00Z'));
    expect(interval.startDate.toISOString()).toBe('2026-03-29T07:00:00.000Z');
  });
});

describe('isCounterProposalOffered', () => {
  it('offers another time for timing reasons only', () => {
    expect(isCounterProposalOffered(['too_many_hours_requested'])).toBe(true);
    expect(isCounterProposalOffered(['other'])).toBe(true);
    expect(isCounterProposalOffered(['distance_too_large'])).toBe(false);
  });
});
