import { TZDate } from '@date-fns/tz';
import { TIME_ZONE, inBerlin } from '../format/time-zone.js';

// Record 0106: a care receiver's name and contact are kept while claims from the collaboration can
// still be made: the regular limitation period (§§ 195, 199 BGB), three years counted from the end
// of the year the last contract ended in. The invoices stay longer (§ 147 AO), without the name.

/** Full calendar years after the year of the last contract's end. */
export const CARE_RECEIVER_RETENTION_YEARS = 3;

/** Why a care receiver may not be anonymised yet (null: they may). */
export type RetentionHold = 'OPEN_CONTRACT' | 'RETENTION_RUNNING' | 'ANONYMIZED';

export type CareReceiverRetention = {
  eligible: boolean;
  hold: RetentionHold | null;
  /** When the period ends (00:00 Berlin, 1 January); null while a contract is open. */
  retentionEndsAt: Date | null;
};

/** What the rule needs to know of a care receiver. */
export type RetentionFacts = {
  /** A contract neither ended nor past its scheduled end. */
  hasOpenContract: boolean;
  /** The latest end of their contracts; null when they never had one. */
  lastContractEnd: Date | null;
  /** Without a contract the period runs from when the record was made. */
  createdAt: Date;
  isAnonymized: boolean;
};

/** A contract's end as the rule counts it: ended, or its scheduled end once it has come. */
export function contractEndFor(
  contract: {
    isActive: boolean;
    endedAt: Date | null;
    cancelationScheduledFor: Date | null;
    createdAt: Date;
  },
  now: Date,
): Date | null {
  if (contract.endedAt) return contract.endedAt;
  const scheduled = contract.cancelationScheduledFor;
  if (scheduled && scheduled.getTime() <= now.getTime()) return scheduled;
  // Inactive without a date (only seeded rows: every service that ends a contract sets endedAt):
  // ended at an unknown time, counted from the contract's start.
  return contract.isActive ? null : contract.createdAt;
}

/** 00:00 Berlin on 1 January of the fourth year after the one `end` falls in. */
export function careReceiverRetentionEndsAt(end: Date): Date {
  const year = inBerlin(end).getFullYear() + CARE_RECEIVER_RETENTION_YEARS + 1;
  return new Date(new TZDate(year, 0, 1, 0, 0, TIME_ZONE).getTime());
}

/**
 * The same rule as a cut-off for a query: a last end before this instant has passed its retention
 * at `now` (careReceiverRetentionEndsAt(end) <= now exactly when end < retentionCutoff(now)).
 */
export function retentionCutoff(now: Date): Date {
  const year = inBerlin(now).getFullYear() - CARE_RECEIVER_RETENTION_YEARS;
  return new Date(new TZDate(year, 0, 1, 0, 0, TIME_ZONE).getTime());
}

export function careReceiverRetention(facts: RetentionFacts, now: Date): CareReceiverRetention {
  if (facts.isAnonymized) return { eligible: false, hold: 'ANONYMIZED', retentionEndsAt: null };
  if (facts.hasOpenContract) {
    return { eligible: false, hold: 'OPEN_CONTRACT', retentionEndsAt: null };
  }
  const retentionEndsAt = careReceiverRetentionEndsAt(facts.lastContractEnd ?? facts.createdAt);
  const eligible = retentionEndsAt.getTime() <= now.getTime();
  return { eligible, hold: eligible ? null : 'RETENTION_RUNNING', retentionEndsAt };
}
