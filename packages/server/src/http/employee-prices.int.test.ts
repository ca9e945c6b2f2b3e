// Issue 42: spec 1 §6 "employees see no prices or earnings" covers every figure a price follows
// from, not only the price: 13 100 ct relief amount × 60 / 213 budget minutes = 36.90 €/h. One
// walk over everything an employee's app reads, REST and GraphQL, so a new field cannot slip by.
import { documentationMonthOf } from '@careport/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProposal, createServiceRequest } from '../seed/factories.js';
import {
  bookingAt,
  contractWithHistory,
  HOUR,
  signIn,
  type SignedIn,
} from '../test/booking-helpers.js';
import { graphqlAs } from '../test/graphql-client.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Keys that carry money, or a figure that turns into money with a public one (the budget). */
const MONEY_KEY = /price|cents|commission|earning|budget|hourly/i;

const READS = `query ($contractId: String!, $year: Int!, $month: Int!) {
  allContracts {
    pricing { grossCustomerPricePerHourInCents grossCaregiverPricePerHourInCents commissionRate }
    stats { bookingCount minuteCount grossEarningsInCents }
    bookings { pricing { durationInMinutes grossPricePerHourInCents grossPriceInCents } }
  }
  allBookings {
    pricing { durationInMinutes grossPricePerHourInCents grossPriceInCents }
    earnings { grossInCents commissionInCents netInCents commissionRate }
  }
  allProposals { pricing { grossPricePerHourInCents } }
  caregiverStats { monthlyDocumentedDurationInMinutes monthlyDocumentedGrossEarningsInCents }
  financialOverview { monthlyDocumentedMinutes monthlyGrossEarningsInCents }
  reliefAmountUse(contractId: $contractId, year: $year, month: $month) {
    budgetMinutes usedMinutes amountInCents usedInCents hourlyRateInCents
  }
}`;

/** The paths of money keys whose value is not null, anywhere in `value`. */
function moneyFigures(value: unknown, path = ''): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => moneyFigures(item, `${path}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const here = `${path}.${key}`;
    if (MONEY_KEY.test(key) && item !== null) return [here, ...moneyFigures(item, here)];
    return moneyFigures(item, here);
  });
}

/** A direct-reimbursement contract with a documented visit this month and a listed proposal. */
async function everythingRead(caregiver: SignedIn): Promise<unknown[]> {
  const { contract } = await contractWithHistory(t, caregiver.id, {
    paymentMethod: 'direct_reimbursement',
    grossCustomerPricePerHourInCents: 3690,
  });
  const visit = await bookingAt(t, contract.id, -2 * HOUR, 90, { status: 'FULFILLED' });
  await bookingAt(t, contract.id, 24 * HOUR, 60);
  const request = await createServiceRequest(t.db, { grossPricePerHourInCents: 3400 });
  await createProposal(t.db, {
    caregiverId: caregiver.id,
    serviceRequestId: request.id,
    expiresAt: new Date(t.clock.now().getTime() + 24 * HOUR),
  });
  const graphql = await graphqlAs(t, caregiver.token, READS, {
    contractId: contract.id,
    ...documentationMonthOf(visit.startDate),
  });
  expect(graphql.errors).toBeUndefined();
  const rest = await Promise.all(
    [
      '/caregiver-app/booking',
      '/caregiver-app/contract-aggregate',
      `/caregiver-app/contract-aggregate/${contract.id}`,
      '/caregiver-app/proposal',
    ].map(async (url) => {
      const answer = await caregiver.api.get(url);
      expect(answer.statusCode, url).toBe(200);
      return { url, body: answer.body };
    }),
  );
  return [graphql.data, ...rest];
}

describe('no figure a price follows from reaches an employee (spec 1 §6)', () => {
  it('gives an employee none: prices, totals, earnings, commission, relief budget', async () => {
    const jonas = await signIn(t, true);
    const answers = await everythingRead(jonas);
    expect(moneyFigures(answers)).toEqual([]);
    // What the employee still needs: the month's minutes, without the budget they compare to.
    const graphql = answers[0] as { reliefAmountUse: { usedMinutes: number } };
    expect(graphql.reliefAmountUse.usedMinutes).toBeGreaterThanOrEqual(90);
  });

  it('still gives an independent all of them', async () => {
    const anna = await signIn(t);
    const keys = new Set(
      moneyFigures(await everythingRead(anna)).map((path) => path.slice(path.lastIndexOf('.') + 1)),
    );
    for (const key of [
      'grossCustomerPricePerHourInCents',
      'grossEarningsInCents',
      'grossPriceInCents',
      'netInCents',
      'monthlyDocumentedGrossEarningsInCents',
      'monthlyGrossEarningsInCents',
      'budgetMinutes',
      'hourlyRateInCents',
      'gross_customer_price_per_hour_in_cents',
      'gross_price_in_cents',
      'gross_earnings_in_cents',
      'gross_price_per_hour_in_cents',
    ]) {
      expect(keys, key).toContain(key);
    }
  });
});
