// Issue 40: the provider plans employees' visits under the caregiver's own booking rules (spec 1
// §4, §5), all or nothing for a series; the employee's diary shows it at once and a push is sent.
import type { PushPayload } from '@careport/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookings, pushSubscriptions } from '../../db/schema/index.js';
import { berlinAt, berlinDayDate } from '../../seed/berlin-time.js';
import { createAbsence, createBooking, createContract } from '../../seed/factories.js';
import { apiFor } from '../../test/booking-helpers.js';
import { opsApiFor, type OpsAnswer, type OpsApi } from '../../test/ops-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ops: OpsApi & { token: string };
const pushed: { endpoint: string; payload: PushPayload }[] = [];
beforeAll(async () => {
  t = await createTestApp({
    pushSender: (target, payload) => {
      pushed.push({ endpoint: target.endpoint, payload });
      return Promise.resolve('sent');
    },
  });
  ops = await opsApiFor(t);
});
afterAll(async () => {
  await t?.close();
});

type Row = { id: string; date: string; start: string; end: string; seriesId: string | null };
type Planned = { bookings: Row[]; warnings: { code: string; message: string }[] };

const patch = async <T>(url: string, payload: unknown): Promise<OpsAnswer<T>> => {
  const response = await t.request({
    method: 'PATCH',
    url,
    headers: { authorization: `Bearer ${ops.token}` },
    payload: payload as Record<string, unknown>,
  });
  return { statusCode: response.statusCode, body: response.json() };
};

/** An employee with a contract whose first booking is documented (follow-ups allowed). */
async function employeeWithContract(options: { isEmployee?: boolean } = {}) {
  const caregiver = await t.createCaregiver({ isCareportEmployee: options.isEmployee ?? true });
  const contract = await createContract(t.db, { caregiverId: caregiver.id });
  await createBooking(t.db, {
    contractId: contract.id,
    startDate: berlinAt(t.clock.now(), -30, 9),
    endDate: berlinAt(t.clock.now(), -30, 10),
    status: 'FULFILLED',
    firstBookingStatus: 'CONFIRMED',
  });
  return { caregiver, contract };
}

const day = (offset: number) => berlinDayDate(t.clock.now(), offset);
const liveCount = async (caregiverId: string) =>
  (await t.db.select().from(bookings).where(eq(bookings.caregiverId, caregiverId))).filter(
    (row) => row.cancelledAt === null,
  ).length;

describe('POST /ops/planning/bookings', () => {
  it('plans a visit the employee sees in the diary at once, and pushes it', async () => {
    const { caregiver, contract } = await employeeWithContract();
    await t.db.insert(pushSubscriptions).values({
      caregiverId: caregiver.id,
      endpoint: `https://push.example/${caregiver.id}`,
      p256dh: 'key',
      auth: 'auth',
      language: 'de',
    });
    const { access_token: token } = await t.login(caregiver.email, caregiver.password);
    const app = apiFor(t, token);
    // Read once so the diary is in the read cache: planning must make it stale.
    const before = await app.get<unknown[]>('/caregiver-app/booking');
    expect(before.body.data).toHaveLength(1);

    const answer = await ops.post<Planned>('/ops/planning/bookings', {
      contractId: contract.id,
      date: day(3),
      start: '09:00',
      end: '10:30',
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.body.data.warnings).toEqual([]);
    const [row] = answer.body.data.bookings;
    expect(row).toMatchObject({ date: day(3), start: '09:00', end: '10:30', seriesId: null });

    const after = await app.get<{ booking_id: string }[]>('/caregiver-app/booking');
    expect(after.body.data?.map((booking) => booking.booking_id)).toContain(row?.id);

    await t.settle();
    const push = pushed.find((one) => one.endpoint === `https://push.example/${caregiver.id}`);
    expect(push?.payload).toMatchObject({
      type: 'booking_planned',
      id: row?.id,
      title: 'Neuer Einsatz',
    });
    expect(push?.payload.body).toContain('09:00');
  });

  it('plans a weekly series with one series id, and answers the 3-hour warning', async () => {
    const { caregiver, contract } = await employeeWithContract();
    const answer = await ops.post<Planned>('/ops/planning/bookings', {
      contractId: contract.id,
      date: day(2),
      start: '08:00',
      end: '11:30',
      repeatWeeks: 4,
    });
    expect(answer.statusCode).toBe(201);
    const rows = answer.body.data.bookings;
    expect(rows.map((row) => row.date)).toEqual([day(2), day(9), day(16), day(23)]);
    expect(new Set(rows.map((row) => row.seriesId)).size).toBe(1);
    expect(rows[0]?.seriesId).not.toBeNull();
    expect(rows.every((row) => row.start === '08:00')).toBe(true);
    // The trail finds the series by its first visit (the console's audit search by record).
    const trail = await t.db
      .select({ action: auditLog.action, summary: auditLog.summary })
      .from(auditLog)
      .where(eq(auditLog.recordId, rows[0]?.id ?? ''));
    expect(trail).toEqual([
      { action: 'booking.create', summary: expect.stringContaining('repeatWeeks=4') as string },
    ]);
    expect(answer.body.data.warnings.map((warning) => warning.code)).toEqual(
      Array(4).fill('BOOKING_LONGER_THAN_3_HOURS'),
    );
    expect(await liveCount(caregiver.id)).toBe(5);
  });

  it('refuses a series whose third week overlaps, and writes none of it', async () => {
    const { caregiver, contract } = await employeeWithContract();
    await createBooking(t.db, {
      contractId: contract.id,
      startDate: berlinAt(t.clock.now(), 16, 10),
      endDate: berlinAt(t.clock.now(), 16, 11),
    });
    const answer = await ops.post('/ops/planning/bookings', {
      contractId: contract.id,
      date: day(2),
      start: '10:30',
      end: '11:30',
      repeatWeeks: 3,
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.body.errorCode).toBe('BOOKING_IS_OVERLAPPING');
    expect(answer.body.details).toEqual({ date: day(16) });
    expect(await liveCount(caregiver.id)).toBe(2);
  });

  it.each([
    ['over 8.5 hours', { start: '08:00', end: '16:31' }, 400, 'BOOKING_TOO_LONG'],
    ['an end before the start', { start: '10:00', end: '09:00' }, 400, 'BOOKING_END_BEFORE_START'],
    [
      'a time out of range',
      { start: '24:00', end: '25:00' },
      400,
      'CANNOT_DESERIALIZE_REQUEST_DATA',
    ],
    ['no date', { date: undefined }, 400, 'CANNOT_DESERIALIZE_REQUEST_DATA'],
    ['53 weeks', { repeatWeeks: 53 }, 400, 'CANNOT_DESERIALIZE_REQUEST_DATA'],
    ['an unknown field', { caregiverId: 'x' }, 400, 'CANNOT_DESERIALIZE_REQUEST_DATA'],
    ['a control character', { start: '09:00\u0000' }, 400, 'CANNOT_DESERIALIZE_REQUEST_DATA'],
    ['a date years ahead', { date: '2099-01-01' }, 400, 'CANNOT_DESERIALIZE_REQUEST_DATA'],
  ])('refuses %s, changing nothing', async (_name, override, status, code) => {
    const { caregiver, contract } = await employeeWithContract();
    const answer = await ops.post('/ops/planning/bookings', {
      contractId: contract.id,
      date: day(2),
      start: '09:00',
      end: '10:00',
      ...override,
    });
    expect(answer.statusCode).toBe(status);
    expect(answer.body.errorCode).toBe(code);
    expect(answer.body.message).toEqual(expect.any(String));
    expect(await liveCount(caregiver.id)).toBe(1);
  });

  it('refuses a day of absence (CAREGIVER_ABSENT)', async () => {
    const { caregiver, contract } = await employeeWithContract();
    await createAbsence(t.db, {
      caregiverId: caregiver.id,
      from: day(4),
      to: day(6),
      reason: 'VACATION',
    });
    const answer = await ops.post('/ops/planning/bookings', {
      contractId: contract.id,
      date: day(5),
      start: '09:00',
      end: '10:00',
    });
    expect([answer.statusCode, answer.body.errorCode]).toEqual([409, 'CAREGIVER_ABSENT']);
    expect(await liveCount(caregiver.id)).toBe(1);
  });

  it('refuses a visit after the contract’s scheduled end (BOOKING_AFTER_CONTRACT_END)', async () => {
    const { caregiver } = await employeeWithContract();
    const contract = await createContract(t.db, {
      caregiverId: caregiver.id,
      cancelationScheduledFor: berlinAt(t.clock.now(), 5, 0),
    });
    await createBooking(t.db, {
      contractId: contract.id,
      startDate: berlinAt(t.clock.now(), -20, 9),
      status: 'FULFILLED',
      firstBookingStatus: 'CONFIRMED',
    });
    const answer = await ops.post('/ops/planning/bookings', {
      contractId: contract.id,
      date: day(6),
      start: '09:00',
      end: '10:00',
    });
    expect([answer.statusCode, answer.body.errorCode]).toEqual([409, 'BOOKING_AFTER_CONTRACT_END']);
  });

  it('refuses a follow-up while the first booking is not documented (FIRST_BOOKING_NOT_FULFILLED)', async () => {
    const caregiver = await t.createCaregiver({ isCareportEmployee: true });
    const contract = await createContract(t.db, { caregiverId: caregiver.id });
    await createBooking(t.db, {
      contractId: contract.id,
      startDate: berlinAt(t.clock.now(), 1, 9),
      endDate: berlinAt(t.clock.now(), 1, 10),
    });
    const answer = await ops.post('/ops/planning/bookings', {
      contractId: contract.id,
      date: day(8),
      start: '09:00',
      end: '10:00',
    });
    expect([answer.statusCode, answer.body.errorCode]).toEqual([
      409,
      'FIRST_BOOKING_NOT_FULFILLED',
    ]);
    expect(await liveCount(caregiver.id)).toBe(1);
  });

  it('refuses an independent caregiver’s contract and an unknown one', async () => {
    const { contract } = await employeeWithContract({ isEmployee: false });
    const independent = await ops.post('/ops/planning/bookings', {
      contractId: contract.id,
      date: day(2),
      start: '09:00',
      end: '10:00',
    });
    expect([independent.statusCode, independent.body.errorCode]).toEqual([
      409,
      'CAREGIVER_NOT_EMPLOYED',
    ]);
    const unknown = await ops.post('/ops/planning/bookings', {
      contractId: '00000000-0000-4000-8000-000000000000',
      date: day(2),
      start: '09:00',
      end: '10:00',
    });
    expect([unknown.statusCode, unknown.body.errorCode]).toEqual([404, 'CONTRACT_NOT_FOUND']);
  });

  it('warns when the day adds up to more than 8.5 hours', async () => {
    const { contract } = await employeeWithContract();
    await createBooking(t.db, {
      contractId: contract.id,
      startDate: berlinAt(t.clock.now(), 3, 6),
      endDate: berlinAt(t.clock.now(), 3, 12),
    });
    const answer = await ops.post<Planned>('/ops/planning/bookings', {
      contractId: contract.id,
      date: day(3),
      start: '13:00',
      end: '16:00',
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.body.data.warnings.map((warning) => warning.code)).toEqual([
      'BOOKING_LONGER_THAN_3_HOURS',
      'DAY_LONGER_THAN_8_5_HOURS',
    ]);
  });
});

describe('PATCH /ops/planning/bookings/{id} and POST …/cancel', () => {
  it('moves a visit, refuses an overlap, then cancels with the reason stored', async () => {
    const { caregiver, contract } = await employeeWithContract();
    const endpoint = `https://push.example/move-${caregiver.id}`;
    await t.db.insert(pushSubscriptions).values({
      caregiverId: caregiver.id,
      endpoint,
      p256dh: 'key',
      auth: 'auth',
      language: 'en',
    });
    const planned = await ops.post<Planned>('/ops/planning/bookings', {
      contractId: contract.id,
      date: day(2),
      start: '09:00',
      end: '10:00',
    });
    const id = planned.body.data.bookings[0]?.id ?? '';
    await createBooking(t.db, {
      contractId: contract.id,
      startDate: berlinAt(t.clock.now(), 3, 12),
      endDate: berlinAt(t.clock.now(), 3, 13),
    });

    const moved = await patch<{ booking: Row }>(`/ops/planning/bookings/${id}`, {
      date: day(3),
      start: '14:00',
      end: '15:00',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.body.data.booking).toMatchObject({ id, date: day(3), start: '14:00' });

    const clash = await patch(`/ops/planning/bookings/${id}`, {
      date: day(3),
      start: '12:30',
      end: '13:30',
    });
    expect([clash.statusCode, clash.body.errorCode]).toEqual([409, 'BOOKING_IS_OVERLAPPING']);
    const [still] = await t.db.select().from(bookings).where(eq(bookings.id, id));
    expect(still?.startDate.toISOString()).toBe(berlinAt(t.clock.now(), 3, 14).toISOString());

    const blank = await ops.post(`/ops/planning/bookings/${id}/cancel`, { reason: '  ' });
    expect([blank.statusCode, blank.body.errorCode]).toEqual([
      400,
      'CANNOT_DESERIALIZE_REQUEST_DATA',
    ]);

    const cancelled = await ops.post<{ booking: Row }>(`/ops/planning/bookings/${id}/cancel`, {
      reason: 'Frau Weber ist im Krankenhaus.',
    });
    expect(cancelled.statusCode).toBe(200);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({
      cancellationType: 'customer',
      cancellationReason: 'customer_andere',
      cancellationExtraReason: 'Frau Weber ist im Krankenhaus.',
    });
    const again = await ops.post(`/ops/planning/bookings/${id}/cancel`, { reason: 'x' });
    expect([again.statusCode, again.body.errorCode]).toEqual([404, 'BOOKING_NOT_FOUND']);
    expect(await liveCount(caregiver.id)).toBe(2);
    await t.settle();
    const mine = pushed.filter((one) => one.endpoint === endpoint).map((one) => one.payload);
    // Three events, three jobs: their order of delivery is the queue's.
    expect(mine.map((payload) => `${payload.type} ${payload.title}`).sort()).toEqual([
      'booking_cancelled Visit cancelled',
      'booking_planned New visit',
      'booking_planned Visit moved',
    ]);
    expect(mine.find((payload) => payload.title === 'Visit moved')?.body).toContain('14:00');
  });

  it('refuses to move a documented visit and a malformed id', async () => {
    const { contract } = await employeeWithContract();
    const done = await createBooking(t.db, {
      contractId: contract.id,
      startDate: berlinAt(t.clock.now(), -2, 9),
      status: 'FULFILLED',
    });
    const answer = await patch(`/ops/planning/bookings/${done.id}`, {
      date: day(3),
      start: '09:00',
      end: '10:00',
    });
    expect([answer.statusCode, answer.body.errorCode]).toEqual([409, 'BOOKING_IS_FULFILLED']);
    const bad = await patch('/ops/planning/bookings/nope', {
      date: day(3),
      start: '09:00',
      end: '10:00',
    });
    expect([bad.statusCode, bad.body.errorCode]).toEqual([400, 'BOOKING_INVALID_ID']);
  });
});

describe('week views', () => {
  it('shows an employee’s and a customer’s week, from the given day, seven days', async () => {
    const { caregiver, contract } = await employeeWithContract();
    await ops.post('/ops/planning/bookings', {
      contractId: contract.id,
      date: day(10),
      start: '09:00',
      end: '10:00',
      repeatWeeks: 2,
    });
    const week = await ops.get<{ from: string; to: string; bookings: Row[] }>(
      `/ops/planning/caregivers/${caregiver.id}/week?from=${day(10)}`,
    );
    expect(week.statusCode).toBe(200);
    expect(week.body.data).toMatchObject({ from: day(10), to: day(16) });
    expect(week.body.data.bookings.map((row) => row.date)).toEqual([day(10)]);
    const customer = await ops.get<{ bookings: Row[] }>(
      `/ops/planning/contracts/${contract.id}/week?from=${day(11)}`,
    );
    expect(customer.body.data.bookings.map((row) => row.date)).toEqual([day(17)]);
    const bad = await ops.get(`/ops/planning/contracts/${contract.id}/week?from=tomorrow`);
    expect([bad.statusCode, bad.body.errorCode]).toEqual([400, 'CANNOT_DESERIALIZE_REQUEST_DATA']);
    const none = await ops.get(
      `/ops/planning/caregivers/00000000-0000-4000-8000-000000000000/week?from=${day(1)}`,
    );
    expect([none.statusCode, none.body.errorCode]).toEqual([404, 'CAREGIVER_NOT_FOUND']);
  });
});
