// Issue 42: bookings a caregiver creates are capped per hour and per day at what a person does,
// counted in the database (so across instances), deleted ones included.
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../db/schema/index.js';
import {
  BOOKINGS_CREATED_PER_DAY_LIMIT,
  BOOKINGS_CREATED_PER_HOUR_LIMIT,
} from '../services/booking-rate-limit.js';
import {
  contractWithHistory,
  HOUR,
  iso,
  MINUTE,
  signIn,
  type SignedIn,
} from '../test/booking-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/**
 * `count` bookings the caregiver created `agoMs` before now, written directly (the limit counts
 * rows, whichever way they came); every other one deleted, which gives nothing back.
 */
async function alreadyCreated(
  caregiver: SignedIn,
  contractId: string,
  count: number,
  agoMs: number,
) {
  const createdAt = new Date(t.clock.now().getTime() - agoMs);
  await t.db.insert(bookings).values(
    Array.from({ length: count }, (_, index) => {
      const startDate = new Date(t.clock.now().getTime() - (index + 1) * 2 * HOUR);
      return {
        contractId,
        caregiverId: caregiver.id,
        startDate,
        endDate: new Date(startDate.getTime() + HOUR),
        grossPricePerHourInCents: 3500,
        createdAt,
        deletedAt: index % 2 === 0 ? createdAt : null,
      };
    }),
  );
}

let day = 0;
/** A one-hour appointment on a day of its own, so none overlaps. */
const create = (caregiver: SignedIn, contractId: string) => {
  day += 1;
  return caregiver.api.post('/caregiver-app/booking', {
    contract_id: contractId,
    start_date: iso(t, day * 24 * HOUR),
    end_date: iso(t, day * 24 * HOUR + 60 * MINUTE),
  });
};

const liveCount = async (contractId: string) =>
  (
    await t.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.contractId, contractId), isNull(bookings.deletedAt)))
  ).length;

describe('bookings created per caregiver (issue 42)', () => {
  it('refuses the one past the hour’s limit with 429 BOOKING_RATE_LIMIT and creates nothing', async () => {
    const anna = await signIn(t);
    const other = await signIn(t);
    const { contract } = await contractWithHistory(t, anna.id);
    const { contract: otherContract } = await contractWithHistory(t, other.id);
    // The contract's first booking was created just now: one of the hour's.
    await alreadyCreated(anna, contract.id, BOOKINGS_CREATED_PER_HOUR_LIMIT - 2, 30 * MINUTE);
    expect((await create(anna, contract.id)).statusCode).toBe(201);
    const live = await liveCount(contract.id);
    const refused = await create(anna, contract.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toEqual({ status: 429, errorCode: 'BOOKING_RATE_LIMIT' });
    expect(await liveCount(contract.id)).toBe(live);
    // Another caregiver is not held up.
    expect((await create(other, otherContract.id)).statusCode).toBe(201);
  });

  it('counts only the last hour and the last day', async () => {
    const anna = await signIn(t);
    const { contract } = await contractWithHistory(t, anna.id);
    await alreadyCreated(anna, contract.id, BOOKINGS_CREATED_PER_HOUR_LIMIT, 61 * MINUTE);
    expect((await create(anna, contract.id)).statusCode).toBe(201);
    const ben = await signIn(t);
    const { contract: bens } = await contractWithHistory(t, ben.id);
    await alreadyCreated(ben, bens.id, BOOKINGS_CREATED_PER_DAY_LIMIT, 24 * HOUR + MINUTE);
    expect((await create(ben, bens.id)).statusCode).toBe(201);
  });

  it('refuses the one past the day’s limit', async () => {
    const ben = await signIn(t);
    const { contract } = await contractWithHistory(t, ben.id);
    await alreadyCreated(ben, contract.id, BOOKINGS_CREATED_PER_DAY_LIMIT - 2, 5 * HOUR);
    expect((await create(ben, contract.id)).statusCode).toBe(201);
    expect((await create(ben, contract.id)).body).toEqual({
      status: 429,
      errorCode: 'BOOKING_RATE_LIMIT',
    });
  });
});
