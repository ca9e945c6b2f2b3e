// Issue 12 "Beyond the spec": a documented or invoiced visit shows an independent what it earned
// (gross, commission, net); employees and undocumented visits get none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContract } from '../seed/factories.js';
import { bookingAt, HOUR, signIn } from '../test/booking-helpers.js';
import { graphqlAs } from '../test/graphql-client.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const QUERY = `query ($bookingId: String!) { booking(bookingId: $bookingId) {
  status earnings { grossInCents commissionInCents commissionVatInCents netInCents commissionRate } } }`;

type Answer = {
  booking: {
    status: string;
    earnings: {
      grossInCents: number;
      commissionInCents: number;
      commissionVatInCents: number;
      netInCents: number;
      commissionRate: number;
    } | null;
  } | null;
};

describe('booking earnings', () => {
  it.each([
    [
      'FULFILLED',
      {
        grossInCents: 5535,
        commissionInCents: 1107,
        commissionVatInCents: 210,
        netInCents: 4218,
        commissionRate: 0.2,
      },
    ],
    [
      'INVOICED',
      {
        grossInCents: 5535,
        commissionInCents: 1107,
        commissionVatInCents: 210,
        netInCents: 4218,
        commissionRate: 0.2,
      },
    ],
    ['CREATED', null],
  ] as const)('a %s visit of 90 minutes at 36.90 €/h earns %j', async (status, earnings) => {
    const anna = await signIn(t);
    const contract = await createContract(t.db, {
      caregiverId: anna.id,
      grossCustomerPricePerHourInCents: 3690,
      commissionRate: '0.2000',
    });
    const booking = await bookingAt(t, contract.id, -48 * HOUR, 90, { status });
    const answer = await graphqlAs<Answer>(t, anna.token, QUERY, { bookingId: booking.id });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.booking?.earnings).toEqual(earnings);
  });

  it('shows employees no earnings', async () => {
    const jonas = await signIn(t, true);
    const contract = await createContract(t.db, { caregiverId: jonas.id });
    const booking = await bookingAt(t, contract.id, -48 * HOUR, 60, { status: 'FULFILLED' });
    const answer = await graphqlAs<Answer>(t, jonas.token, QUERY, { bookingId: booking.id });
    expect(answer.data?.booking).toEqual({ status: 'FULFILLED', earnings: null });
  });
});
