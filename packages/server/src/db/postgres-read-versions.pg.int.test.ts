// Issue 17 on PostgreSQL: the read cache's versions live in the database, so two server
// instances on one database keep each other's caches right, and a sign-in bumps nothing.
// (PGlite is one process with one connection: its counting is tested in read-cache.int.test.ts.)
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
type BookingDto = { booking_id: string };
import { createReadCache } from '../services/read-cache.js';
import { apiFor, bookingAt, contractWithHistory, HOUR, signIn } from '../test/booking-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { runAsCaregiver } from './client.js';
import { GLOBAL_SCOPE } from './postgres-read-versions.js';
import { bookings, readVersions } from './schema/index.js';

describe('read cache versions on PostgreSQL (issue 17)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // Two instances: two apps, each with its own pool and its own cache, on one database.
    a = await createTestApp();
    b = await createTestApp();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  const versionOf = async (scope: string) =>
    (
      await a.db
        .select({ version: readVersions.version })
        .from(readVersions)
        .where(eq(readVersions.scope, scope))
    )[0]?.version ?? 0;

  it("a caregiver's write in one instance shows at once in the other's cached diary", async () => {
    const anna = await signIn(a);
    const { contract } = await contractWithHistory(a, anna.id);
    const later = await bookingAt(a, contract.id, 24 * HOUR);
    const onB = apiFor(b, anna.token);
    const onA = anna.api;
    const diary = async () =>
      (await onB.get<BookingDto[]>('/caregiver-app/booking')).body.data?.map(
        (dto) => dto.booking_id,
      );
    expect(await diary()).toContain(later.id);
    expect(await diary()).toContain(later.id); // from B's cache
    expect((await onA.post(`/caregiver-app/booking/delete/${later.id}`)).statusCode).toBe(200);
    expect(await diary()).not.toContain(later.id);
  });

  it('a sign-in or refresh bumps no version; an own write bumps only the own row, inside its transaction', async () => {
    const anna = await signIn(a);
    const { contract } = await contractWithHistory(a, anna.id);
    const booking = await bookingAt(a, contract.id, 24 * HOUR);
    const globalBefore = await versionOf(GLOBAL_SCOPE);
    const annaBefore = await versionOf(anna.id);
    const carla = await a.createCaregiver();
    const globalAfterCreate = await versionOf(GLOBAL_SCOPE);
    expect(globalAfterCreate).toBeGreaterThan(globalBefore); // a back-office write: everybody's
    await a.login(carla.email, carla.password);
    await b.login(carla.email, carla.password);
    expect(await versionOf(GLOBAL_SCOPE)).toBe(globalAfterCreate);

    // Anna's own write (a transaction in the delete) bumps her row, not everybody's.
    expect((await anna.api.post(`/caregiver-app/booking/delete/${booking.id}`)).statusCode).toBe(
      200,
    );
    expect(await versionOf(anna.id)).toBeGreaterThan(annaBefore);
    expect(await versionOf(GLOBAL_SCOPE)).toBe(globalAfterCreate);
  });

  it('a rolled-back transaction bumps nothing, and a committed one together with its rows', async () => {
    const anna = await signIn(a);
    const { contract } = await contractWithHistory(a, anna.id);
    const booking = await bookingAt(a, contract.id, 24 * HOUR);
    const cache = createReadCache();
    const actor = { kind: 'caregiver' as const, caregiverId: anna.id, clientId: 'test' };
    let loads = 0;
    const read = () =>
      cache.read({ db: b.db, actor, kind: 'bookings', load: () => Promise.resolve((loads += 1)) });
    expect(await read()).toBe(1);
    const before = await versionOf(anna.id);
    await expect(
      runAsCaregiver(anna.id, () =>
        a.db.transaction(async (tx) => {
          await tx
            .update(bookings)
            .set({ updatedAt: new Date() })
            .where(eq(bookings.id, booking.id));
          throw new Error('changed my mind');
        }),
      ),
    ).rejects.toThrow('changed my mind');
    expect(await versionOf(anna.id)).toBe(before);
    expect(await read()).toBe(1);
    await runAsCaregiver(anna.id, () =>
      a.db.transaction(async (tx) => {
        await tx.update(bookings).set({ updatedAt: new Date() }).where(eq(bookings.id, booking.id));
      }),
    );
    // Bumped at the commit, and by the row's diary stamp inside it (drizzle/0022, record 0125).
    expect(await versionOf(anna.id)).toBeGreaterThan(before);
    expect(await read()).toBe(2);
  });
});
