// docs/decisions.md "Read cache": whole diaries and contract lists are reused only while nothing
// was written. Every write below goes around the app's services (straight to the database), as
// another server process would on PostgreSQL or a job would on PGlite, and the next answer must
// show it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, careReceivers, caregivers, contracts } from '../db/schema/index.js';
import { createCareReceiver, createContract } from '../seed/factories.js';
import { createReadCache } from '../services/read-cache.js';
import { bookingAt, HOUR, signIn } from '../test/booking-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type BookingDto = { booking_id: string; status: string; pricing: unknown; care_receiver: object };
type ContractDto = { contract_id: string; is_active: boolean };

const DIARY = '{ allBookings { bookingId status careReceiver { lastName } } }';

describe('read cache (issue 5: the diary while the database is unchanged)', () => {
  it('answers the same diary twice, then every change made after it', async () => {
    const anna = await signIn(t);
    const receiver = await createCareReceiver(t.db, { lastName: 'Vorher' });
    const contract = await createContract(t.db, {
      caregiverId: anna.id,
      careReceiverId: receiver.id,
    });
    const booking = await bookingAt(t, contract.id, 24 * HOUR, 60);
    const list = async () => (await anna.api.get<BookingDto[]>('/caregiver-app/booking')).body.data;
    const graphql = async () => {
      const response = await t.request({
        method: 'POST',
        url: '/graphql',
        headers: { authorization: `Bearer ${anna.token}` },
        payload: { query: DIARY },
      });
      return response.json<{ data: { allBookings: { lastName?: string; status: string }[] } }>()
        .data.allBookings;
    };

    const first = await list();
    expect(await list()).toEqual(first);
    expect(first?.map((dto) => dto.booking_id)).toEqual([booking.id]);

    const added = await bookingAt(t, contract.id, 48 * HOUR, 60);
    expect((await list())?.map((dto) => dto.booking_id)).toEqual([booking.id, added.id]);

    await t.db.update(bookings).set({ status: 'CONFIRMED' }).where(eq(bookings.id, booking.id));
    expect((await list())?.[0]?.status).toBe('CONFIRMED');
    expect((await graphql())[0]?.status).toBe('CONFIRMED');

    await t.db
      .update(careReceivers)
      .set({ lastName: 'Nachher' })
      .where(eq(careReceivers.id, receiver.id));
    expect((await list())?.[0]?.care_receiver).toMatchObject({ last_name: 'Nachher' });
    expect(await graphql()).toMatchObject([{ careReceiver: { lastName: 'Nachher' } }, {}]);

    // spec 1 §6: an employee sees no prices; the flag lives on the caregiver row.
    expect((await list())?.[0]?.pricing).not.toBeNull();
    await t.db
      .update(caregivers)
      .set({ isCareportEmployee: true })
      .where(eq(caregivers.id, anna.id));
    expect((await list())?.[0]?.pricing).toBeNull();

    await t.db.update(bookings).set({ deletedAt: new Date() }).where(eq(bookings.id, added.id));
    expect((await list())?.map((dto) => dto.booking_id)).toEqual([booking.id]);
  });

  it('answers a contract change in the contract list', async () => {
    const anna = await signIn(t);
    const contract = await createContract(t.db, { caregiverId: anna.id });
    const list = async () =>
      (await anna.api.get<ContractDto[]>('/caregiver-app/contract-aggregate')).body.data;
    expect(await list()).toMatchObject([{ contract_id: contract.id, is_active: true }]);
    expect(await list()).toMatchObject([{ contract_id: contract.id, is_active: true }]);
    await t.db.update(contracts).set({ isActive: false }).where(eq(contracts.id, contract.id));
    expect(await list()).toMatchObject([{ contract_id: contract.id, is_active: false }]);
  });

  it('keeps each caregiver to their own answer', async () => {
    const anna = await signIn(t);
    const ben = await signIn(t);
    const contract = await createContract(t.db, { caregiverId: anna.id });
    await bookingAt(t, contract.id, 24 * HOUR, 60);
    expect((await anna.api.get<BookingDto[]>('/caregiver-app/booking')).body.data).toHaveLength(1);
    expect((await ben.api.get<BookingDto[]>('/caregiver-app/booking')).body.data).toEqual([]);
  });

  it('switched off (DISABLE_READ_CACHE), loads on every read and still answers 401 for a caregiver who is gone', async () => {
    const cache = createReadCache({ enabled: false });
    expect(cache.enabled).toBe(false);
    const anna = await t.createCaregiver();
    const actor = { kind: 'caregiver' as const, caregiverId: anna.id, clientId: 'test' };
    let loads = 0;
    const read = () =>
      cache.read({ db: t.db, actor, kind: 'bookings', load: () => Promise.resolve((loads += 1)) });
    expect(await read()).toBe(1);
    expect(await read()).toBe(2);
    await t.db.delete(caregivers).where(eq(caregivers.id, anna.id));
    await expect(read()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  const versionings = [
    ['the database snapshot', () => createReadCache()],
    // PGlite only: this process is the only writer, so it counts the changes itself.
    // (openTestDatabase opens PGlite unless DATABASE_URL is set.)
    ...(!process.env.DATABASE_URL
      ? [['the process-local change count', () => pgliteCache()] as const]
      : []),
  ] as const;

  const pgliteCache = () => {
    if (t.database.kind !== 'pglite') throw new Error('PGlite only');
    return createReadCache({ changes: t.database.changes });
  };

  it.each(versionings)(
    'versioned by %s: loads once while nothing is written, again after any write, and answers 401 for a caregiver who is gone',
    async (_name, makeCache) => {
      const cache = makeCache();
      const anna = await t.createCaregiver();
      const actor = { kind: 'caregiver' as const, caregiverId: anna.id, clientId: 'test' };
      let loads = 0;
      const read = () =>
        cache.read({
          db: t.db,
          actor,
          kind: 'bookings',
          load: () => Promise.resolve((loads += 1)),
        });
      expect(await read()).toBe(1);
      expect(await read()).toBe(1);
      // A write anywhere, even to another caregiver's rows, counts.
      await t.createCaregiver();
      expect(await read()).toBe(2);
      expect(await Promise.all([read(), read()])).toEqual([2, 2]);
      await t.db.delete(caregivers).where(eq(caregivers.id, anna.id));
      await expect(read()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    },
  );
});
