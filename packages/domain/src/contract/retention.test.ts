import { describe, expect, it } from 'vitest';
import { berlin } from '../test/berlin.js';
import {
  careReceiverRetention,
  careReceiverRetentionEndsAt,
  contractEndFor,
  retentionCutoff,
} from './retention.js';

const facts = (
  lastContractEnd: Date | null,
  extra: Partial<Parameters<typeof careReceiverRetention>[0]> = {},
) => ({
  hasOpenContract: false,
  lastContractEnd,
  createdAt: berlin(2020, 5, 1),
  isAnonymized: false,
  ...extra,
});

describe('record 0106: a care receiver is kept for three years after the year the last contract ended', () => {
  it('runs to 1 January of the fourth year, Berlin time', () => {
    expect(careReceiverRetentionEndsAt(berlin(2022, 3, 15))).toEqual(berlin(2026, 1, 1));
    // 23:30 on New Year's Eve in Berlin is already the next day in no zone that matters: still 2022.
    expect(careReceiverRetentionEndsAt(berlin(2022, 12, 31, 23, 30))).toEqual(berlin(2026, 1, 1));
    expect(careReceiverRetentionEndsAt(berlin(2023, 1, 1))).toEqual(berlin(2027, 1, 1));
  });

  it.each([
    ['a minute before the period ends', berlin(2025, 12, 31, 23, 59), false, 'RETENTION_RUNNING'],
    ['when it ends', berlin(2026, 1, 1), true, null],
  ])('%s: eligible %s', (_, now, eligible, hold) => {
    expect(careReceiverRetention(facts(berlin(2022, 6, 1)), now)).toEqual({
      eligible,
      hold,
      retentionEndsAt: berlin(2026, 1, 1),
    });
  });

  it('holds while a contract is open, and for someone anonymised already', () => {
    const later = berlin(2040, 1, 1);
    expect(careReceiverRetention(facts(null, { hasOpenContract: true }), later).hold).toBe(
      'OPEN_CONTRACT',
    );
    expect(careReceiverRetention(facts(null, { isAnonymized: true }), later).hold).toBe(
      'ANONYMIZED',
    );
  });

  it('counts from the record when there never was a contract', () => {
    expect(careReceiverRetention(facts(null), berlin(2024, 1, 1)).retentionEndsAt).toEqual(
      berlin(2024, 1, 1),
    );
  });

  it('agrees with the cut-off a query uses, on both sides of every boundary', () => {
    const ends = [berlin(2021, 12, 31, 23, 59), berlin(2022, 1, 1), berlin(2022, 7, 1)];
    const nows = [berlin(2025, 12, 31, 23, 59), berlin(2026, 1, 1), berlin(2026, 1, 1, 0, 1)];
    for (const end of ends) {
      for (const now of nows) {
        expect(end < retentionCutoff(now), `${end.toISOString()} at ${now.toISOString()}`).toBe(
          careReceiverRetentionEndsAt(end) <= now,
        );
      }
    }
  });

  it("takes a contract's end, its scheduled end once it has come, or none while it runs", () => {
    const now = berlin(2026, 6, 1);
    const base = {
      isActive: true,
      endedAt: null,
      cancelationScheduledFor: null,
      createdAt: berlin(2020, 1, 1),
    };
    expect(contractEndFor(base, now)).toBeNull();
    expect(
      contractEndFor({ ...base, cancelationScheduledFor: berlin(2026, 7, 1) }, now),
    ).toBeNull();
    expect(contractEndFor({ ...base, cancelationScheduledFor: berlin(2026, 5, 1) }, now)).toEqual(
      berlin(2026, 5, 1),
    );
    expect(contractEndFor({ ...base, isActive: false, endedAt: berlin(2025, 1, 2) }, now)).toEqual(
      berlin(2025, 1, 2),
    );
    expect(contractEndFor({ ...base, isActive: false }, now)).toEqual(berlin(2020, 1, 1));
  });
});
