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

// Issue 15 #11: year 0000 answered 500 on create, update and fulfil; years 0001–0099 were stored
// right but read back as 19xx/20xx. Every date on the wire now lies in the date picker's range
// (6 years back, 1 ahead), and the database's instants read back right for any year.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const YEAR_MS = 365.25 * 24 * HOUR;
const ODD_YEARS = ['0000', '0001', '0099', '10000'];
const invalidDates = {
  status: 400,
  errorCode: 'CANNOT_DESERIALIZE_REQUEST_DATA',
  details: { start_date: 'VALIDATION_DATE_INVALID', end_date: 'VALIDATION_DATE_INVALID' },
};

describe('dates on the wire (issue 15 #11)', () => {
  it('refuses years 0000, 0001, 0099 and 10000 on create, update and fulfil, without a 500', async () => {
    const anna = await signIn(t);
    const { contract } = await contractWithHistory(t, anna.id);
    const future = await bookingAt(t, contract.id, 24 * HOUR);
    const past = await bookingAt(t, contract.id, -3 * HOUR, 120);
    for (const year of ODD_YEARS) {
      const start = `${year}-05-04T08:00:00.000Z`;
      const end = `${year}-05-04T09:00:00.000Z`;
      const created = await anna.api.post('/caregiver-app/booking', {
        contract_id: contract.id,
        start_date: start,
        end_date: end,
      });
      expect(created.body, year).toEqual(invalidDates);
      const updated = await anna.api.post(`/caregiver-app/booking/${future.id}`, {
        start_date: future.startDate.toISOString(),
        end_date: end,
      });
      expect(updated.body, year).toMatchObject({ status: 400 });
      expect(updated.body.details, year).toEqual({ end_date: 'VALIDATION_DATE_INVALID' });
      const fulfilled = await anna.api.post(`/caregiver-app/booking/fulfill/${past.id}`, {
        start_date: start,
        end_date: end,
        main_service_ids: [],
        other_service_description: 'Einkauf',
        payment_method: 'private_payment',
      });
      expect(fulfilled.statusCode, year).toBe(400);
      expect(fulfilled.body.details, year).toMatchObject(invalidDates.details);
    }
    // Nothing changed.
    expect((await bookingRow(t, future.id))?.endDate).toEqual(future.endDate);
    expect((await bookingRow(t, past.id))?.status).toBe(past.status);
    const list = await anna.api.get<unknown[]>('/caregiver-app/booking');
    expect(list.body.data).toHaveLength(3);
  });

  it('refuses dates outside 6 years back to 1 year ahead of now', async () => {
    const anna = await signIn(t);
    const { contract } = await contractWithHistory(t, anna.id);
    const now = t.clock.now().getTime();
    for (const startMs of [now + 1.1 * YEAR_MS, now - 6.1 * YEAR_MS]) {
      const answer = await anna.api.post('/caregiver-app/booking', {
        contract_id: contract.id,
        start_date: new Date(startMs).toISOString(),
        end_date: new Date(startMs + HOUR).toISOString(),
      });
      expect(answer.body).toEqual({
        status: 400,
        errorCode: 'CANNOT_DESERIALIZE_REQUEST_DATA',
        details: {
          start_date: 'VALIDATION_DATE_OUT_OF_RANGE',
          end_date: 'VALIDATION_DATE_OUT_OF_RANGE',
        },
      });
    }
    const nextMonth = now + 30 * 24 * HOUR;
    const inRange = await anna.api.post('/caregiver-app/booking', {
      contract_id: contract.id,
      start_date: new Date(nextMonth).toISOString(),
      end_date: new Date(nextMonth + HOUR).toISOString(),
    });
    expect(inRange.statusCode).toBe(201);
  });

  it('reads instants back right for any year the database holds', async () => {
    const anna = await signIn(t);
    const contract = await createContract(t.db, { caregiverId: anna.id });
    for (const iso of [
      '0000-05-04T08:30:00.000Z',
      '0001-01-01T00:00:00.000Z',
      '0099-05-04T08:30:00.000Z',
      '1899-12-31T23:59:59.999Z',
      '+010000-01-01T00:00:00.000Z',
    ]) {
      const startDate = new Date(iso);
      const booking = await createBooking(t.db, { contractId: contract.id, startDate });
      expect((await bookingRow(t, booking.id))?.startDate.toISOString(), iso).toBe(iso);
      const answer = await anna.api.get<{ start_date: string }>(
        `/caregiver-app/booking/${booking.id}`,
      );
      expect(answer.body.data?.start_date, iso).toBe(iso);
    }
  });
});
