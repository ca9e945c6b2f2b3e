import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCareReceiver,
  createContract,
  createCustomer,
  createServiceDocumentationPeriod,
  createServiceRequest,
} from '../seed/factories.js';
import { ageInYears } from '../services/age.js';
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
      isSelfBooker: false,
      dateOfBirth: '1938-02-01',
      email: 'helga@example.org',
      phoneNumber: '+49 30 111',
      additionalInformation: 'Hinterhaus, 2. OG',
      paymentMethod: 'sepa',
    });
    const customer = await createCustomer(t.db, {
      firstName: 'Jens',
      lastName: 'Aaberg',
      email: 'jens@example.org',
      phoneNumber: '+49 170 222',
    });
    const request = await createServiceRequest(t.db, {
      careReceiverId: receiver.id,
      customerId: customer.id,
      description: 'Vorlesen und Spaziergänge',
      scheduleDate: '2031-01-06',
      durationInMinutes: 90,
      frequency: 'EVERY_TWO_WEEKS',
      bookingType: 'RECURRING',
      subServiceIds: ['walks'],
    });
    const active = await createContract(t.db, {
      caregiverId: anna.id,
      careReceiverId: receiver.id,
      customerId: customer.id,
      serviceRequestId: request.id,
      cancelationInitiatedAt: new Date('2030-12-01T09:00:00.000Z'),
      paymentMethod: 'sepa',
      isNewCustomer: false,
      confirmationStatus: 'CONFIRMED',
      grossCustomerPricePerHourInCents: 3690,
      grossCaregiverPricePerHourInCents: 2952,
      commissionRate: '0.2000',
      cancelationScheduledFor: new Date('2031-01-31T23:00:00.000Z'),
    });
    const first = await bookingAt(t, active.id, -48 * HOUR, 60, {
      status: 'FULFILLED',
      firstBookingStatus: 'CONFIRMED',
    });
    await bookingAt(t, active.id, -24 * HOUR, 90, { status: 'INVOICED' });
    await bookingAt(t, active.id, 48 * HOUR);
    // A cancelled booking is neither first nor counted.
    await bookingAt(t, active.id, -72 * HOUR, 60, { cancelledAt: new Date() });
    const period = await createServiceDocumentationPeriod(t.db, {
      contractId: active.id,
      month: 1,
      year: 2030,
    });
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
      created_at: active.createdAt.toISOString(),
      is_active: true,
      is_new_customer: false,
      has_fulfilled_booking: true,
      payment_method: 'sepa',
      cancelation_initiated_at: '2030-12-01T09:00:00.000Z',
      cancelation_scheduled_for: '2031-01-31T23:00:00.000Z',
      confirmation_status: 'CONFIRMED',
      first_booking: {
        booking_id: first.id,
        start_date: first.startDate.toISOString(),
        end_date: first.endDate.toISOString(),
        status: 'FULFILLED',
      },
      first_booking_status: 'CONFIRMED',
      first_booking_confirmation_status: null,
      // spec 1 §3 Care receiver: name and address as objects, as on the proposal (issue 39).
      care_receiver: {
        name: { first_name: 'Helga', last_name: 'Aaberg' },
        gender: 'FEMALE',
        age: expect.any(Number) as number,
        email: 'helga@example.org',
        phone_number: '+49 30 111',
        care_degree: '3',
        address: {
          street: 'Kastanienallee',
          house_number: '12',
          postal_code: '10435',
          city: 'Berlin',
          additional_information: 'Hinterhaus, 2. OG',
        },
        is_self_booker: false,
        payment_method: 'sepa',
      },
      customer: {
        name: { first_name: 'Jens', last_name: 'Aaberg' },
        email: 'jens@example.org',
        phone_number: '+49 170 222',
      },
      service_request: {
        description: 'Vorlesen und Spaziergänge',
        schedule: {
          date: '2031-01-06',
          duration_in_minutes: 90,
          frequency: 'EVERY_TWO_WEEKS',
          booking_type: 'RECURRING',
          is_flexible: false,
          is_all_day: false,
          expected_appointment_schedule: { is_flexible: true, preferences: null },
        },
        sub_services: [expect.objectContaining({ sub_service_id: 'walks' })],
      },
      pricing: {
        gross_customer_price_per_hour_in_cents: 3690,
        gross_caregiver_price_per_hour_in_cents: 2952,
        commission_rate: 0.2,
      },
      // The fulfilled and the invoiced booking: 150 minutes at 29.52 € an hour.
      stats: { booking_count: 2, minute_count: 150, gross_earnings_in_cents: 7380 },
      service_documentation: { periods: [{ period_id: period.id, month: 1, year: 2030 }] },
    });
    expect(Number(dto?.care_receiver && (dto.care_receiver as { age: number }).age)).toBe(
      ageInYears('1938-02-01', t.clock.now()),
    );
    expect(list.body.data?.find((c) => c.contract_id === inactive.id)).toMatchObject({
      is_active: false,
      first_booking: null,
      has_fulfilled_booking: false,
      customer: null,
      service_request: null,
      stats: { booking_count: 0, minute_count: 0, gross_earnings_in_cents: 0 },
      service_documentation: null,
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
    expect(one.body.data?.stats).toEqual({
      booking_count: 0,
      minute_count: 0,
      gross_earnings_in_cents: null,
    });
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
