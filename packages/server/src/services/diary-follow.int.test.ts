// Issue 43, record 0125: after a caregiver's own booking change the cached diary takes in the
// changed rows instead of loading the whole diary again. What must hold: the answer equals a diary
// loaded from scratch after every kind of change, and the bookings the change did not touch are
// still the objects it had (so it was followed, not loaded again).
import { MAIN_SERVICE_IDS } from '@careport/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaregiverActor } from '../auth/actor.js';
import { runAsCaregiver } from '../db/client.js';
import { bookings, contracts } from '../db/schema/index.js';
import { createBooking, createContract } from '../seed/factories.js';
import { bookingAt, contractWithHistory, HOUR, iso, signIn } from '../test/booking-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { listBookings, type BookingView } from './list-bookings.js';
import { createReadCache } from './read-cache.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const actorOf = (caregiverId: string): CaregiverActor => ({
  kind: 'caregiver',
  caregiverId,
  clientId: t.client.clientId,
});

/** A read cache of its own on the app's database, as a second server process would keep. */
function diaryOf(caregiverId: string) {
  const cache = createReadCache(
    t.database.kind === 'pglite' ? { changes: t.database.changes } : {},
  );
  const actor = actorOf(caregiverId);
  return {
    cached: () => listBookings({ db: t.db, actor, cache }),
    loaded: () => listBookings({ db: t.db, actor }),
  };
}

/** A write in the caregiver's own request (http/change-scope.ts); drizzle runs it when awaited. */
const asCaregiver = (caregiverId: string, write: () => PromiseLike<unknown>) =>
  runAsCaregiver(caregiverId, async () => {
    await write();
  });

const byId = (views: readonly BookingView[], id: string) =>
  views.find((view) => view.bookingId === id);

describe('the cached diary after the caregiver’s own changes (record 0125)', () => {
  it('takes in added, moved, documented and deleted bookings as a fresh load shows them', async () => {
    const anna = await signIn(t);
    const { contract, first } = await contractWithHistory(t, anna.id);
    const tomorrow = await bookingAt(t, contract.id, 24 * HOUR);
    const past = await bookingAt(t, contract.id, -3 * HOUR, 120);
    const diary = diaryOf(anna.id);
    let before = await diary.cached();
    expect(before.map((view) => view.bookingId)).toEqual([first.id, past.id, tomorrow.id]);

    const changes: [string, () => Promise<{ statusCode: number }>][] = [
      [
        'added',
        () =>
          anna.api.post('/caregiver-app/booking', {
            contract_id: contract.id,
            start_date: iso(t, 48 * HOUR),
            end_date: iso(t, 49 * HOUR),
          }),
      ],
      [
        'moved before another',
        () =>
          anna.api.post(`/caregiver-app/booking/${tomorrow.id}`, {
            start_date: iso(t, 72 * HOUR),
            end_date: iso(t, 74 * HOUR),
          }),
      ],
      [
        'documented with services',
        () =>
          anna.api.post(`/caregiver-app/booking/fulfill/${past.id}`, {
            start_date: past.startDate.toISOString(),
            end_date: past.endDate.toISOString(),
            main_service_ids: [MAIN_SERVICE_IDS.HOUSEHOLD_HELP],
            other_service_description: 'Einkauf',
            payment_method: 'private_payment',
          }),
      ],
      ['deleted', () => anna.api.post(`/caregiver-app/booking/delete/${tomorrow.id}`)],
    ];
    for (const [change, run] of changes) {
      expect((await run()).statusCode, change).toBeLessThan(300);
      const after = await diary.cached();
      expect(after, change).toEqual(await diary.loaded());
      // The first booking, long documented, was not touched: followed, not loaded again.
      expect(byId(after, first.id), change).toBe(byId(before, first.id));
      before = after;
    }
    expect(before.map((view) => [view.bookingId, view.status])).toEqual([
      [first.id, 'INVOICED'],
      [past.id, 'FULFILLED'],
      [expect.any(String), 'CREATED'],
    ]);
    expect(byId(before, past.id)?.services.map((service) => service.id)).toEqual([
      MAIN_SERVICE_IDS.HOUSEHOLD_HELP,
    ]);
  });

  it('moves isFirstBooking to the next booking when an employee cancels the first one', async () => {
    const jonas = await signIn(t, true);
    const contract = await createContract(t.db, { caregiverId: jonas.id });
    const firstVisit = await bookingAt(t, contract.id, 24 * HOUR);
    const secondVisit = await bookingAt(t, contract.id, 48 * HOUR);
    const other = await createBooking(t.db, {
      caregiverId: jonas.id,
      startDate: new Date(t.clock.now().getTime() + 96 * HOUR),
    });
    const diary = diaryOf(jonas.id);
    const before = await diary.cached();
    expect(byId(before, firstVisit.id)?.isFirstBooking).toBe(true);
    expect(byId(before, secondVisit.id)?.isFirstBooking).toBe(false);

    const cancelled = await jonas.api.post(`/caregiver-app/booking/cancel/${firstVisit.id}`, {
      cancellation_type: 'customer',
      cancellation_reason: 'customer_illness',
    });
    expect(cancelled.statusCode).toBe(200);
    const after = await diary.cached();
    expect(after).toEqual(await diary.loaded());
    expect(byId(after, firstVisit.id)).toBeUndefined();
    expect(byId(after, secondVisit.id)?.isFirstBooking).toBe(true);
    // Another contract's booking is the same object: only the touched contract was read again.
    expect(byId(after, other.id)).toBe(byId(before, other.id));
  });

  it('keeps every view when the changed booking is not one the diary shows', async () => {
    const anna = await signIn(t);
    const { contract } = await contractWithHistory(t, anna.id);
    const booking = await bookingAt(t, contract.id, 24 * HOUR, 60, { cancelledAt: t.clock.now() });
    const diary = diaryOf(anna.id);
    const before = await diary.cached();
    // A write to the caregiver's own booking rows that changes nothing the diary shows.
    await asCaregiver(anna.id, () =>
      t.db.update(bookings).set({ updatedAt: t.clock.now() }).where(eq(bookings.id, booking.id)),
    );
    const after = await diary.cached();
    expect(after).toHaveLength(before.length);
    after.forEach((view, index) => expect(view).toBe(before[index]));
    expect(after).toEqual(await diary.loaded());
  });

  it('loads the whole diary again after a change of the caregiver’s own contract', async () => {
    const anna = await signIn(t);
    const { contract } = await contractWithHistory(t, anna.id);
    await bookingAt(t, contract.id, 24 * HOUR);
    const diary = diaryOf(anna.id);
    const before = await diary.cached();
    expect(before.map((view) => view.contractIsActive)).toEqual([true, true]);
    await asCaregiver(anna.id, () =>
      t.db.update(contracts).set({ isActive: false }).where(eq(contracts.id, contract.id)),
    );
    const after = await diary.cached();
    expect(after.map((view) => view.contractIsActive)).toEqual([false, false]);
    expect(after).toEqual(await diary.loaded());
  });

  it('shows another caregiver’s change of a booking row to nobody else’s diary', async () => {
    const anna = await signIn(t);
    const ben = await signIn(t);
    const annas = await createBooking(t.db, { caregiverId: anna.id });
    const bens = await createBooking(t.db, { caregiverId: ben.id });
    const diary = diaryOf(anna.id);
    const before = await diary.cached();
    await asCaregiver(ben.id, () =>
      t.db.update(bookings).set({ status: 'CONFIRMED' }).where(eq(bookings.id, bens.id)),
    );
    const after = await diary.cached();
    expect(after).toBe(before);
    expect(after.map((view) => view.bookingId)).toEqual([annas.id]);
  });
});
