import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContract } from '../seed/factories.js';
import { bookingAt, bookingRow, HOUR, signIn } from '../test/booking-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const confirm = (api: Awaited<ReturnType<typeof signIn>>['api'], id: string) =>
  api.post(`/caregiver-app/first-booking/confirm/${id}`);

describe('POST /caregiver-app/first-booking/confirm/{id} (spec 1 §7)', () => {
  it('confirms a moved first appointment and settles an earlier maybe', async () => {
    const anna = await signIn(t);
    const contract = await createContract(t.db, { caregiverId: anna.id });
    const first = await bookingAt(t, contract.id, 24 * HOUR, 60, {
      firstBookingStatus: 'CREATED',
      firstBookingConfirmationReason: 'reason_timing_issues',
      firstBookingConfirmationDescription: 'Lieber nachmittags',
    });
    const moved = await anna.api.post(`/caregiver-app/booking/${first.id}`, {
      start_date: new Date(first.startDate.getTime() + 5 * HOUR).toISOString(),
      end_date: new Date(first.endDate.getTime() + 5 * HOUR).toISOString(),
    });
    expect(moved.statusCode).toBe(200);

    expect((await confirm(anna.api, first.id)).body).toEqual({
      status: 200,
      data: { booking_id: first.id },
    });
    const answer = await anna.api.get<{
      first_booking_status: string;
      first_booking_confirmation_status: unknown;
    }>(`/caregiver-app/booking/${first.id}`);
    expect(answer.body.data).toMatchObject({
      first_booking_status: 'CONFIRMED',
      first_booking_confirmation_status: null,
    });
    // A retried call answers the same and changes nothing.
    expect((await confirm(anna.api, first.id)).statusCode).toBe(200);
    expect((await bookingRow(t, first.id))?.firstBookingStatus).toBe('CONFIRMED');
  });

  it('refuses later bookings, employees, documented, ended contracts, foreign and bad ids', async () => {
    const anna = await signIn(t);
    const jonas = await signIn(t, true);
    const contract = await createContract(t.db, { caregiverId: anna.id });
    const first = await bookingAt(t, contract.id, 24 * HOUR, 60, { firstBookingStatus: 'CREATED' });
    const later = await bookingAt(t, contract.id, 48 * HOUR);
    const documented = await createContract(t.db, { caregiverId: anna.id });
    const fulfilled = await bookingAt(t, documented.id, -48 * HOUR, 60, {
      status: 'FULFILLED',
      firstBookingStatus: 'CREATED',
    });
    const ended = await createContract(t.db, { caregiverId: anna.id, isActive: false });
    const onEnded = await bookingAt(t, ended.id, 72 * HOUR, 60, { firstBookingStatus: 'CREATED' });
    const jonasContract = await createContract(t.db, { caregiverId: jonas.id });
    const jonasFirst = await bookingAt(t, jonasContract.id, 24 * HOUR, 60, {
      firstBookingStatus: 'CREATED',
    });

    const refusals: [typeof anna.api, string, number, string][] = [
      [anna.api, later.id, 409, 'BOOKING_IS_NOT_FIRST_BOOKING'],
      [anna.api, fulfilled.id, 409, 'BOOKING_IS_FULFILLED'],
      [anna.api, onEnded.id, 409, 'CONTRACT_INACTIVE'],
      [jonas.api, jonasFirst.id, 403, 'FORBIDDEN'],
      [anna.api, jonasFirst.id, 404, 'BOOKING_NOT_FOUND'],
      [anna.api, 'not-a-uuid', 400, 'BOOKING_INVALID_ID'],
    ];
    for (const [api, id, status, errorCode] of refusals) {
      expect((await confirm(api, id)).body, errorCode).toEqual({ status, errorCode });
    }
    for (const row of [first, later, fulfilled, onEnded, jonasFirst]) {
      expect((await bookingRow(t, row.id))?.firstBookingStatus ?? null).toBe(
        row.firstBookingStatus ?? null,
      );
    }
  });

  it('needs a caregiver token', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/caregiver-app/first-booking/confirm/00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(401);
  });
});
