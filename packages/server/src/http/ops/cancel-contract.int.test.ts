// `cancel-contract` (README "Back office"): the end of a collaboration on a date (spec 1 §3
// cancelationInitiatedAt, cancelationScheduledFor); the caregiver then sees the hint and cannot
// plan appointments from that day on (spec 1 §4).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contracts } from '../../db/schema/index.js';
import { cancelationInstant } from '../../services/ops/cancel-contract.js';
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

async function contractOfNewCaregiver(values: Parameters<typeof createContract>[1] = {}) {
  const caregiver = await t.createCaregiver();
  const { access_token: token } = await t.login(caregiver.email, caregiver.password);
  const contract = await createContract(t.db, { caregiverId: caregiver.id, ...values });
  return { contract, api: apiFor(t, token) };
}

const cancel = (contractId: string, body: unknown) =>
  ops.post(`/ops/contracts/${contractId}/cancel`, body);

describe('a day means its start in Berlin', () => {
  it.each([
    ['2031-01-31', '2031-01-30T23:00:00.000Z'],
    ['2031-07-31', '2031-07-30T22:00:00.000Z'],
    ['2031-03-30', '2031-03-29T23:00:00.000Z'],
    ['2031-07-31T16:00:00+02:00', '2031-07-31T14:00:00.000Z'],
  ])('%s → %s', (value, instant) => {
    expect(cancelationInstant(value).toISOString()).toBe(instant);
  });
});

describe('POST /ops/contracts/{id}/cancel', () => {
  it('schedules the end; the caregiver sees it and cannot add an appointment after it', async () => {
    const { contract, api } = await contractOfNewCaregiver();
    // A first booking long ago, fulfilled, so follow-ups are allowed at all (spec 1 §4).
    await createBooking(t.db, {
      contractId: contract.id,
      startDate: new Date(t.clock.now().getTime() - 30 * DAY),
      endDate: new Date(t.clock.now().getTime() - 30 * DAY + 3_600_000),
      status: 'FULFILLED',
      firstBookingStatus: 'CONFIRMED',
    });
    const later = new Date(t.clock.now().getTime() + 40 * DAY);
    await createBooking(t.db, {
      contractId: contract.id,
      startDate: later,
      endDate: new Date(later.getTime() + 3_600_000),
    });
    const endDay = new Date(t.clock.now().getTime() + 20 * DAY).toISOString().slice(0, 10);

    const answer = await cancel(contract.id, { scheduled_for: endDay });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toEqual({
      contract_id: contract.id,
      cancelation_initiated_at: t.clock.now().toISOString(),
      cancelation_scheduled_for: cancelationInstant(endDay).toISOString(),
      bookings_after_end: 1,
    });
    const seen = await api.get<{
      cancelation_scheduled_for: string;
      cancelation_initiated_at: string;
    }>(`/caregiver-app/contract-aggregate/${contract.id}`);
    expect(seen.body.data).toMatchObject({
      cancelation_scheduled_for: cancelationInstant(endDay).toISOString(),
      cancelation_initiated_at: t.clock.now().toISOString(),
    });
    const after = new Date(cancelationInstant(endDay).getTime() + 2 * DAY);
    const added = await api.post('/caregiver-app/booking', {
      contract_id: contract.id,
      start_date: after.toISOString(),
      end_date: new Date(after.getTime() + 3_600_000).toISOString(),
    });
    expect(added.body.errorCode).toBe('BOOKING_AFTER_CONTRACT_END');
  });

  it('puts the reason on the audit trail with the change (record 0105)', async () => {
    const { contract } = await contractOfNewCaregiver();
    const endDay = new Date(t.clock.now().getTime() + 20 * DAY).toISOString().slice(0, 10);
    const answer = await cancel(contract.id, { scheduled_for: endDay, reason: 'Umzug ins Heim' });
    expect(answer.statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, contract.id), eq(auditLog.action, 'contract.cancel')));
    expect(row?.summary).toContain('reason=Umzug ins Heim');
  });

  it('refuses a past day, an ended contract and bad input, changing nothing', async () => {
    const { contract } = await contractOfNewCaregiver();
    const { contract: ended } = await contractOfNewCaregiver({ isActive: false });
    const today = t.clock.now().toISOString().slice(0, 10);
    const cases: [string, unknown, number, string][] = [
      [contract.id, { scheduled_for: '2020-01-31' }, 400, 'CONTRACT_CANCELATION_DATE_INVALID'],
      [
        contract.id,
        { scheduled_for: new Date(t.clock.now().getTime() - 60_000).toISOString() },
        400,
        'CONTRACT_CANCELATION_DATE_INVALID',
      ],
      [contract.id, {}, 400, 'CANNOT_DESERIALIZE_REQUEST_DATA'],
      [contract.id, { scheduled_for: '31.01.2031' }, 400, 'CANNOT_DESERIALIZE_REQUEST_DATA'],
      [
        contract.id,
        { scheduled_for: '2031-01-31', reason: 'x'.repeat(5000) },
        400,
        'CANNOT_DESERIALIZE_REQUEST_DATA',
      ],
      [ended.id, { scheduled_for: '2031-01-31' }, 409, 'CONTRACT_INACTIVE'],
      [crypto.randomUUID(), { scheduled_for: '2031-01-31' }, 404, 'CONTRACT_NOT_FOUND'],
      ['1', { scheduled_for: '2031-01-31' }, 400, 'CONTRACT_INVALID_ID'],
    ];
    for (const [id, body, status, errorCode] of cases) {
      expect((await cancel(id, body)).body, errorCode).toMatchObject({ status, errorCode });
    }
    // Today's start in Berlin has passed: a cancellation "today" is refused as well.
    expect((await cancel(contract.id, { scheduled_for: today })).statusCode).toBe(400);
    const [row] = await t.db.select().from(contracts).where(eq(contracts.id, contract.id));
    expect(row).toMatchObject({ cancelationInitiatedAt: null, cancelationScheduledFor: null });
  });
});
