import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts } from '../db/schema/index.js';
import { createContract } from '../seed/factories.js';
import { bookingAt, bookingRow, HOUR, signIn, type SignedIn } from '../test/booking-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const contractRow = async (id: string) => {
  const [row] = await t.db.select().from(contracts).where(eq(contracts.id, id));
  return row;
};

/** A new contract of `who` with an unconfirmed first appointment tomorrow. */
async function newCustomer(who: SignedIn) {
  const contract = await createContract(t.db, { caregiverId: who.id });
  const first = await bookingAt(t, contract.id, 24 * HOUR, 60, { firstBookingStatus: 'CREATED' });
  return { contract, first };
}

const declineFirst = (who: SignedIn, id: string, body: unknown) =>
  who.api.post(`/caregiver-app/first-booking/decline/${id}`, body);
const updateStatus = (who: SignedIn, id: string, body: unknown) =>
  who.api.post(`/caregiver-app/first-booking/update-confirmation-status/${id}`, body);

const DECLINE = { decline_reason: 'timing_issues', decline_description: 'Passt zeitlich nicht' };
const MAYBE = { reason: 'reason_discuss_with_family', description: '' };

describe('POST /caregiver-app/first-booking/decline/{id} (spec 1 §7)', () => {
  it('declines the first appointment and ends the contract (the customer leaves the list)', async () => {
    const anna = await signIn(t);
    const { contract, first } = await newCustomer(anna);
    expect((await declineFirst(anna, first.id, DECLINE)).body).toEqual({
      status: 200,
      data: { booking_id: first.id, contract_id: contract.id },
    });
    expect(await bookingRow(t, first.id)).toMatchObject({
      firstBookingStatus: 'DECLINED',
      declineReason: 'timing_issues',
      declineDescription: 'Passt zeitlich nicht',
    });
    const ended = await contractRow(contract.id);
    expect(ended?.isActive).toBe(false);
    expect(ended?.endedAt?.toISOString()).toBe(t.clock.now().toISOString());
    const aggregate = await anna.api.get<{ is_active: boolean; first_booking_status: string }>(
      `/caregiver-app/contract-aggregate/${contract.id}`,
    );
    expect(aggregate.body.data).toMatchObject({
      is_active: false,
      first_booking_status: 'DECLINED',
    });
    // Answered once: the contract has ended.
    expect((await declineFirst(anna, first.id, DECLINE)).body).toEqual({
      status: 409,
      errorCode: 'CONTRACT_INACTIVE',
    });
  });

  it("keeps reason and sub-reason apart: 'other' and 'different type of caregiver → other' differ (record 0110)", async () => {
    const anna = await signIn(t);
    // Two caregivers: one caregiver's two first appointments at the same hour would overlap.
    const ina = await signIn(t);
    const plain = await newCustomer(anna);
    const different = await newCustomer(ina);
    const declined = [
      await declineFirst(anna, plain.first.id, {
        decline_reason: 'other',
        decline_description: 'Kunde zieht um',
      }),
      await declineFirst(ina, different.first.id, {
        decline_reason: 'different_type_of_caregiver_needed',
        decline_sub_reason: 'other',
        decline_description: 'Braucht eine Pflegefachkraft',
      }),
    ];
    expect(declined.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await bookingRow(t, plain.first.id)).toMatchObject({
      declineReason: 'other',
      declineSubReason: null,
    });
    expect(await bookingRow(t, different.first.id)).toMatchObject({
      declineReason: 'different_type_of_caregiver_needed',
      declineSubReason: 'other',
      declineDescription: 'Braucht eine Pflegefachkraft',
    });
  });

  it('reads an old client’s sub-reason in the reason field as the reason plus that sub-reason', async () => {
    const anna = await signIn(t);
    const { first } = await newCustomer(anna);
    const body = { decline_reason: 'language', decline_description: 'Spricht nur Polnisch' };
    expect((await declineFirst(anna, first.id, body)).statusCode).toBe(200);
    expect(await bookingRow(t, first.id)).toMatchObject({
      firstBookingStatus: 'DECLINED',
      declineReason: 'different_type_of_caregiver_needed',
      declineSubReason: 'language',
    });
  });

  it('bad bodies answer 400 and change nothing', async () => {
    const anna = await signIn(t);
    const { contract, first } = await newCustomer(anna);
    for (const body of [
      {},
      { decline_reason: 'timing_issues' },
      { decline_reason: 'timing_issues', decline_description: '   ' },
      { decline_reason: 'timing_issues', decline_description: 'x'.repeat(101) },
      { decline_reason: 'bored', decline_description: 'x' },
      { decline_reason: 7, decline_description: 'x' },
      // A sub-reason belongs to different_type_of_caregiver_needed only (spec 1 §3).
      { decline_reason: 'other', decline_sub_reason: 'gender', decline_description: 'x' },
      { decline_reason: 'language', decline_sub_reason: 'age', decline_description: 'x' },
      {
        decline_reason: 'different_type_of_caregiver_needed',
        decline_sub_reason: 'height',
        decline_description: 'x',
      },
      {
        decline_reason: 'different_type_of_caregiver_needed',
        decline_sub_reason: 3,
        decline_description: 'x',
      },
    ]) {
      const answer = await declineFirst(anna, first.id, body);
      expect(answer.body.errorCode, JSON.stringify(body)).toBe('CANNOT_DESERIALIZE_REQUEST_DATA');
      expect(answer.statusCode).toBe(400);
    }
    const mismatched = await declineFirst(anna, first.id, {
      decline_reason: 'timing_issues',
      decline_sub_reason: 'other',
      decline_description: 'x',
    });
    expect(mismatched.body).toMatchObject({
      errorCode: 'CANNOT_DESERIALIZE_REQUEST_DATA',
      details: { decline_sub_reason: 'VALIDATION_SUB_REASON_WITHOUT_REASON' },
    });
    expect((await bookingRow(t, first.id))?.firstBookingStatus).toBe('CREATED');
    expect((await contractRow(contract.id))?.isActive).toBe(true);
  });

  it('cancels a confirmed first appointment only while firstBookingConfirmationCancelation is on (spec 1 §4)', async () => {
    const confirmedCustomer = async (app: TestApp, who: SignedIn) => {
      const contract = await createContract(app.db, { caregiverId: who.id });
      const first = await bookingAt(app, contract.id, 24 * HOUR, 60, {
        firstBookingStatus: 'CONFIRMED',
      });
      return { contract, first };
    };
    const anna = await signIn(t);
    const off = await confirmedCustomer(t, anna);
    expect((await declineFirst(anna, off.first.id, DECLINE)).body).toEqual({
      status: 403,
      errorCode: 'FORBIDDEN',
    });
    expect((await bookingRow(t, off.first.id))?.firstBookingStatus).toBe('CONFIRMED');
    expect((await contractRow(off.contract.id))?.isActive).toBe(true);

    const flagged = await createTestApp({
      env: { FEATURE_FIRST_BOOKING_CONFIRMATION_CANCELATION: 'true' },
    });
    try {
      const ina = await signIn(flagged);
      const on = await confirmedCustomer(flagged, ina);
      expect((await declineFirst(ina, on.first.id, DECLINE)).statusCode).toBe(200);
      expect((await bookingRow(flagged, on.first.id))?.firstBookingStatus).toBe('DECLINED');
    } finally {
      await flagged.close();
    }
  });

  it('refuses employees, later and documented bookings, foreign and bad ids', async () => {
    const anna = await signIn(t);
    const jonas = await signIn(t, true);
    const { contract, first } = await newCustomer(anna);
    const later = await bookingAt(t, contract.id, 48 * HOUR);
    const documented = await createContract(t.db, { caregiverId: anna.id });
    const fulfilled = await bookingAt(t, documented.id, -48 * HOUR, 60, {
      status: 'FULFILLED',
      firstBookingStatus: 'CONFIRMED',
    });
    const jonasCustomer = await newCustomer(jonas);
    const refusals: [SignedIn, string, number, string][] = [
      [jonas, jonasCustomer.first.id, 403, 'FORBIDDEN'],
      [anna, later.id, 409, 'BOOKING_IS_NOT_FIRST_BOOKING'],
      [anna, fulfilled.id, 409, 'BOOKING_IS_FULFILLED'],
      [anna, jonasCustomer.first.id, 404, 'BOOKING_NOT_FOUND'],
      [anna, crypto.randomUUID(), 404, 'BOOKING_NOT_FOUND'],
      [anna, 'x', 400, 'BOOKING_INVALID_ID'],
    ];
    for (const [who, id, status, errorCode] of refusals) {
      expect((await declineFirst(who, id, DECLINE)).body, errorCode).toEqual({
        status,
        errorCode,
      });
    }
    expect((await bookingRow(t, first.id))?.firstBookingStatus).toBe('CREATED');
    expect((await contractRow(jonasCustomer.contract.id))?.isActive).toBe(true);
    expect((await contractRow(documented.id))?.isActive).toBe(true);
  });
});

describe('POST /caregiver-app/first-booking/update-confirmation-status/{id} (spec 1 §7)', () => {
  it("stores the 'maybe' answer: unconfirmed, with reason and description", async () => {
    const anna = await signIn(t);
    const { contract, first } = await newCustomer(anna);
    expect((await updateStatus(anna, first.id, MAYBE)).body).toEqual({
      status: 200,
      data: { booking_id: first.id },
    });
    const aggregate = await anna.api.get<Record<string, unknown>>(
      `/caregiver-app/contract-aggregate/${contract.id}`,
    );
    expect(aggregate.body.data).toMatchObject({
      is_active: true,
      first_booking_status: 'CREATED',
      first_booking_confirmation_status: {
        reason: 'reason_discuss_with_family',
        description: null,
      },
    });
    // A confirmed first appointment can become unsure again.
    await anna.api.post(`/caregiver-app/first-booking/confirm/${first.id}`);
    const other = { reason: 'reason_other', description: 'Urlaub der Tochter' };
    expect((await updateStatus(anna, first.id, other)).statusCode).toBe(200);
    expect(await bookingRow(t, first.id)).toMatchObject({
      firstBookingStatus: 'CREATED',
      firstBookingConfirmationReason: 'reason_other',
      firstBookingConfirmationDescription: 'Urlaub der Tochter',
    });
  });

  it("'Reason cannot be blank', 'Description cannot be blank' for other; nothing changes", async () => {
    const anna = await signIn(t);
    const { first } = await newCustomer(anna);
    const cases: [unknown, Record<string, string>][] = [
      [{ reason: ' ', description: 'x' }, { reason: 'VALIDATION_REASON_BLANK' }],
      [{ description: 'x' }, { reason: 'VALIDATION_REASON_BLANK' }],
      [
        { reason: 'reason_other', description: ' ' },
        { description: 'VALIDATION_DESCRIPTION_BLANK' },
      ],
      [
        { reason: 'reason_other', description: 'x'.repeat(101) },
        { description: 'VALIDATION_MAX_100_CHARACTERS' },
      ],
      [{ reason: 'because' }, { reason: 'VALIDATION_INVALID_OPTION' }],
    ];
    for (const [body, details] of cases) {
      expect((await updateStatus(anna, first.id, body)).body, JSON.stringify(body)).toEqual({
        status: 400,
        errorCode: 'CANNOT_DESERIALIZE_REQUEST_DATA',
        details,
      });
    }
    expect(await bookingRow(t, first.id)).toMatchObject({
      firstBookingStatus: 'CREATED',
      firstBookingConfirmationReason: null,
    });
  });

  it('refuses employees, declined (ended) contracts and foreign ids', async () => {
    const anna = await signIn(t);
    const jonas = await signIn(t, true);
    const jonasCustomer = await newCustomer(jonas);
    const declined = await newCustomer(anna);
    await declineFirst(anna, declined.first.id, DECLINE);
    expect((await updateStatus(jonas, jonasCustomer.first.id, MAYBE)).body.errorCode).toBe(
      'FORBIDDEN',
    );
    expect((await updateStatus(anna, declined.first.id, MAYBE)).body.errorCode).toBe(
      'CONTRACT_INACTIVE',
    );
    expect((await updateStatus(anna, jonasCustomer.first.id, MAYBE)).body.errorCode).toBe(
      'BOOKING_NOT_FOUND',
    );
    expect((await bookingRow(t, jonasCustomer.first.id))?.firstBookingConfirmationReason).toBe(
      null,
    );
  });
});
