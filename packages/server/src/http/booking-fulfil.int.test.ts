import { MAIN_SERVICE_IDS, type PaymentMethod } from '@careport/domain';
import { serviceCatalogue } from '@careport/domain/definitions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingServices } from '../db/schema/index.js';
import { createBooking, createContract } from '../seed/factories.js';
import { signaturePng } from '../storage/png.js';
import { bookingAt, bookingRow, HOUR, iso, MINUTE, signIn } from '../test/booking-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const SERVICES = [MAIN_SERVICE_IDS.EVERYDAY_ASSISTANCE, MAIN_SERVICE_IDS.HOUSEHOLD_HELP];
const IMAGE = { image_proof_base64: `data:image/png;base64,${signaturePng().toString('base64')}` };

async function pastBooking(
  isEmployee = false,
  paymentMethod: PaymentMethod = 'direct_reimbursement',
) {
  const caregiver = await signIn(t, isEmployee);
  const contract = await createContract(t.db, { caregiverId: caregiver.id, paymentMethod });
  const booking = await bookingAt(t, contract.id, -3 * HOUR, 120);
  // An employee documents with a proof (record 0100): here the caregiver's signature.
  if (isEmployee) {
    const upload = `/caregiver-app/booking/upload-image-cg-confirmation/${booking.id}`;
    expect((await caregiver.api.post(upload, IMAGE)).statusCode).toBe(200);
  }
  const body = {
    start_date: booking.startDate.toISOString(),
    end_date: booking.endDate.toISOString(),
    main_service_ids: SERVICES,
    other_service_description: 'Fenster geputzt',
    payment_method: 'private_payment',
  };
  return {
    caregiver,
    contract,
    booking,
    body,
    url: `/caregiver-app/booking/fulfill/${booking.id}`,
  };
}

describe('POST /caregiver-app/booking/fulfill/{id} (spec 1 §7)', () => {
  it('documents the booking: FULFILLED with services, text, payment method, fulfilled_at', async () => {
    const { caregiver, booking, body, url } = await pastBooking();
    const answer = await caregiver.api.post<Record<string, unknown>>(url, body);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toMatchObject({
      booking_id: booking.id,
      status: 'FULFILLED',
      payment_method: 'private_payment',
      other_service_description: 'Fenster geputzt',
      survey_status: 'false',
      services: SERVICES.map((id) => {
        const service = serviceCatalogue().find((entry) => entry.id === id);
        return { id, label_de: service?.labelDe, label_en: service?.labelEn };
      }),
    });
    expect((await bookingRow(t, booking.id))?.fulfilledAt).toEqual(t.clock.now());
    // Documented bookings cannot change (spec 1 §4): a second fulfil is refused.
    expect((await caregiver.api.post(url, body)).body).toEqual({
      status: 409,
      errorCode: 'BOOKING_IS_FULFILLED',
    });
  });

  it('keeps the payment method in the feedback variant and takes corrected times (employee)', async () => {
    const { caregiver, booking, body, url } = await pastBooking(true, 'household_help_24');
    const { payment_method: _omitted, ...feedbackVariant } = body;
    const corrected = {
      ...feedbackVariant,
      main_service_ids: [MAIN_SERVICE_IDS.HOUSEHOLD_HELP],
      other_service_description: '',
      start_date: new Date(booking.startDate.getTime() + 15 * MINUTE).toISOString(),
      end_date: new Date(booking.endDate.getTime() - 15 * MINUTE).toISOString(),
    };
    const answer = await caregiver.api.post<Record<string, unknown>>(url, corrected);
    expect(answer.body.data).toMatchObject({
      status: 'FULFILLED',
      payment_method: 'household_help_24',
      other_service_description: null,
      start_date: corrected.start_date,
      end_date: corrected.end_date,
      pricing: null,
    });
  });

  it("refuses an employee's visit with neither paper photo nor signature (BOOKING_PROOF_MISSING)", async () => {
    const caregiver = await signIn(t, true);
    const contract = await createContract(t.db, { caregiverId: caregiver.id });
    const booking = await bookingAt(t, contract.id, -3 * HOUR, 120);
    const url = `/caregiver-app/booking/fulfill/${booking.id}`;
    const body = {
      start_date: booking.startDate.toISOString(),
      end_date: booking.endDate.toISOString(),
      main_service_ids: SERVICES,
    };
    expect((await caregiver.api.post(url, body)).body).toEqual({
      status: 409,
      errorCode: 'BOOKING_PROOF_MISSING',
    });
    expect((await bookingRow(t, booking.id))?.status).toBe('CREATED');
    // The paper way: with the photo uploaded, the same call documents the visit.
    const paper = `/caregiver-app/booking/upload-image/${booking.id}`;
    expect((await caregiver.api.post(paper, IMAGE)).statusCode).toBe(200);
    expect((await caregiver.api.post(url, body)).statusCode).toBe(200);
    expect((await bookingRow(t, booking.id))?.status).toBe('FULFILLED');
  });

  it('answers BOOKING_NOT_STARTED before the start, also for a start corrected into the future', async () => {
    const caregiver = await signIn(t);
    const contract = await createContract(t.db, { caregiverId: caregiver.id });
    const future = await bookingAt(t, contract.id, HOUR);
    const answer = await caregiver.api.post(`/caregiver-app/booking/fulfill/${future.id}`, {
      start_date: future.startDate.toISOString(),
      end_date: future.endDate.toISOString(),
      main_service_ids: SERVICES,
    });
    expect(answer.body).toEqual({ status: 409, errorCode: 'BOOKING_NOT_STARTED' });

    const { caregiver: other, body, url, booking } = await pastBooking();
    const moved = await other.api.post(url, {
      ...body,
      start_date: iso(t, HOUR),
      end_date: iso(t, 2 * HOUR),
    });
    expect(moved.body).toEqual({ status: 409, errorCode: 'BOOKING_NOT_STARTED' });
    expect((await bookingRow(t, booking.id))?.status).toBe('CREATED');
  });

  it('answers BOOKING_VALIDATION_OVERLAPS when corrected times overlap another booking', async () => {
    const { caregiver, contract, booking, body, url } = await pastBooking();
    await bookingAt(t, contract.id, -6 * HOUR, 60);
    const answer = await caregiver.api.post(url, { ...body, start_date: iso(t, -5.5 * HOUR) });
    expect(answer.body).toEqual({ status: 409, errorCode: 'BOOKING_VALIDATION_OVERLAPS' });
    const row = await bookingRow(t, booking.id);
    expect(row).toMatchObject({
      status: 'CREATED',
      startDate: booking.startDate,
      fulfilledAt: null,
    });
    expect(
      await t.db.select().from(bookingServices).where(eq(bookingServices.bookingId, booking.id)),
    ).toEqual([]);
  });

  it.each([
    ['an unknown service id', { main_service_ids: [crypto.randomUUID()] }],
    ['a service id that is no uuid', { main_service_ids: ['cleaning'] }],
    ['an unknown payment method', { payment_method: 'bitcoin' }],
    ['neither services nor other text', { main_service_ids: [], other_service_description: ' ' }],
  ])('answers BOOKING_INVALID_SERVICE for %s and changes nothing', async (_name, change) => {
    const { caregiver, booking, body, url } = await pastBooking();
    const answer = await caregiver.api.post(url, { ...body, ...change });
    expect(answer.body).toMatchObject({ status: 400, errorCode: 'BOOKING_INVALID_SERVICE' });
    expect((await bookingRow(t, booking.id))?.status).toBe('CREATED');
  });

  it('answers BOOKING_TOO_LONG, BOOKING_IS_INVOICED, BOOKING_NOT_FOUND and BOOKING_INVALID_ID', async () => {
    const { caregiver, contract, booking, body, url } = await pastBooking();
    const tooLong = await caregiver.api.post(url, {
      ...body,
      end_date: new Date(booking.startDate.getTime() + 511 * MINUTE).toISOString(),
    });
    expect(tooLong.body).toMatchObject({ status: 400, errorCode: 'BOOKING_TOO_LONG' });
    const invoiced = await bookingAt(t, contract.id, -30 * HOUR, 60, { status: 'INVOICED' });
    expect(
      (await caregiver.api.post(`/caregiver-app/booking/fulfill/${invoiced.id}`, body)).body,
    ).toEqual({
      status: 409,
      errorCode: 'BOOKING_IS_INVOICED',
    });
    const foreign = await createBooking(t.db, {
      startDate: new Date(t.clock.now().getTime() - 5 * HOUR),
    });
    expect(
      (await caregiver.api.post(`/caregiver-app/booking/fulfill/${foreign.id}`, body)).body,
    ).toEqual({
      status: 404,
      errorCode: 'BOOKING_NOT_FOUND',
    });
    expect((await caregiver.api.post('/caregiver-app/booking/fulfill/abc', body)).body).toEqual({
      status: 400,
      errorCode: 'BOOKING_INVALID_ID',
    });
    expect((await bookingRow(t, foreign.id))?.status).toBe('CREATED');
  });

  it('answers 400 CANNOT_DESERIALIZE_REQUEST_DATA for a wrong shape', async () => {
    const { caregiver, booking, url } = await pastBooking();
    for (const payload of [{}, { start_date: 'yesterday' }, { main_service_ids: 'x' }]) {
      const answer = await caregiver.api.post(url, payload);
      expect(answer.body).toMatchObject({
        status: 400,
        errorCode: 'CANNOT_DESERIALIZE_REQUEST_DATA',
      });
    }
    expect((await bookingRow(t, booking.id))?.status).toBe('CREATED');
  });
});
