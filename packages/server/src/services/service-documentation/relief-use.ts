import { documentationMonthRange, reliefBudgetMinutes, visitPriceInCents } from '@careport/domain';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { CaregiverActor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { bookings, contracts } from '../../db/schema/index.js';
import { fail } from '../../errors/fail.js';
import { getCaller } from '../caller.js';
import { isUuid } from '../ids.js';
import { isLiveBooking } from '../list-bookings.js';

/**
 * Beyond the spec (issue 12): a month of the §45b relief amount on one contract. The used minutes
 * for everyone; the budget and the euro figures only for independents (spec 1 §6: employees see
 * no prices). The budget in minutes is withheld too: the relief amount is public, so amount × 60 /
 * budget minutes is the hourly price (issue 42, docs/decisions/0073-employees-get-no-derivable-price.md).
 */
export type ReliefAmountUse = {
  year: number;
  month: number;
  budgetMinutes: number | null;
  usedMinutes: number;
  amountInCents: number | null;
  usedInCents: number | null;
  hourlyRateInCents: number | null;
};

/**
 * The month's planned and documented visits on a contract whose customer pays through the care
 * insurance directly (docs/decisions/0040-finance-and-service-documentation.md): null for any other
 * payment method.
 */
export async function getReliefAmountUse(options: {
  db: Db;
  actor: CaregiverActor;
  amountInCents: number;
  contractId: string;
  year: number;
  month: number;
}): Promise<ReliefAmountUse | null> {
  const { db, actor, year, month } = options;
  if (!isUuid(options.contractId)) throw fail('CONTRACT_INVALID_ID');
  if (!Number.isInteger(year) || year < 2000 || year > 2100 || !Number.isInteger(month)) {
    throw fail('CANNOT_DESERIALIZE_REQUEST_DATA');
  }
  if (month < 1 || month > 12) throw fail('CANNOT_DESERIALIZE_REQUEST_DATA');
  const caller = await getCaller(db, actor);
  const [contract] = await db
    .select({
      id: contracts.id,
      paymentMethod: contracts.paymentMethod,
      rate: contracts.grossCustomerPricePerHourInCents,
    })
    .from(contracts)
    .where(and(eq(contracts.id, options.contractId), eq(contracts.caregiverId, actor.caregiverId)));
  if (!contract) throw fail('CONTRACT_NOT_FOUND');
  if (contract.paymentMethod !== 'direct_reimbursement') return null;
  const { from, to } = documentationMonthRange({ year, month });
  const [row] = await db
    .select({
      minutes: sql<string>`coalesce(sum(extract(epoch from (${bookings.endDate} - ${bookings.startDate})) / 60), 0)`,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.contractId, contract.id),
        isLiveBooking,
        gte(bookings.startDate, from),
        lt(bookings.startDate, to),
      ),
    );
  const usedMinutes = Math.round(Number(row?.minutes ?? 0));
  const independent = !caller.isEmployee;
  return {
    year,
    month,
    budgetMinutes: independent ? reliefBudgetMinutes(options.amountInCents, contract.rate) : null,
    usedMinutes,
    amountInCents: independent ? options.amountInCents : null,
    usedInCents: independent ? visitPriceInCents(usedMinutes, contract.rate) : null,
    hourlyRateInCents: independent ? contract.rate : null,
  };
}
