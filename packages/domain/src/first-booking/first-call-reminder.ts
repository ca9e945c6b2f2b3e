import type { FirstBookingStatus } from '../catalogue/enums.js';
import { toTime } from '../format/time-zone.js';

/** spec 1 §1, §9: the caregiver calls a new customer within 24 hours of receiving the request. */
export const FIRST_CALL_WITHIN_HOURS = 24;

/** The moment the first call is due: 24 hours after the contract (the request) reached them. */
export function firstCallDeadline(contractCreatedAt: string): Date {
  return new Date(toTime(contractCreatedAt) + FIRST_CALL_WITHIN_HOURS * 3_600_000);
}

/**
 * The 24-hour call reminder shows while the first appointment is still unconfirmed, to
 * independents only (spec 1 §6: employees see no first-appointment actions). `isOverdue` once the
 * deadline has passed (an instant exactly at now counts as passed,
 * docs/decisions/0051-an-instant-at-now-counts-as-passed.md).
 */
export function firstCallReminder(
  contract: {
    isActive: boolean;
    createdAt: string;
    firstBookingStatus: FirstBookingStatus | null;
  },
  actor: { isEmployee: boolean },
  now: Date,
): { deadline: Date; isOverdue: boolean } | null {
  if (actor.isEmployee || !contract.isActive || contract.firstBookingStatus !== 'CREATED') {
    return null;
  }
  const deadline = firstCallDeadline(contract.createdAt);
  return { deadline, isOverdue: deadline.getTime() <= now.getTime() };
}
