// docs/decisions/0025-read-cache-versions-per-caregiver.md: whole diaries and contract lists are
// reused only while nothing
// was written. Every write below goes around the app's services (straight to the database), as
// another server process would on PostgreSQL or a job would on PGlite, and the next answer must
// show it.
import { randomUUID } from 'node:crypto';
import { MAIN_SERVICE_IDS } from '@careport/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, careReceivers, caregivers, contracts, proposals } from '../db/schema/index.js';
import { createCareReceiver, createContract, createProposal } from '../seed/factories.js';
import { createReadCache } from '../services/read-cache.js';
import { bookingAt, contractWithHistory, HOUR, signIn } from '../test/booking-helpers.js';
import { createTestApp, form, FORM_HEADERS, type TestApp } from '../test/test-app.js';

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
    expect((await list())?.[0]?.care_receiver).toMatchObject({ name: { last_name: 'Nachher' } });
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

  it('answers a change in one contract (served from the cached list) and in the proposal list', async () => {
    const anna = await signIn(t);
    const ben = await signIn(t);
    const contract = await createContract(t.db, { caregiverId: anna.id });
    const one = async (who = anna) =>
      (await who.api.get<ContractDto>(`/caregiver-app/contract-aggregate/${contract.id}`)).body;
    expect((await one()).data).toMatchObject({ is_active: true });
    expect((await one()).data).toMatchObject({ is_active: true });
    await t.db.update(contracts).set({ isActive: false }).where(eq(contracts.id, contract.id));
    expect((await one()).data).toMatchObject({ is_active: false });
    expect((await one(ben)).errorCode).toBe('CONTRACT_NOT_FOUND');

    const proposal = await createProposal(t.db, {
      caregiverId: anna.id,
      expiresAt: new Date(t.clock.now().getTime() + 24 * HOUR),
    });
    const proposalList = async () =>
      (await anna.api.get<{ status: string }[]>('/caregiver-app/proposal')).body.data;
    expect(await proposalList()).toMatchObject([{ status: 'OPEN' }]);
    await t.db.update(proposals).set({ status: 'DECLINED' }).where(eq(proposals.id, proposal.id));
    expect(await proposalList()).toEqual([]);
  });

  it('answers a profile change in GET /caregiver-app/me', async () => {
    const anna = await signIn(t);
    const me = async () =>
      (await anna.api.get<{ name: { first_name: string } }>('/caregiver-app/me')).body.data;
    await t.db.update(caregivers).set({ firstName: 'Vorher' }).where(eq(caregivers.id, anna.id));
    expect((await me())?.name.first_name).toBe('Vorher');
    expect((await me())?.name.first_name).toBe('Vorher');
    await t.db.update(caregivers).set({ firstName: 'Nachher' }).where(eq(caregivers.id, anna.id));
    expect((await me())?.name.first_name).toBe('Nachher');
    await t.db.delete(caregivers).where(eq(caregivers.id, anna.id));
    expect((await anna.api.get('/caregiver-app/me')).statusCode).toBe(401);
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

  const versionings = (
    process.env.DATABASE_URL
      ? // PostgreSQL: version rows in the database (db/postgres-read-versions.ts).
        [['the version rows', () => createReadCache()]]
      : // PGlite: this process is the only writer, so it counts the changes itself.
        // (openTestDatabase opens PGlite unless DATABASE_URL is set.)
        [['the process-local change count', () => pgliteCache()]]
  ) as [string, () => ReturnType<typeof createReadCache>][];

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

  // Issue 17: one count (PGlite) or the snapshot (PostgreSQL) for everything meant every sign-in
  // and every booking emptied every caregiver's cached diary. Both databases now version per
  // caregiver: PGlite in the process, PostgreSQL in read_versions (shared by all instances).
  it("keeps a diary cached through another caregiver's sign-in, refresh and writes, and answers its own writes at once", async () => {
    const cache = process.env.DATABASE_URL ? createReadCache() : pgliteCache();
    const anna = await signIn(t);
    const { contract } = await contractWithHistory(t, anna.id);
    const later = await bookingAt(t, contract.id, 24 * HOUR);
    const ben = await signIn(t);
    const bens = await contractWithHistory(t, ben.id);
    const bensLater = await bookingAt(t, bens.contract.id, 24 * HOUR);
    const bensPast = await bookingAt(t, bens.contract.id, -3 * HOUR, 60);
    const bensOtherPast = await bookingAt(t, bens.contract.id, -6 * HOUR, 60);
    const actor = { kind: 'caregiver' as const, caregiverId: anna.id, clientId: 'test' };
    let loads = 0;
    const read = () =>
      cache.read({
        db: t.db,
        actor,
        kind: 'bookings',
        load: () => Promise.resolve((loads += 1)),
      });
    const carla = await t.createCaregiver();
    expect(await read()).toBe(1);

    // Carla signs in (once wrongly: the login limit writes too) and refreshes her token.
    await expect(t.login(carla.email, 'wrong')).rejects.toThrow('login failed: 400');
    const tokens = await t.login(carla.email, carla.password);
    const refreshed = await t.request({
      method: 'POST',
      url: '/auth/token',
      headers: FORM_HEADERS,
      payload: form({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token ?? '',
        client_id: t.client.clientId,
        client_secret: t.client.clientSecret,
      }),
    });
    expect(refreshed.statusCode).toBe(200);
    expect(await read()).toBe(1);
    const deleted = await ben.api.post(`/caregiver-app/booking/delete/${bensLater.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await read()).toBe(1);
    // Ben adds, moves and documents visits: his documentation and proof rows are his alone.
    const added = await ben.api.post<{ booking_id: string }>('/caregiver-app/booking', {
      contract_id: bens.contract.id,
      start_date: new Date(t.clock.now().getTime() + 72 * HOUR).toISOString(),
      end_date: new Date(t.clock.now().getTime() + 73 * HOUR).toISOString(),
    });
    expect(added.statusCode).toBe(201);
    const moved = await ben.api.post(`/caregiver-app/booking/${added.body.data?.booking_id}`, {
      start_date: new Date(t.clock.now().getTime() + 74 * HOUR).toISOString(),
      end_date: new Date(t.clock.now().getTime() + 75 * HOUR).toISOString(),
    });
    expect(moved.statusCode).toBe(200);
    const documented = await ben.api.post(`/caregiver-app/booking/fulfill/${bensPast.id}`, {
      start_date: bensPast.startDate.toISOString(),
      end_date: bensPast.endDate.toISOString(),
      main_service_ids: [MAIN_SERVICE_IDS.HOUSEHOLD_HELP],
      other_service_description: 'Einkauf erledigt',
      payment_method: 'private_payment',
    });
    expect(documented.statusCode).toBe(200);
    expect(await read()).toBe(1);
    // As the app's outbox sends it, with an idempotency key: the key's row is read by no answer.
    const withKey = await t.request({
      method: 'POST',
      url: `/caregiver-app/booking/fulfill/${bensOtherPast.id}`,
      headers: { authorization: `Bearer ${ben.token}`, 'idempotency-key': randomUUID() },
      payload: {
        start_date: bensOtherPast.startDate.toISOString(),
        end_date: bensOtherPast.endDate.toISOString(),
        main_service_ids: [MAIN_SERVICE_IDS.HOUSEHOLD_HELP],
        other_service_description: 'Einkauf erledigt',
        payment_method: 'private_payment',
      },
    });
    expect(withKey.statusCode).toBe(200);
    expect(await read()).toBe(1);
    const bensProposal = await createProposal(t.db, {
      caregiverId: ben.id,
      expiresAt: new Date(t.clock.now().getTime() + 24 * HOUR),
    });
    const annasProposal = await createProposal(t.db, {
      caregiverId: anna.id,
      expiresAt: new Date(t.clock.now().getTime() + 24 * HOUR),
    });
    expect(await read()).toBe(2); // the back office's proposals count for everybody
    const accepted = await ben.api.post(
      `/caregiver-app/proposal/${bensProposal.serviceRequestId}/accept`,
    );
    expect(accepted.statusCode).toBe(200);
    expect(await read()).toBe(2);

    // Anna's own write through the app: her next read loads, and her list shows it.
    const list = async () =>
      (await anna.api.get<BookingDto[]>('/caregiver-app/booking')).body.data?.map(
        (dto) => dto.booking_id,
      );
    expect(await list()).toContain(later.id);
    expect((await anna.api.post(`/caregiver-app/booking/delete/${later.id}`)).statusCode).toBe(200);
    expect(await read()).toBe(3);
    expect(await list()).not.toContain(later.id);
    const proposalList = async () =>
      (await anna.api.get<{ status: string }[]>('/caregiver-app/proposal')).body.data;
    expect(await proposalList()).toMatchObject([{ status: 'OPEN' }]);
    await anna.api.post(`/caregiver-app/proposal/${annasProposal.serviceRequestId}/accept`);
    expect(await proposalList()).toMatchObject([{ status: 'ACCEPTED' }]);
    expect(await read()).toBe(4);
    expect(await read()).toBe(4);
    // A back-office or job write outside any caregiver's request still counts for everybody.
    await t.db.update(contracts).set({ isActive: false }).where(eq(contracts.id, bens.contract.id));
    expect(await read()).toBe(5);
  });

  it.each(versionings)(
    'versioned by %s: an answer with a clock limit is reused only before it',
    async (_name, makeCache) => {
      const cache = makeCache();
      const anna = await t.createCaregiver();
      const actor = { kind: 'caregiver' as const, caregiverId: anna.id, clientId: 'test' };
      const limit = Date.parse('2030-01-01T12:00:00.000Z');
      let loads = 0;
      const read = (now: string) =>
        cache.read({
          db: t.db,
          actor,
          kind: 'proposals',
          now: new Date(now),
          load: () => Promise.resolve((loads += 1)),
          freshUntil: () => limit,
        });
      // Concurrent readers share one load, whatever their clocks.
      expect(
        await Promise.all([read('2030-01-01T10:00:00.000Z'), read('2030-01-01T11:00:00.000Z')]),
      ).toEqual([1, 1]);
      expect(await read('2030-01-01T11:59:59.999Z')).toBe(1);
      expect(await read('2030-01-01T12:00:00.000Z')).toBe(2);
    },
  );
});
