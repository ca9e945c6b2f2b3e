import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCareReceiver, createContract } from '../seed/factories.js';
import { bookingAt, HOUR, signIn } from '../test/booking-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type ContractDto = Record<string, unknown> & { contract_id: string };

describe('GET /caregiver-app/contract-aggregate (spec 1 §7)', () => {
  it("answers the caller's contracts, active and inactive, as ContractDto", async () => {
    const anna = await signIn(t);
    const other = await signIn(t);
    const receiver = await createCareReceiver(t.db, {
      firstName: 'Helga',
      lastName: 'Aaberg',
      gender: 'FEMALE',
      careDegree: '3',
      street: 'Kastanienallee',
      houseNumber: '12',
      postalCode: '10435',
      city: 'Berlin',
      isSelfBooker: true,
    });
    const active = await createContract(t.db, {
      caregiverId: anna.id,
      careReceiverId: receiver.id,
      paymentMethod: 'sepa',
      isNewCustomer: false,
      confirmationStatus: 'CONFIRMED',
      grossCustomerPricePerHourInCents: 3690,
      grossCaregiverPricePerHourInCents: 2952,
      commissionRate: '0.2000',
      cancelationScheduledFor: new Date('2031-01-31T23:00:00.000Z'),
    });
    const first = await bookingAt(t, active.id, -48 * HOUR, 60, { status: 'FULFILLED' });
    await bookingAt(t, active.id, 48 * HOUR);
    const inactive = await createContract(t.db, { caregiverId: anna.id, isActive: false });
    await createContract(t.db, { caregiverId: other.id });

    const list = await anna.api.get<ContractDto[]>('/caregiver-app/contract-aggregate');
    expect(list.statusCode).toBe(200);
    expect(list.body.data?.map((c) => c.contract_id).sort()).toEqual(
      [active.id, inactive.id].sort(),
    );
    const dto = list.body.data?.find((c) => c.contract_id === active.id);
    expect(dto).toEqual({
      contract_id: active.id,
      is_active: true,
      is_new_customer: false,
      has_fulfilled_booking: true,
      payment_method: 'sepa',
      cancelation_scheduled_for: '2031-01-31T23:00:00.000Z',
      confirmation_status: 'CONFIRMED',
      first_booking: {
        booking_id: first.id,
        end_date: first.endDate.toISOString(),
        status: 'FULFILLED',
      },
      care_receiver: {
        first_name: 'Helga',
        last_name: 'Aaberg',
        gender: 'FEMALE',
        care_degree: '3',
        is_self_booker: true,
        street: 'Kastanienallee',
        house_number: '12',
        postal_code: '10435',
        city: 'Berlin',
      },
      pricing: {
        gross_customer_price_per_hour_in_cents: 3690,
        gross_caregiver_price_per_hour_in_cents: 2952,
        commission_rate: 0.2,
      },
    });
    expect(list.body.data?.find((c) => c.contract_id === inactive.id)).toMatchObject({
      is_active: false,
      first_booking: null,
      has_fulfilled_booking: false,
    });

    const one = await anna.api.get<ContractDto>(`/caregiver-app/contract-aggregate/${active.id}`);
    expect(one.body.data).toEqual(dto);
  });

  it('answers no pricing to employees and CONTRACT_INVALID_ID / CONTRACT_NOT_FOUND', async () => {
    const jonas = await signIn(t, true);
    const other = await signIn(t);
    const contract = await createContract(t.db, { caregiverId: jonas.id });
    const foreign = await createContract(t.db, { caregiverId: other.id });
    const one = await jonas.api.get<ContractDto>(
      `/caregiver-app/contract-aggregate/${contract.id}`,
    );
    expect(one.body.data?.pricing).toBeNull();
    expect((await jonas.api.get('/caregiver-app/contract-aggregate/x1')).body).toEqual({
      status: 400,
      errorCode: 'CONTRACT_INVALID_ID',
    });
    for (const id of [foreign.id, crypto.randomUUID()]) {
      expect((await jonas.api.get(`/caregiver-app/contract-aggregate/${id}`)).body).toEqual({
        status: 404,
        errorCode: 'CONTRACT_NOT_FOUND',
      });
    }
  });
});
