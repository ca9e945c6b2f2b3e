import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../db/schema/index.js';
import { createBooking, createCareReceiver, createContract } from '../seed/factories.js';
import {
  bookingAt,
  bookingRow,
  contractWithHistory,
  HOUR,
  iso,
  MINUTE,
  signIn,
} from '../test/booking-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Dto = Record<string, unknown> & { booking_id: string; start_date: string; end_date: string };

describe('GET /caregiver-app/booking and /booking/{id} (spec 1 §7)', () => {
  it("answers the caller's live bookings as BookingDto, sorted by end date", async () => {
    const anna = await signIn(t);
    const other = await signIn(t);
    const receiver = await createCareReceiver(t.db, {
      houseNumber: '7a',
      latitude: 52.5386,
      longitude: 13.4097,
    });
    const contract = await createContract(t.db, {
      caregiverId: anna.id,
      careReceiverId: receiver.id,
      paymentMethod: 'private_payment',
      grossCustomerPricePerHourInCents: 3000,
    });
    const later = await bookingAt(t, contract.id, 48 * HOUR, 90);
    const first = await bookingAt(t, contract.id, -48 * HOUR, 60, {
      firstBookingStatus: 'CONFIRMED',
      firstBookingConfirmationReason: 'reason_other',
      firstBookingConfirmationDescription: 'Passt.',
    });
    await bookingAt(t, contract.id, -100 * HOUR, 60, { deletedAt: new Date() });
    await bookingAt(t, contract.id, 100 * HOUR, 60, { cancelledAt: new Date() });
    await createBooking(t.db, { caregiverId: other.id });

    const list = await anna.api.get<Dto[]>('/caregiver-app/booking');
    expect(list.statusCode).toBe(200);
    expect(list.body.data?.map((b) => b.booking_id)).toEqual([first.id, later.id]);
    const [dto] = list.body.data ?? [];
    expect(dto).toEqual({
      booking_id: first.id,
      contract_id: contract.id,
      start_date: first.startDate.toISOString(),
      end_date: first.endDate.toISOString(),
      status: 'CREATED',
      is_first_booking: true,
      first_booking_status: 'CONFIRMED',
      first_booking_confirmation_status: { reason: 'reason_other', description: 'Passt.' },
      pricing: {
        duration_in_minutes: 60,
        gross_price_per_hour_in_cents: 3000,
        gross_price_in_cents: 3000,
      },
      services: [],
      other_service_description: null,
      payment_method: 'private_payment',
      survey_status: null,
      paper_booking_proof: false,
      cg_confirmation_proof: false,
      cu_confirmation_proof: false,
      cu_declaration_proof: false,
      // As the contract's and the proposal's care receiver: name and address as objects.
      care_receiver: {
        name: { first_name: receiver.firstName, last_name: receiver.lastName },
        address: {
          street: receiver.street,
          house_number: receiver.houseNumber,
          postal_code: receiver.postalCode,
          city: receiver.city,
          latitude: 52.5386,
          longitude: 13.4097,
        },
      },
      contract_is_active: true,
      cancelation_scheduled_for: null,
    });
    expect(list.body.data?.[1]).toMatchObject({
      is_first_booking: false,
      pricing: { duration_in_minutes: 90, gross_price_in_cents: 4500 },
    });

    const one = await anna.api.get<Dto>(`/caregiver-app/booking/${later.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.body.data).toEqual(list.body.data?.[1]);
  });

  it('answers no pricing to employees (spec 1 §6)', async () => {
    const jonas = await signIn(t, true);
    const contract = await createContract(t.db, { caregiverId: jonas.id });
    const booking = await bookingAt(t, contract.id, HOUR);
    const one = await jonas.api.get<Dto>(`/caregiver-app/booking/${booking.id}`);
    expect(one.body.data?.pricing).toBeNull();
  });

  it('answers BOOKING_INVALID_ID for a malformed id and BOOKING_NOT_FOUND for others', async () => {
    const anna = await signIn(t);
    const other = await signIn(t);
    const foreign = await createBooking(t.db, { caregiverId: other.id });
    const deleted = await createBooking(t.db, { caregiverId: anna.id, deletedAt: new Date() });
    expect((await anna.api.get('/caregiver-app/booking/not-a-uuid')).body).toEqual({
      status: 400,
      errorCode: 'BOOKING_INVALID_ID',
    });
    for (const id of [foreign.id, deleted.id, crypto.randomUUID()]) {
      expect((await anna.api.get(`/caregiver-app/booking/${id}`)).body).toEqual({
        status: 404,
        errorCode: 'BOOKING_NOT_FOUND',
      });
    }
  });

  it('answers 401 without a token', async () => {
    const response = await t.request({ method: 'GET', url: '/caregiver-app/booking' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /caregiver-app/booking (spec 1 §7 create)', () => {
  it('creates a booking on the contract at its price and payment method (201)', async () => {
    const anna = await signIn(t);
    const { contract } = await contractWithHistory(t, anna.id, { paymentMethod: 'sepa' });
    const created = await anna.api.post<Dto>('/caregiver-app/booking', {
      contract_id: contract.id,
      start_date: iso(t, 24 * HOUR),
      end_date: iso(t, 25.5 * HOUR),
    });
    expect(created.statusCode).toBe(201);
    expect(created.body.status).toBe(201);
    expect(created.body.data).toMatchObject({
      contract_id: contract.id,
      status: 'CREATED',
      is_first_booking: false,
      payment_method: 'sepa',
      pricing: { duration_in_minutes: 90, gross_price_per_hour_in_cents: 3500 },
    });
    const list = await anna.api.get<Dto[]>('/caregiver-app/booking');
    expect(list.body.data?.map((b) => b.booking_id)).toContain(created.body.data?.booking_id);
  });

  it('accepts exactly 8.5 hours and refuses more with BOOKING_TOO_LONG (spec 1 §5)', async () => {
    const anna = await signIn(t);
    const { contract } = await contractWithHistory(t, anna.id);
    const longest = await anna.api.post('/caregiver-app/booking', {
      contract_id: contract.id,
      start_date: iso(t, 24 * HOUR),
      end_date: iso(t, 24 * HOUR + 510 * MINUTE),
    });
    expect(longest.statusCode).toBe(201);
    const tooLong = await anna.api.post('/caregiver-app/booking', {
      contract_id: contract.id,
      start_date: iso(t, 48 * HOUR),
      end_date: iso(t, 48 * HOUR + 515 * MINUTE),
    });
    expect(tooLong.body).toMatchObject({ status: 400, errorCode: 'BOOKING_TOO_LONG' });
    const backwards = await anna.api.post('/caregiver-app/booking', {
      contract_id: contract.id,
      start_date: iso(t, 72 * HOUR),
      end_date: iso(t, 71 * HOUR),
    });
    expect(backwards.body).toMatchObject({ status: 400, errorCode: 'BOOKING_END_BEFORE_START' });
    expect(await liveCount(contract.id)).toBe(2);
  });

  it('refuses employees with 403 FORBIDDEN and creates nothing (spec 1 §6)', async () => {
    const jonas = await signIn(t, true);
    const contract = await createContract(t.db, { caregiverId: jonas.id });
    const answer = await jonas.api.post('/caregiver-app/booking', {
      contract_id: contract.id,
      start_date: iso(t, HOUR),
      end_date: iso(t, 2 * HOUR),
    });
    expect(answer.body).toEqual({ status: 403, errorCode: 'FORBIDDEN' });
    expect(await liveCount(contract.id)).toBe(0);
  });

  it('answers CONTRACT_INVALID_ID and CONTRACT_NOT_FOUND (another caregiver’s contract too)', async () => {
    const anna = await signIn(t);
    const other = await signIn(t);
    const foreign = await createContract(t.db, { caregiverId: other.id });
    const body = (contractId: string) => ({
      contract_id: contractId,
      start_date: iso(t, HOUR),
      end_date: iso(t, 2 * HOUR),
    });
    expect((await anna.api.post('/caregiver-app/booking', body('42'))).body).toEqual({
      status: 400,
      errorCode: 'CONTRACT_INVALID_ID',
    });
    for (const id of [foreign.id, crypto.randomUUID()]) {
      expect((await anna.api.post('/caregiver-app/booking', body(id))).body).toEqual({
        status: 404,
        errorCode: 'CONTRACT_NOT_FOUND',
      });
    }
    expect(await liveCount(foreign.id)).toBe(0);
  });

  it('refuses an inactive contract and any start from its cancelationScheduledFor (spec 1 §4)', async () => {
    const anna = await signIn(t);
    const ended = await createContract(t.db, { caregiverId: anna.id, isActive: false });
    const ending = await createContract(t.db, {
      caregiverId: anna.id,
      cancelationScheduledFor: new Date(t.clock.now().getTime() + 10 * 24 * HOUR),
    });
    const at = (contractId: string, hoursFromNow: number) =>
      anna.api.post('/caregiver-app/booking', {
        contract_id: contractId,
        start_date: iso(t, hoursFromNow * HOUR),
        end_date: iso(t, (hoursFromNow + 1) * HOUR),
      });
    expect((await at(ended.id, 24)).body).toEqual({ status: 409, errorCode: 'CONTRACT_INACTIVE' });
    expect((await at(ending.id, 240)).body).toEqual({
      status: 409,
      errorCode: 'BOOKING_AFTER_CONTRACT_END',
    });
    expect((await at(ending.id, 239)).statusCode).toBe(201);
  });

  it('adds follow-ups only after the first booking is fulfilled (spec 1 §4)', async () => {
    const anna = await signIn(t);
    const contract = await createContract(t.db, { caregiverId: anna.id });
    const first = await bookingAt(t, contract.id, -26 * HOUR, 60, {
      firstBookingStatus: 'CONFIRMED',
    });
    const followUp = () =>
      anna.api.post('/caregiver-app/booking', {
        contract_id: contract.id,
        start_date: iso(t, 24 * HOUR),
        end_date: iso(t, 25 * HOUR),
      });
    expect((await followUp()).body).toEqual({
      status: 409,
      errorCode: 'FIRST_BOOKING_NOT_FULFILLED',
    });
    expect(await liveCount(contract.id)).toBe(1);
    await t.db.update(bookings).set({ status: 'FULFILLED' }).where(eq(bookings.id, first.id));
    expect((await followUp()).statusCode).toBe(201);
  });

  it('answers BOOKING_IS_OVERLAPPING for an overlap; touching and cancelled bookings are fine', async () => {
    const anna = await signIn(t);
    const { contract } = await contractWithHistory(t, anna.id);
    await bookingAt(t, contract.id, 24 * HOUR, 60);
    await bookingAt(t, contract.id, 30 * HOUR, 60, { cancelledAt: new Date() });
    const at = (fromHours: number, toHours: number) =>
      anna.api.post('/caregiver-app/booking', {
        contract_id: contract.id,
        start_date: iso(t, fromHours * HOUR),
        end_date: iso(t, toHours * HOUR),
      });
    expect((await at(24.5, 26)).body).toEqual({ status: 409, errorCode: 'BOOKING_IS_OVERLAPPING' });
    expect((await at(23, 24)).statusCode).toBe(201);
    expect((await at(25, 26)).statusCode).toBe(201);
    expect((await at(30, 31)).statusCode).toBe(201);
  });

  it('gives ten concurrent creates of one slot one booking and nine BOOKING_IS_OVERLAPPING', async () => {
    const anna = await signIn(t);
    const { contract } = await contractWithHistory(t, anna.id);
    const body = {
      contract_id: contract.id,
      start_date: iso(t, 72 * HOUR),
      end_date: iso(t, 73 * HOUR),
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => anna.api.post('/caregiver-app/booking', body)),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused.map((a) => a.body)).toEqual(
      Array.from({ length: 9 }, () => ({ status: 409, errorCode: 'BOOKING_IS_OVERLAPPING' })),
    );
    expect(await liveCount(contract.id)).toBe(2);
  });

  it.each([
    ['no fields', {}],
    [
      'a date without offset',
      { start_date: '2030-01-01T10:00:00', end_date: '2030-01-01T11:00:00' },
    ],
    ['numbers', { start_date: 1, end_date: 2 }],
  ])('answers 400 CANNOT_DESERIALIZE_REQUEST_DATA for %s', async (_name, fields) => {
    const anna = await signIn(t);
    const contract = await createContract(t.db, { caregiverId: anna.id });
    const answer = await anna.api.post('/caregiver-app/booking', {
      contract_id: contract.id,
      ...fields,
    });
    expect(answer.body).toMatchObject({
      status: 400,
      errorCode: 'CANNOT_DESERIALIZE_REQUEST_DATA',
    });
    expect(await liveCount(contract.id)).toBe(0);
  });
});

describe('POST /caregiver-app/booking/{id} (spec 1 §7 update)', () => {
  it('moves the booking, for independents and employees alike', async () => {
    for (const isEmployee of [false, true]) {
      const caregiver = await signIn(t, isEmployee);
      const contract = await createContract(t.db, { caregiverId: caregiver.id });
      const booking = await bookingAt(t, contract.id, 24 * HOUR);
      const moved = await caregiver.api.post<Dto>(`/caregiver-app/booking/${booking.id}`, {
        start_date: iso(t, 26 * HOUR),
        end_date: iso(t, 28 * HOUR),
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.body.data).toMatchObject({
        booking_id: booking.id,
        start_date: iso(t, 26 * HOUR),
        end_date: iso(t, 28 * HOUR),
      });
    }
  });

  it('answers each rule’s code and changes nothing', async () => {
    const anna = await signIn(t);
    const other = await signIn(t);
    const { contract } = await contractWithHistory(t, anna.id, {
      cancelationScheduledFor: new Date(t.clock.now().getTime() + 20 * 24 * HOUR),
    });
    const booking = await bookingAt(t, contract.id, 24 * HOUR);
    await bookingAt(t, contract.id, 48 * HOUR);
    const fulfilled = await bookingAt(t, contract.id, -24 * HOUR, 60, { status: 'FULFILLED' });
    const invoiced = await bookingAt(t, contract.id, -48 * HOUR, 60, { status: 'INVOICED' });
    const foreign = await createBooking(t.db, { caregiverId: other.id });
    const move = (id: string, fromHours: number, toHours: number) =>
      anna.api.post(`/caregiver-app/booking/${id}`, {
        start_date: iso(t, fromHours * HOUR),
        end_date: iso(t, toHours * HOUR),
      });
    const cases: [Promise<{ body: unknown }>, number, string][] = [
      [move(booking.id, 47.5, 48.5), 409, 'BOOKING_IS_OVERLAPPING'],
      [move(booking.id, 24, 33), 400, 'BOOKING_TOO_LONG'],
      [move(booking.id, 24, 23), 400, 'BOOKING_END_BEFORE_START'],
      [move(booking.id, 20 * 24, 20 * 24 + 1), 409, 'BOOKING_AFTER_CONTRACT_END'],
      [move(fulfilled.id, 1, 2), 409, 'BOOKING_IS_FULFILLED'],
      [move(invoiced.id, 3, 4), 409, 'BOOKING_IS_INVOICED'],
      [move(foreign.id, 5, 6), 404, 'BOOKING_NOT_FOUND'],
      [move('123', 5, 6), 400, 'BOOKING_INVALID_ID'],
    ];
    for (const [answer, status, errorCode] of cases) {
      expect((await answer).body).toMatchObject({ status, errorCode });
    }
    for (const row of [booking, fulfilled, invoiced, foreign]) {
      expect((await bookingRow(t, row.id))?.startDate).toEqual(row.startDate);
    }
  });

  it('answers CONTRACT_INACTIVE for a booking of an ended contract', async () => {
    const anna = await signIn(t);
    const contract = await createContract(t.db, { caregiverId: anna.id, isActive: false });
    const booking = await bookingAt(t, contract.id, 24 * HOUR);
    const answer = await anna.api.post(`/caregiver-app/booking/${booking.id}`, {
      start_date: iso(t, 25 * HOUR),
      end_date: iso(t, 26 * HOUR),
    });
    expect(answer.body).toEqual({ status: 409, errorCode: 'CONTRACT_INACTIVE' });
  });
});

async function liveCount(contractId: string): Promise<number> {
  const rows = await t.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.contractId, contractId),
        isNull(bookings.cancelledAt),
        isNull(bookings.deletedAt),
      ),
    );
  return rows.length;
}
