import { berlinMonthOf, responseRate, statsPeriods, type Period } from '@careport/domain';
import { and, eq, gte, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import type { CaregiverActor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { bookings, contracts, customerRatings, proposals } from '../../db/schema/index.js';
import { fail } from '../../errors/fail.js';
import { getCaller } from '../caller.js';
import { bookingMinutes, isLiveBooking } from '../list-bookings.js';

/** spec 2 §3 Caregiver stats. */
export type DashboardStats = {
  customerSatisfactionScore: number | null;
  monthlyDocumentedDurationInMinutes: number;
  /** spec 2 §6: null for employees, who see documented hours only. */
  monthlyDocumentedGrossEarningsInCents: number | null;
  averageMinutesToFirstCall: number | null;
  previousAverageMinutesToFirstCall: number | null;
  proposalResponseRate: number | null;
  previousProposalResponseRate: number | null;
};

/**
 * spec 2 §3 monthly documented figures: the documented (fulfilled) live bookings that start in the
 * Berlin month of `at`, their minutes and the caregiver's gross earnings (each booking rounded to
 * a cent, as its own price is). A query of one row, to run alone or inside the dashboard's one.
 */
function documentedMonthQuery(db: Db, caregiverId: string, at: Date) {
  const month = berlinMonthOf(at);
  return db
    .select({
      minutes: sql<number | null>`sum(${bookingMinutes})`.as('minutes'),
      cents: sql<
        number | null
      >`sum(round(${bookings.grossPricePerHourInCents} * ${bookingMinutes} / 60.0))`.as('cents'),
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.caregiverId, caregiverId),
        eq(bookings.status, 'FULFILLED'),
        isLiveBooking,
        gte(bookings.startDate, month.from),
        lt(bookings.startDate, month.to),
      ),
    );
}

export async function documentedMonth(
  db: Db,
  caregiverId: string,
  at: Date,
): Promise<{ minutes: number; grossEarningsInCents: number }> {
  const [row] = await documentedMonthQuery(db, caregiverId, at);
  return { minutes: Number(row?.minutes ?? 0), grossEarningsInCents: Number(row?.cents ?? 0) };
}

/** Average minutes from a new contract to its logged first call, for contracts made in `period`. */
function firstCallQuery(db: Db, caregiverId: string, period: Period) {
  return db
    .select({
      minutes:
        sql`avg(extract(epoch from ${contracts.firstCallAt} - ${contracts.createdAt}) / 60)`.as(
          'minutes',
        ),
    })
    .from(contracts)
    .where(
      and(
        eq(contracts.caregiverId, caregiverId),
        isNotNull(contracts.firstCallAt),
        gte(contracts.createdAt, period.from),
        lt(contracts.createdAt, period.to),
      ),
    );
}

/**
 * spec 2 §9 the proposal response rate of proposals received in `period`: answered (accepted or
 * declined) among those answered or expired unanswered by `asOf`; still open ones do not count.
 */
function responsesQuery(db: Db, caregiverId: string, period: Period, asOf: Date) {
  const isAnswered = or(isNotNull(proposals.acceptedAt), isNotNull(proposals.declinedAt));
  return db
    .select({
      answered: sql`count(case when ${isAnswered} then 1 end)`.as('answered'),
      expired:
        sql`count(case when not (${isAnswered}) and ${proposals.expiresAt} <= ${asOf} then 1 end)`.as(
          'expired',
        ),
    })
    .from(proposals)
    .where(
      and(
        eq(proposals.caregiverId, caregiverId),
        gte(proposals.createdAt, period.from),
        lt(proposals.createdAt, period.to),
      ),
    );
}

/** spec 2 §9: the customers' ratings (1–5) given up to the split date; null without any. */
function satisfactionQuery(db: Db, caregiverId: string, asOf: Date) {
  return db
    .select({ score: sql`avg(${customerRatings.score})`.as('score') })
    .from(customerRatings)
    .where(and(eq(customerRatings.caregiverId, caregiverId), lte(customerRatings.ratedAt, asOf)));
}

/** A numeric column as PostgreSQL sends it (text for numeric, a number or bigint text else). */
const numberOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

/**
 * spec 2 §3, §7 dashboard stats with startDate (4 months back) and splitDate (now), all computed
 * from the caller's own history. Employees receive documented hours only (§6). Issue 43: the six
 * aggregates are one statement (each an index range scan, cross-joined as the one row each
 * returns): six round trips were most of a dashboard's cost, on PGlite's one connection above all.
 */
export async function getDashboardStats(options: {
  db: Db;
  actor: CaregiverActor;
  startDate: Date;
  splitDate: Date;
}): Promise<DashboardStats> {
  const { db, actor, startDate, splitDate } = options;
  if (startDate.getTime() >= splitDate.getTime()) {
    throw fail('CANNOT_DESERIALIZE_REQUEST_DATA', { startDate: 'VALIDATION_END_AFTER_START' });
  }
  const caller = await getCaller(db, actor);
  const { caregiverId } = caller;
  const periods = statsPeriods(startDate, splitDate);
  const result = await db.execute<Record<string, unknown>>(sql`
    SELECT month.minutes AS month_minutes, month.cents AS month_cents,
           first_call.minutes AS first_call, previous_first_call.minutes AS previous_first_call,
           responses.answered, responses.expired,
           previous_responses.answered AS previous_answered,
           previous_responses.expired AS previous_expired,
           satisfaction.score
      FROM (${documentedMonthQuery(db, caregiverId, splitDate)}) AS month,
           (${firstCallQuery(db, caregiverId, periods.current)}) AS first_call,
           (${firstCallQuery(db, caregiverId, periods.previous)}) AS previous_first_call,
           (${responsesQuery(db, caregiverId, periods.responses, splitDate)}) AS responses,
           (${responsesQuery(db, caregiverId, periods.previousResponses, splitDate)}) AS previous_responses,
           (${satisfactionQuery(db, caregiverId, splitDate)}) AS satisfaction`);
  const row = result.rows[0] ?? {};
  const minutesOf = (value: unknown) => {
    const minutes = numberOrNull(value);
    return minutes === null ? null : Math.round(minutes);
  };
  const score = numberOrNull(row.score);
  return {
    customerSatisfactionScore: score === null ? null : Math.round(score * 100) / 100,
    monthlyDocumentedDurationInMinutes: numberOrNull(row.month_minutes) ?? 0,
    monthlyDocumentedGrossEarningsInCents: caller.isEmployee
      ? null
      : (numberOrNull(row.month_cents) ?? 0),
    averageMinutesToFirstCall: minutesOf(row.first_call),
    previousAverageMinutesToFirstCall: minutesOf(row.previous_first_call),
    proposalResponseRate: responseRate(
      numberOrNull(row.answered) ?? 0,
      numberOrNull(row.expired) ?? 0,
    ),
    previousProposalResponseRate: responseRate(
      numberOrNull(row.previous_answered) ?? 0,
      numberOrNull(row.previous_expired) ?? 0,
    ),
  };
}

/** spec 2 §7 financial overview: this month's documented minutes and gross earnings in cents. */
export async function getFinancialOverview(options: {
  db: Db;
  actor: CaregiverActor;
  now: Date;
}): Promise<{ monthlyDocumentedMinutes: number; monthlyGrossEarningsInCents: number | null }> {
  const caller = await getCaller(options.db, options.actor);
  const month = await documentedMonth(options.db, caller.caregiverId, options.now);
  return {
    monthlyDocumentedMinutes: month.minutes,
    monthlyGrossEarningsInCents: caller.isEmployee ? null : month.grossEarningsInCents,
  };
}
