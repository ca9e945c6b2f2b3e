// `first-booking` (README "Back office"): the customer's answer to the first appointment (spec 1
// §4): confirm, maybe with an unsure reason and comment, or decline, which ends the contract.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookings, contracts } from '../../db/schema/index.js';
import { createBooking, createContract } from '../../seed/factories.js';
import { apiFor } from '../../test/booking-helpers.js';
import { opsApiFor, type OpsApi } from '../../test/ops-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ops: OpsApi;
beforeAll(async () => {
  t = await createTestApp();
  ops = await opsApiFor(t);
});
afterAll(async () => {
  await t?.close();
});

const DAY = 24 * 60 * 60 * 1000;

type ContractAnswer = {
  contract_id: string;
  first_booking_status: string;
  first_booking_confirmation_status: { reason: string; description: string | null } | null;
  is_active: boolean;
};

/** A caregiver's new contract whose first appointment is in `days` days, unconfirmed. */
async function newContract(days = 3, values: Parameters<typeof createBooking>[1] = {}) {
  const caregiver = await t.createCaregiver();
  const { access_token: token } = await t.login(caregiver.email, caregiver.password);
  const contract = await createContract(t.db, { caregiverId: caregiver.id });
  const startDate = new Date(t.clock.now().getTime() + days * DAY);
  const first = await createBooking(t.db, {
    contractId: contract.id,
    startDate,
    endDate: new Date(startDate.getTime() + 90 * 60_000),
    firstBookingStatus: 'CREATED',
    ...values,
  });
  return { contract, first, api: apiFor(t, token) };
}

const answer = (contractId: string, body: unknown) =>
  ops.post(`/ops/contracts/${contractId}/first-booking`, body);

async function rows(contractId: string, bookingId: string) {
  const [contract] = await t.db.select().from(contracts).where(eq(contracts.id, contractId));
  const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
  return { contract, booking };
}

describe('POST /ops/contracts/{id}/first-booking', () => {
  it('maybe, then confirm: the caregiver sees the pending reason, then a confirmed appointment', async () => {
    const { contract, first, api } = await newContract();
    const maybe = await answer(contract.id, {
      answer: 'maybe',
      reason: 'reason_discuss_with_family',
      comment: 'Die Tochter meldet sich.',
    });
    expect(maybe.statusCode).toBe(200);
    expect(maybe.body.data).toEqual({
      contract_id: contract.id,
      first_booking_id: first.id,
      first_booking_status: 'CREATED',
      first_booking_confirmation_status: {
        reason: 'reason_discuss_with_family',
        description: 'Die Tochter meldet sich.',
      },
      contract_is_active: true,
    });
    const seen = await api.get<ContractAnswer>(`/caregiver-app/contract-aggregate/${contract.id}`);
    expect(seen.body.data).toMatchObject({
      first_booking_status: 'CREATED',
      first_booking_confirmation_status: {
        reason: 'reason_discuss_with_family',
        description: 'Die Tochter meldet sich.',
      },
    });

    const confirmed = await answer(contract.id, { answer: 'confirm' });
    expect(confirmed.body.data).toMatchObject({
      first_booking_status: 'CONFIRMED',
      first_booking_confirmation_status: null,
    });
    // Confirming again is harmless; the answer stays.
    expect((await answer(contract.id, { answer: 'confirm' })).statusCode).toBe(200);
    const after = await api.get<ContractAnswer>(`/caregiver-app/contract-aggregate/${contract.id}`);
    expect(after.body.data).toMatchObject({
      first_booking_status: 'CONFIRMED',
      first_booking_confirmation_status: null,
      is_active: true,
    });
  });

  it("decline ends the contract and removes the customer from the caregiver's list", async () => {
    const { contract, first, api } = await newContract();
    const declined = await answer(contract.id, {
      answer: 'decline',
      reason: 'customer_chose_different_company',
      comment: 'Ein Pflegedienst übernimmt.',
    });
    expect(declined.body.data).toMatchObject({
      first_booking_status: 'DECLINED',
      contract_is_active: false,
    });
    const { contract: ended, booking } = await rows(contract.id, first.id);
    expect(ended).toMatchObject({ isActive: false, endedAt: t.clock.now() });
    expect(booking).toMatchObject({
      firstBookingStatus: 'DECLINED',
      declineReason: 'customer_chose_different_company',
      declineDescription: 'Ein Pflegedienst übernimmt.',
    });
    // spec 1 §2: 'my customers' lists only active contracts.
    const seen = await api.get<ContractAnswer>(`/caregiver-app/contract-aggregate/${contract.id}`);
    expect(seen.body.data).toMatchObject({ is_active: false, first_booking_status: 'DECLINED' });
    // An ended contract takes no further answer.
    expect((await answer(contract.id, { answer: 'confirm' })).body).toMatchObject({
      status: 409,
      errorCode: 'CONTRACT_INACTIVE',
    });
  });

  it('decline keeps the reason and its sub-reason apart: stored, on the contract and on the trail (record 0110)', async () => {
    const { contract, first } = await newContract();
    const declined = await answer(contract.id, {
      answer: 'decline',
      reason: 'different_type_of_caregiver_needed',
      sub_reason: 'other',
      comment: 'Lieber jemand mit Erfahrung in Demenz.',
    });
    expect(declined.statusCode).toBe(200);
    const { booking } = await rows(contract.id, first.id);
    expect(booking).toMatchObject({
      firstBookingStatus: 'DECLINED',
      declineReason: 'different_type_of_caregiver_needed',
      declineSubReason: 'other',
    });
    const seen = await ops.get<{ firstBooking: Record<string, unknown> }>(
      `/ops/contracts/${contract.id}`,
    );
    expect(seen.body.data.firstBooking).toMatchObject({
      declineReason: 'different_type_of_caregiver_needed',
      declineSubReason: 'other',
    });
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, contract.id), eq(auditLog.action, 'first-booking.answer')));
    expect(row?.summary).toContain('reason=different_type_of_caregiver_needed');
    expect(row?.summary).toContain('sub_reason=other');

    // Without a sub-reason the reason alone is stored, as before.
    const plain = await newContract();
    await answer(plain.contract.id, {
      answer: 'decline',
      reason: 'different_type_of_caregiver_needed',
    });
    expect((await rows(plain.contract.id, plain.first.id)).booking).toMatchObject({
      declineReason: 'different_type_of_caregiver_needed',
      declineSubReason: null,
    });
  });

  it('refuses a sub-reason with another reason, without a reason, or an unknown one, changing nothing', async () => {
    const { contract, first } = await newContract();
    // The field at fault, as the details name it; 'maybe' takes no such field at all.
    const cases: [Record<string, unknown>, string][] = [
      [{ answer: 'decline', reason: 'other', sub_reason: 'gender' }, 'sub_reason'],
      [{ answer: 'decline', sub_reason: 'age' }, 'sub_reason'],
      [
        { answer: 'decline', reason: 'different_type_of_caregiver_needed', sub_reason: 'height' },
        'sub_reason',
      ],
      [
        { answer: 'decline', reason: 'different_type_of_caregiver_needed', sub_reason: '' },
        'sub_reason',
      ],
      [{ answer: 'maybe', reason: 'reason_customer_unsure', sub_reason: 'gender' }, '(body)'],
    ];
    for (const [body, field] of cases) {
      const refused = await answer(contract.id, body);
      expect(refused.body, JSON.stringify(body)).toMatchObject({
        status: 400,
        errorCode: 'CANNOT_DESERIALIZE_REQUEST_DATA',
        details: { [field]: expect.any(String) as unknown },
      });
    }
    expect(await rows(contract.id, first.id)).toMatchObject({
      contract: { isActive: true },
      booking: { firstBookingStatus: 'CREATED', declineReason: null, declineSubReason: null },
    });
  });

  it('refuses bad answers and wrong contracts, changing nothing', async () => {
    const { contract, first } = await newContract();
    const documented = await newContract(-2, { status: 'FULFILLED' });
    const declinedStillActive = await newContract(4, { firstBookingStatus: 'DECLINED' });
    const empty = await createContract(t.db, {});
    const cases: [string, unknown, number, string][] = [
      [contract.id, {}, 400, 'CANNOT_DESERIALIZE_REQUEST_DATA'],
      [contract.id, { answer: 'perhaps' }, 400, 'CANNOT_DESERIALIZE_REQUEST_DATA'],
      [contract.id, { answer: 'maybe' }, 400, 'CANNOT_DESERIALIZE_REQUEST_DATA'],
      [
        contract.id,
        { answer: 'maybe', reason: 'timing_issues' },
        400,
        'CANNOT_DESERIALIZE_REQUEST_DATA',
      ],
      [
        contract.id,
        { answer: 'maybe', reason: 'reason_other' },
        400,
        'CANNOT_DESERIALIZE_REQUEST_DATA',
      ],
      [
        contract.id,
        { answer: 'maybe', reason: 'reason_other', comment: 'x'.repeat(101) },
        400,
        'CANNOT_DESERIALIZE_REQUEST_DATA',
      ],
      [
        contract.id,
        { answer: 'confirm', reason: 'reason_other' },
        400,
        'CANNOT_DESERIALIZE_REQUEST_DATA',
      ],
      [
        contract.id,
        { answer: 'decline', reason: 'too_expensive' },
        400,
        'CANNOT_DESERIALIZE_REQUEST_DATA',
      ],
      ['nope', { answer: 'confirm' }, 400, 'CONTRACT_INVALID_ID'],
      [crypto.randomUUID(), { answer: 'confirm' }, 404, 'CONTRACT_NOT_FOUND'],
      [empty.id, { answer: 'confirm' }, 404, 'FIRST_BOOKING_NOT_FOUND'],
      [documented.contract.id, { answer: 'decline' }, 409, 'BOOKING_IS_FULFILLED'],
      [declinedStillActive.contract.id, { answer: 'confirm' }, 409, 'FIRST_BOOKING_DECLINED'],
    ];
    for (const [id, body, status, errorCode] of cases) {
      expect((await answer(id, body)).body, `${errorCode} ${JSON.stringify(body)}`).toMatchObject({
        status,
        errorCode,
        message: expect.any(String) as unknown,
      });
    }
    expect(await rows(contract.id, first.id)).toMatchObject({
      contract: { isActive: true },
      booking: { firstBookingStatus: 'CREATED', firstBookingConfirmationReason: null },
    });
    expect((await rows(documented.contract.id, documented.first.id)).contract?.isActive).toBe(true);
  });

  it('answers the earliest live booking: a cancelled earlier one does not count', async () => {
    const { contract, first } = await newContract(5);
    const earlier = await createBooking(t.db, {
      contractId: contract.id,
      startDate: new Date(t.clock.now().getTime() + DAY),
      endDate: new Date(t.clock.now().getTime() + DAY + 3_600_000),
      cancelledAt: t.clock.now(),
    });
    const confirmed = await answer(contract.id, { answer: 'confirm' });
    expect(confirmed.body.data).toMatchObject({ first_booking_id: first.id });
    expect((await rows(contract.id, earlier.id)).booking?.firstBookingStatus).toBeNull();
  });
});
