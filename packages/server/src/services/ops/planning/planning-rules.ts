// Issue 40: the checks every planning call makes, built from the caregiver's own booking rules
// (services/create-booking.ts, own-booking.ts, packages/domain booking/planning.ts) so the
// provider's planning and the caregiver's booking cannot drift apart.
import {
  datesOutOfRange,
  formatTime,
  planningProblem,
  planningWarnings,
  toDayDate,
  type BookingInterval,
  type PlanningProblem,
  type PlanningWarning,
} from '@careport/domain';
import type { PlanningWarningAnswer } from '@careport/domain/back-office';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { absences, bookings, caregivers, contracts } from '../../../db/schema/index.js';
import { isAppError } from '../../../errors/app-error.js';
import { assertContractTakesAppointment } from '../../create-booking.js';
import { isUuidText } from '../../ids.js';
import { isLiveBooking } from '../../list-bookings.js';
import type { ContractRow } from '../../own-booking.js';
import { OPS_ERROR_CODES, OpsError, type OpsErrorCode } from '../ops-error.js';

export type { PlanningWarningAnswer };

const DAY = 24 * 60 * 60 * 1000;

const PROBLEM_MESSAGES: Record<PlanningProblem, string> = {
  BOOKING_END_BEFORE_START: 'ends before it starts (or lasts no time)',
  BOOKING_TOO_LONG: 'lasts more than 8.5 hours (spec 1 §5)',
  BOOKING_IS_OVERLAPPING: "overlaps another of the caregiver's visits",
  CAREGIVER_ABSENT: 'falls on a day the caregiver is absent',
};

const WARNING_MESSAGES: Record<PlanningWarning, string> = {
  BOOKING_LONGER_THAN_3_HOURS: 'lasts 3 hours or more: please check it is right',
  DAY_LONGER_THAN_8_5_HOURS: "makes the caregiver's day longer than 8.5 hours",
};

/** "the visit on 2031-05-06 09:00–10:00" */
export const describeVisit = (interval: BookingInterval): string =>
  `the visit on ${toDayDate(interval.startDate)} ${formatTime(interval.startDate)}–${formatTime(interval.endDate)}`;

const isOpsCode = (code: string): code is OpsErrorCode =>
  (OPS_ERROR_CODES as readonly string[]).includes(code);

/** Runs a caregiver-side rule; its coded error answers as the back office's, with a message. */
export async function asOpsRule<T>(run: () => T | Promise<T>, message: string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isAppError(error) && isOpsCode(error.code)) {
      throw new OpsError(error.code, `${message} (${error.code}).`, error.details);
    }
    throw error;
  }
}

export function contractIdOf(value: string): string {
  if (!isUuidText(value))
    throw new OpsError('CONTRACT_INVALID_ID', `${value} is not a contract id.`);
  return value;
}

export function bookingIdOf(value: string): string {
  if (!isUuidText(value)) throw new OpsError('BOOKING_INVALID_ID', `${value} is not a booking id.`);
  return value;
}

/**
 * The contract, if its caregiver is employed: spec 1 §6, employees may not add bookings, the
 * provider plans them; an independent plans their own (CAREGIVER_NOT_EMPLOYED).
 */
export async function findPlannableContract(db: DbOrTx, contractId: string): Promise<ContractRow> {
  const [row] = await db
    .select({ contract: contracts, isEmployee: caregivers.isCareportEmployee })
    .from(contracts)
    .innerJoin(caregivers, eq(caregivers.id, contracts.caregiverId))
    .where(eq(contracts.id, contractId));
  if (!row) throw new OpsError('CONTRACT_NOT_FOUND', `No contract has the id ${contractId}.`);
  if (!row.isEmployee) {
    throw new OpsError(
      'CAREGIVER_NOT_EMPLOYED',
      "This contract's caregiver is independent and plans their own visits (spec 1 §6).",
    );
  }
  return row.contract;
}

/**
 * Checks each interval against the contract (spec 1 §4), the date picker's range (issue 15 #11),
 * the caregiver's other live bookings and absences; throws the first broken rule naming the
 * visit, else answers the warnings (spec 1 §5: 3 hours; issue 40: a day over 8.5 hours).
 */
export async function checkPlannedIntervals(options: {
  db: DbOrTx;
  contract: ContractRow;
  intervals: readonly BookingInterval[];
  now: Date;
  /** The booking being moved: not compared with itself. */
  bookingId?: string;
}): Promise<PlanningWarningAnswer[]> {
  const { db, contract, intervals } = options;
  const first = intervals[0];
  const last = intervals[intervals.length - 1];
  if (!first || !last) return [];
  for (const interval of intervals) {
    const range = datesOutOfRange(
      { start_date: interval.startDate.toISOString(), end_date: interval.endDate.toISOString() },
      options.now,
    );
    if (Object.keys(range).length > 0) {
      throw new OpsError(
        'CANNOT_DESERIALIZE_REQUEST_DATA',
        `${describeVisit(interval)} lies outside the dates the app offers (6 years back, 1 ahead).`,
        range,
      );
    }
    await asOpsRule(
      () => assertContractTakesAppointment(contract, interval.startDate.toISOString()),
      `The contract does not take ${describeVisit(interval)}`,
    );
  }
  const existing = await db
    .select({ bookingId: bookings.id, startDate: bookings.startDate, endDate: bookings.endDate })
    .from(bookings)
    .where(
      and(
        eq(bookings.caregiverId, contract.caregiverId),
        isLiveBooking,
        gte(bookings.endDate, new Date(first.startDate.getTime() - DAY)),
        lte(bookings.startDate, new Date(last.endDate.getTime() + DAY)),
      ),
    );
  const caregiverAbsences = await db
    .select({ from: absences.from, to: absences.to })
    .from(absences)
    .where(eq(absences.caregiverId, contract.caregiverId));
  const check = {
    existing,
    absences: caregiverAbsences,
    ...(options.bookingId ? { bookingId: options.bookingId } : {}),
  };
  const warnings: PlanningWarningAnswer[] = [];
  for (const interval of intervals) {
    const problem = planningProblem(interval, check);
    if (problem) {
      throw new OpsError(problem, `${describeVisit(interval)} ${PROBLEM_MESSAGES[problem]}.`, {
        date: toDayDate(interval.startDate),
      });
    }
    for (const code of planningWarnings(interval, check)) {
      warnings.push({ code, message: `${describeVisit(interval)} ${WARNING_MESSAGES[code]}.` });
    }
  }
  return warnings;
}
