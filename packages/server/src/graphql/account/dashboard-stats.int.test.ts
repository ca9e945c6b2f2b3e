import {
  firstCallLevel,
  firstCallTrend,
  responseRateLevel,
  responseRateTrend,
  satisfactionLevel,
  type StatLevel,
  type Trend,
} from '@careport/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerRatings } from '../../db/schema/index.js';
import { createBooking, createContract, createProposal } from '../../seed/factories.js';
import { HOUR, signIn } from '../../test/booking-helpers.js';
import { firstError, graphqlAs } from '../../test/graphql-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const DAY = 24 * HOUR;
// A fixed split date in the middle of a Berlin month, so the month's bookings are unambiguous.
const SPLIT = new Date('2026-06-15T10:00:00Z');
const START = new Date('2026-02-15T10:00:00Z');
const ago = (ms: number) => new Date(SPLIT.getTime() - ms);

const STATS = `query ($startDate: DateTime, $splitDate: DateTime) {
  caregiverStats(startDate: $startDate, splitDate: $splitDate) {
    customerSatisfactionScore monthlyDocumentedDurationInMinutes
    monthlyDocumentedGrossEarningsInCents averageMinutesToFirstCall
    previousAverageMinutesToFirstCall proposalResponseRate previousProposalResponseRate } }`;

type Stats = {
  customerSatisfactionScore: number | null;
  monthlyDocumentedDurationInMinutes: number;
  monthlyDocumentedGrossEarningsInCents: number | null;
  averageMinutesToFirstCall: number | null;
  previousAverageMinutesToFirstCall: number | null;
  proposalResponseRate: number | null;
  previousProposalResponseRate: number | null;
};

async function statsOf(token: string): Promise<Stats> {
  const answer = await graphqlAs<{ caregiverStats: Stats }>(t, token, STATS, {
    startDate: START.toISOString(),
    splitDate: SPLIT.toISOString(),
  });
  expect(answer.errors).toBeUndefined();
  return answer.data!.caregiverStats;
}

/** A generated history: ratings, first-call delays per period, proposals answered per period. */
type History = {
  ratings: number[];
  firstCallMinutes: number[];
  previousFirstCallMinutes: number[];
  /** [answered, expired unanswered] in the last 4 weeks and the 4 before. */
  responses: [number, number];
  previousResponses: [number, number];
};

async function seedHistory(caregiverId: string, history: History) {
  const contractMadeAt = async (createdAt: Date, minutes: number) =>
    createContract(t.db, {
      caregiverId,
      createdAt,
      firstCallAt: new Date(createdAt.getTime() + minutes * 60_000),
    });
  for (const minutes of history.firstCallMinutes) await contractMadeAt(ago(30 * DAY), minutes);
  for (const minutes of history.previousFirstCallMinutes) {
    await contractMadeAt(ago(150 * DAY), minutes);
  }
  for (const score of history.ratings) {
    const contract = await createContract(t.db, { caregiverId, createdAt: ago(200 * DAY) });
    await t.db
      .insert(customerRatings)
      .values({ caregiverId, contractId: contract.id, score, ratedAt: ago(10 * DAY) });
  }
  const proposals = async (sentAgo: number, [answered, expired]: [number, number]) => {
    for (let i = 0; i < answered; i += 1) {
      await createProposal(t.db, {
        caregiverId,
        createdAt: ago(sentAgo),
        expiresAt: ago(sentAgo - DAY),
        acceptedAt: ago(sentAgo - HOUR),
        status: 'ACCEPTED',
      });
    }
    for (let i = 0; i < expired; i += 1) {
      await createProposal(t.db, {
        caregiverId,
        createdAt: ago(sentAgo),
        expiresAt: ago(sentAgo - DAY),
        status: 'OPEN',
      });
    }
  };
  await proposals(7 * DAY, history.responses);
  await proposals(35 * DAY, history.previousResponses);
}

describe('spec 2 §3, §9 dashboard stats from generated histories', () => {
  it.each<
    [
      string,
      History,
      { satisfaction: StatLevel; firstCall: [StatLevel, Trend]; rate: [StatLevel, Trend] },
    ]
  >([
    [
      'good and improving',
      {
        ratings: [5, 4, 4],
        firstCallMinutes: [600, 1200],
        previousFirstCallMinutes: [2000],
        responses: [3, 0],
        previousResponses: [1, 1],
      },
      { satisfaction: 'good', firstCall: ['good', 'down'], rate: ['good', 'up'] },
    ],
    [
      'medium and steady',
      {
        ratings: [4, 3],
        firstCallMinutes: [2000],
        previousFirstCallMinutes: [1995],
        responses: [1, 1],
        previousResponses: [1, 1],
      },
      { satisfaction: 'medium', firstCall: ['medium', 'steady'], rate: ['medium', 'steady'] },
    ],
    [
      'bad and worsening',
      {
        ratings: [1, 2],
        firstCallMinutes: [4000],
        previousFirstCallMinutes: [1000],
        responses: [0, 3],
        previousResponses: [2, 0],
      },
      { satisfaction: 'bad', firstCall: ['bad', 'up'], rate: ['bad', 'down'] },
    ],
    [
      'no history yet',
      {
        ratings: [],
        firstCallMinutes: [],
        previousFirstCallMinutes: [],
        responses: [0, 0],
        previousResponses: [0, 0],
      },
      { satisfaction: 'none', firstCall: ['none', 'steady'], rate: ['none', 'steady'] },
    ],
  ])('%s', async (_name, history, expected) => {
    const anna = await signIn(t);
    await seedHistory(anna.id, history);
    const stats = await statsOf(anna.token);
    expect(satisfactionLevel(stats.customerSatisfactionScore)).toBe(expected.satisfaction);
    expect([
      firstCallLevel(stats.averageMinutesToFirstCall),
      firstCallTrend(stats.averageMinutesToFirstCall, stats.previousAverageMinutesToFirstCall),
    ]).toEqual(expected.firstCall);
    expect([
      responseRateLevel(stats.proposalResponseRate),
      responseRateTrend(stats.proposalResponseRate, stats.previousProposalResponseRate),
    ]).toEqual(expected.rate);
  });

  it('computes the exact figures: averages, rates and the Berlin month', async () => {
    const anna = await signIn(t);
    await seedHistory(anna.id, {
      ratings: [5, 4],
      firstCallMinutes: [100, 201],
      previousFirstCallMinutes: [300],
      responses: [2, 1],
      previousResponses: [1, 3],
    });
    const contract = await createContract(t.db, { caregiverId: anna.id });
    const documented = async (startDate: Date, minutes: number, status = 'FULFILLED') =>
      createBooking(t.db, {
        contractId: contract.id,
        startDate,
        endDate: new Date(startDate.getTime() + minutes * 60_000),
        grossPricePerHourInCents: 2800,
        status,
      });
    await documented(new Date('2026-06-01T06:00:00Z'), 90); // 1 June, Berlin: this month
    await documented(new Date('2026-06-10T08:00:00Z'), 45);
    await documented(new Date('2026-06-11T08:00:00Z'), 60, 'CREATED'); // not documented
    await documented(new Date('2026-05-31T22:30:00Z'), 60); // 31 May in UTC, 1 June in Berlin
    await documented(new Date('2026-05-31T20:00:00Z'), 60); // 31 May in Berlin: last month
    const stats = await statsOf(anna.token);
    expect(stats).toEqual({
      customerSatisfactionScore: 4.5,
      monthlyDocumentedDurationInMinutes: 195,
      // 90 min → 4 200, 45 min → 2 100, 60 min → 2 800 cents at 28 €/h.
      monthlyDocumentedGrossEarningsInCents: 9100,
      averageMinutesToFirstCall: 151,
      previousAverageMinutesToFirstCall: 300,
      proposalResponseRate: 2 / 3,
      previousProposalResponseRate: 0.25,
    });
  });

  it('leaves still open proposals out of the response rate', async () => {
    const anna = await signIn(t);
    await createProposal(t.db, {
      caregiverId: anna.id,
      createdAt: ago(DAY),
      expiresAt: new Date(SPLIT.getTime() + DAY),
    });
    expect((await statsOf(anna.token)).proposalResponseRate).toBeNull();
  });

  it('answers employees documented hours only (spec 2 §6)', async () => {
    const jonas = await signIn(t, true);
    const contract = await createContract(t.db, { caregiverId: jonas.id });
    await createBooking(t.db, {
      contractId: contract.id,
      startDate: ago(2 * DAY),
      endDate: ago(2 * DAY - 2 * HOUR),
      status: 'FULFILLED',
    });
    const stats = await statsOf(jonas.token);
    expect(stats.monthlyDocumentedDurationInMinutes).toBe(120);
    expect(stats.monthlyDocumentedGrossEarningsInCents).toBeNull();
    const overview = await graphqlAs<{ financialOverview: object }>(
      t,
      jonas.token,
      `{ financialOverview { monthlyDocumentedMinutes monthlyGrossEarningsInCents } }`,
    );
    expect(overview.data?.financialOverview).toMatchObject({ monthlyGrossEarningsInCents: null });
  });

  it("never counts another caregiver's history", async () => {
    const anna = await signIn(t);
    const bert = await signIn(t);
    await seedHistory(bert.id, {
      ratings: [5],
      firstCallMinutes: [60],
      previousFirstCallMinutes: [60],
      responses: [1, 0],
      previousResponses: [1, 0],
    });
    expect(await statsOf(anna.token)).toEqual({
      customerSatisfactionScore: null,
      monthlyDocumentedDurationInMinutes: 0,
      monthlyDocumentedGrossEarningsInCents: 0,
      averageMinutesToFirstCall: null,
      previousAverageMinutesToFirstCall: null,
      proposalResponseRate: null,
      previousProposalResponseRate: null,
    });
  });

  it('refuses a start date not before the split date', async () => {
    const anna = await signIn(t);
    const answer = await graphqlAs(t, anna.token, STATS, {
      startDate: SPLIT.toISOString(),
      splitDate: START.toISOString(),
    });
    expect(firstError(answer).code).toBe('CANNOT_DESERIALIZE_REQUEST_DATA');
  });

  it('defaults to the window of 4 months back to now', async () => {
    const anna = await signIn(t);
    const answer = await graphqlAs<{ caregiverStats: Stats }>(
      t,
      anna.token,
      `{ caregiverStats { monthlyDocumentedDurationInMinutes proposalResponseRate } }`,
    );
    expect(answer.data?.caregiverStats).toEqual({
      monthlyDocumentedDurationInMinutes: 0,
      proposalResponseRate: null,
    });
  });
});
