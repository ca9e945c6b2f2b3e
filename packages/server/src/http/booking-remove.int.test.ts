import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createContract } from '../seed/factories.js';
import {
  bookingAt,
  bookingRow,
  contractWithHistory,
  HOUR,
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

describe('POST /caregiver-app/booking/delete/{id} (spec 1 §7)', () => {
  it('deletes an independent’s later booking: it is gone from the list and answers not found', async () => {
    const anna = await signIn(t);
    const { contract, first } = await contractWithHistory(t, anna.id);
    const booking = await bookingAt(t, contract.id, 24 * HOUR);
    const answer = await anna.api.post(`/caregiver-app/booking/delete/${booking.id}`);
    expect(answer.body).toEqual({ status: 200, data: { booking_id: booking.id } });
    expect((await bookingRow(t, booking.id))?.deletedAt).toEqual(t.clock.now());
    const list = await anna.api.get<{ booking_id: string }[]>('/caregiver-app/booking');
    expect(list.body.data?.map((b) => b.booking_id)).toEqual([first.id]);
    expect((await anna.api.get(`/caregiver-app/booking/${booking.id}`)).body).toEqual({
      status: 404,
      errorCode: 'BOOKING_NOT_FOUND',
    });
    expect((await anna.api.post(`/caregiver-app/booking/delete/${booking.id}`)).statusCode).toBe(
      404,
    );
  });

  it('refuses first bookings, employees, documented, foreign and malformed ids (spec 1 §5, §6)', async () => {
    const anna = await signIn(t);
    const jonas = await signIn(t, true);
    const contract = await createContract(t.db, { caregiverId: anna.id });
    const first = await bookingAt(t, contract.id, 24 * HOUR);
    const fulfilled = await bookingAt(t, contract.id, 48 * HOUR, 60, { status: 'FULFILLED' });
    const invoiced = await bookingAt(t, contract.id, 72 * HOUR, 60, { status: 'INVOICED' });
    const jonasContract = await createContract(t.db, { caregiverId: jonas.id });
    await bookingAt(t, jonasContract.id, -HOUR);
    const jonasLater = await bookingAt(t, jonasContract.id, 24 * HOUR);
    const remove = (api: typeof anna.api, id: string) =>
      api.post(`/caregiver-app/booking/delete/${id}`);
    expect((await remove(anna.api, first.id)).body).toEqual({
      status: 409,
      errorCode: 'BOOKING_IS_FIRST_BOOKING',
    });
    expect((await remove(anna.api, fulfilled.id)).body).toEqual({
      status: 409,
      errorCode: 'BOOKING_IS_FULFILLED',
    });
    expect((await remove(anna.api, invoiced.id)).body).toEqual({
      status: 409,
      errorCode: 'BOOKING_IS_INVOICED',
    });
    expect((await remove(jonas.api, jonasLater.id)).body).toEqual({
      status: 403,
      errorCode: 'FORBIDDEN',
    });
    expect((await remove(anna.api, jonasLater.id)).body).toEqual({
      status: 404,
      errorCode: 'BOOKING_NOT_FOUND',
    });
    expect((await remove(anna.api, 'x')).body).toEqual({
      status: 400,
      errorCode: 'BOOKING_INVALID_ID',
    });
    for (const row of [first, fulfilled, invoiced, jonasLater]) {
      expect((await bookingRow(t, row.id))?.deletedAt).toBeNull();
    }
  });
});

describe('POST /caregiver-app/booking/cancel/{id} (spec 1 §7)', () => {
  const cancel = (api: Awaited<ReturnType<typeof signIn>>['api'], id: string, body: object) =>
    api.post(`/caregiver-app/booking/cancel/${id}`, body);

  it('cancels an employee’s booking with a party and reason: it did not take place', async () => {
    const jonas = await signIn(t, true);
    const contract = await createContract(t.db, { caregiverId: jonas.id });
    const booking = await bookingAt(t, contract.id, 24 * HOUR);
    const answer = await cancel(jonas.api, booking.id, {
      cancellation_type: 'customer',
      cancellation_reason: 'customer_illness',
    });
    expect(answer.body).toEqual({ status: 200, data: { booking_id: booking.id } });
    expect(await bookingRow(t, booking.id)).toMatchObject({
      cancellationType: 'customer',
      cancellationReason: 'customer_illness',
      cancellationExtraReason: null,
      cancelledAt: t.clock.now(),
    });
    const list = await jonas.api.get<unknown[]>('/caregiver-app/booking');
    expect(list.body.data).toEqual([]);
  });

  it("needs text for 'other', at most 100 characters (spec 1 §5)", async () => {
    const jonas = await signIn(t, true);
    const contract = await createContract(t.db, { caregiverId: jonas.id });
    const booking = await bookingAt(t, contract.id, 24 * HOUR);
    const other = { cancellation_type: 'caregiver', cancellation_reason: 'caregiver_andere' };
    for (const extra of [undefined, '   ', 'x'.repeat(101)]) {
      const answer = await cancel(jonas.api, booking.id, {
        ...other,
        cancellation_extra_reason: extra,
      });
      expect(answer.body).toMatchObject({ status: 400, errorCode: 'CANCELLATION_REASON_INVALID' });
    }
    expect((await bookingRow(t, booking.id))?.cancelledAt).toBeNull();
    const answer = await cancel(jonas.api, booking.id, {
      ...other,
      cancellation_extra_reason: 'x'.repeat(100),
    });
    expect(answer.statusCode).toBe(200);
    expect((await bookingRow(t, booking.id))?.cancellationExtraReason).toBe('x'.repeat(100));
  });

  it.each([
    [
      'a reason of the other party',
      { cancellation_type: 'customer', cancellation_reason: 'caregiver_illness' },
    ],
    [
      'an unknown reason',
      { cancellation_type: 'caregiver', cancellation_reason: 'caregiver_bored' },
    ],
    ['an unknown party', { cancellation_type: 'system', cancellation_reason: 'caregiver_illness' }],
    ['no reason', { cancellation_type: 'caregiver' }],
  ])('answers CANCELLATION_REASON_INVALID for %s', async (_name, body) => {
    const jonas = await signIn(t, true);
    const contract = await createContract(t.db, { caregiverId: jonas.id });
    const booking = await bookingAt(t, contract.id, 24 * HOUR);
    const answer = await cancel(jonas.api, booking.id, body);
    expect(answer.body).toMatchObject({ status: 400, errorCode: 'CANCELLATION_REASON_INVALID' });
    expect((await bookingRow(t, booking.id))?.cancelledAt).toBeNull();
  });

  it('refuses independents, documented bookings, foreign and malformed ids', async () => {
    const anna = await signIn(t);
    const jonas = await signIn(t, true);
    const body = { cancellation_type: 'caregiver', cancellation_reason: 'caregiver_illness' };
    const annaBooking = await createBooking(t.db, { caregiverId: anna.id });
    const contract = await createContract(t.db, { caregiverId: jonas.id });
    const fulfilled = await bookingAt(t, contract.id, -24 * HOUR, 60, { status: 'FULFILLED' });
    const invoiced = await bookingAt(t, contract.id, -48 * HOUR, 60, { status: 'INVOICED' });
    expect((await cancel(anna.api, annaBooking.id, body)).body).toEqual({
      status: 403,
      errorCode: 'FORBIDDEN',
    });
    expect((await cancel(jonas.api, fulfilled.id, body)).body).toEqual({
      status: 409,
      errorCode: 'BOOKING_IS_FULFILLED',
    });
    expect((await cancel(jonas.api, invoiced.id, body)).body).toEqual({
      status: 409,
      errorCode: 'BOOKING_IS_INVOICED',
    });
    expect((await cancel(jonas.api, annaBooking.id, body)).body).toEqual({
      status: 404,
      errorCode: 'BOOKING_NOT_FOUND',
    });
    expect((await cancel(jonas.api, 'nope', body)).body).toEqual({
      status: 400,
      errorCode: 'BOOKING_INVALID_ID',
    });
    for (const row of [annaBooking, fulfilled, invoiced]) {
      expect((await bookingRow(t, row.id))?.cancelledAt).toBeNull();
    }
  });
});
