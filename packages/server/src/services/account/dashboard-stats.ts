import { berlinMonthOf, responseRate, statsPeriods, type Period } from '@careport/domain';
import { and, avg, count, eq, gte, isNotNull, lt, lte, or, sql, sum } from 'drizzle-orm';
import type { CaregiverActor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { bookings, contracts, customerRatings, proposals } from '../../db/schema/index.js';
import { fail } from '../../errors/fail.js';
import { getCaller } from '../caller.js';
import { isLiveBooking } from '../list-bookings.js';

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

/** Minutes of a booking, rounded as spec 1 §3 pricing.durationInMinutes. */
const bookingMinutes = sql`round(extract(epoch from ${bookings.endDate} - ${bookings.startDate}) / 60)`;

/**
 * spec 2 §3 monthly documented figures: the documented (fulfilled) live bookings that start in the
 * Berlin month of `at`, their minutes and the caregiver's gross earnings (each booking rounded to
 * a cent, as its own price is).
 */
export async function documentedMonth(
  db: Db,
  caregiverId: string,
  at: Date,
): Promise<{ minutes: number; grossEarningsInCents: number }> {
  const month = berlinMonthOf(at);
  const [row] = await db
    .select({
      minutes: sum(bookingMinutes).mapWith(Number),
      cents: sum(
        sql`round(${bookings.grossPricePerHourInCents} * ${bookingMinutes} / 60.0)`,
      ).mapWith(Number),
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
  return { minutes: row?.minutes ?? 0, grossEarningsInCents: row?.cents ?? 0 };
}

/** Average minutes from a new contract to its logged first call, for contracts made in `period`. */
async function averageMinutesToFirstCall(
  db: Db,
  caregiverId: string,
  period: Period,
): Promise<number | null> {
  const [row] = await db
    .select({
      minutes: avg(sql`extract(epoch from ${contracts.firstCallAt} - ${contracts.createdAt}) / 60`),
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
  return row?.minutes == null ? null : Math.round(Number(row.minutes));
}

/**
 * spec 2 §9 the proposal response rate of proposals received in `period`: answered (accepted or
 * declined) among those answered or expired unanswered by `asOf`; still open ones do not count.
 */
async function proposalResponseRate(
  db: Db,
  caregiverId: string,
  period: Period,
  asOf: Date,
): Promise<number | null> {
  const isAnswered = or(isNotNull(proposals.acceptedAt), isNotNull(proposals.declinedAt));
  const [row] = await db
    .select({
      answered: count(sql`case when ${isAnswered} then 1 end`),
      expired: count(
        sql`case when not (${isAnswered}) and ${proposals.expiresAt} <= ${asOf} then 1 end`,
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
  return responseRate(row?.answered ?? 0, row?.expired ?? 0);
}

/** spec 2 §9: the customers' ratings (1–5) given up to the split date; null without any. */
async function satisfactionScore(db: Db, caregiverId: string, asOf: Date) {
  const [row] = await db
    .select({ score: avg(customerRatings.score) })
    .from(customerRatings)
    .where(and(eq(customerRatings.caregiverId, caregiverId), lte(customerRatings.ratedAt, asOf)));
  return row?.score == null ? null : Math.round(Number(row.score) * 100) / 100;
}

/**
 * spec 2 §3, §7 dashboard stats with startDate (4 months back) and splitDate (now), all computed
 * from the caller's own history. Employees receive documented hours only (§6).
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
  // Sequential on purpose: PGlite is one connection, and each query is an index range scan.
  const month = await documentedMonth(db, caregiverId, splitDate);
  const firstCall = await averageMinutesToFirstCall(db, caregiverId, periods.current);
  const previousFirstCall = await averageMinutesToFirstCall(db, caregiverId, periods.previous);
  const rate = await proposalResponseRate(db, caregiverId, periods.responses, splitDate);
  const previousRate = await proposalResponseRate(
    db,
    caregiverId,
    periods.previousResponses,
    splitDate,
  );
  return {
    customerSatisfactionScore: await satisfactionScore(db, caregiverId, splitDate),
    monthlyDocumentedDurationInMinutes: month.minutes,
    monthlyDocumentedGrossEarningsInCents: caller.isEmployee ? null : month.grossEarningsInCents,
    averageMinutesToFirstCall: firstCall,
    previousAverageMinutesToFirstCall: previousFirstCall,
    proposalResponseRate: rate,
    previousProposalResponseRate: previousRate,
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
