// `propose` (README "Back office"): a service request offered to one caregiver, who then finds it
// among their proposals; bad input answers 400 with a message and stores nothing.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  absences,
  caregivers,
  proposals,
  serviceRequestSubServices,
  serviceRequests,
} from '../../db/schema/index.js';
import { apiFor } from '../../test/booking-helpers.js';
import { opsApiFor, proposeBody, type OpsApi } from '../../test/ops-helpers.js';
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

const HOUR = 60 * 60 * 1000;

type Created = {
  service_request_id: string;
  proposal_id: string;
  caregiver_id: string;
  care_receiver_id: string;
  customer_id: string | null;
  expires_at: string;
};

/** A signed-in caregiver with their e-mail (proposals are addressed by e-mail). */
const signInWithEmail = async () => {
  const caregiver = await t.createCaregiver();
  const { access_token: token } = await t.login(caregiver.email, caregiver.password);
  return { ...caregiver, api: apiFor(t, token) };
};

const emailOf = (isEmployee = false) => t.createCaregiver({ isCareportEmployee: isEmployee });

const requestCount = async () =>
  (await t.db.select({ n: count() }).from(serviceRequests))[0]?.n ?? 0;

describe('POST /ops/service-requests (propose)', () => {
  it('creates the request with its care receiver, contact and sub-services, open for the caregiver until the expiry', async () => {
    const anna = await signInWithEmail();
    const email = anna.email;
    const answer = await ops.post<Created>(
      '/ops/service-requests',
      proposeBody(email.toUpperCase()),
    );
    expect(answer.statusCode).toBe(201);
    const created = answer.body.data;
    expect(created).toMatchObject({
      caregiver_id: anna.id,
      customer_id: expect.any(String) as unknown,
    });
    expect(Date.parse(created.expires_at) - t.clock.now().getTime()).toBe(24 * HOUR);

    const [request] = await t.db
      .select()
      .from(serviceRequests)
      .where(eq(serviceRequests.id, created.service_request_id));
    expect(request).toMatchObject({
      careReceiverId: created.care_receiver_id,
      customerId: created.customer_id,
      scheduleDate: '2031-03-04',
      durationInMinutes: 90,
      frequency: 'ONCE_PER_WEEK',
      bookingType: 'RECURRING',
      expectedSchedulePreferences: 'Nachmittags',
      grossPricePerHourInCents: 3690,
      paymentMethod: 'direct_reimbursement',
    });
    const subServices = await t.db
      .select({ id: serviceRequestSubServices.subServiceId })
      .from(serviceRequestSubServices)
      .where(eq(serviceRequestSubServices.serviceRequestId, created.service_request_id));
    expect(subServices.map((s) => s.id).sort()).toEqual(['companionship', 'shopping']);

    // The caregiver sees it among their proposals (spec 1 §7 GET /caregiver-app/proposal).
    const list =
      await anna.api.get<{ service_request_id: string; status: string }[]>(
        '/caregiver-app/proposal',
      );
    expect(list.body.data).toEqual([
      expect.objectContaining({ service_request_id: created.service_request_id, status: 'OPEN' }),
    ]);
  });

  it('reuses a known care receiver and their contact; a self-booker has none', async () => {
    const caregiver = await emailOf();
    const first = await ops.post<Created>('/ops/service-requests', proposeBody(caregiver.email));
    const { care_receiver: _receiver, contact: _contact, ...rest } = proposeBody(caregiver.email);
    const again = await ops.post<Created>('/ops/service-requests', {
      ...rest,
      care_receiver_id: first.body.data.care_receiver_id,
    });
    expect(again.statusCode).toBe(201);
    expect(again.body.data).toMatchObject({
      care_receiver_id: first.body.data.care_receiver_id,
      customer_id: first.body.data.customer_id,
    });
    expect(again.body.data.service_request_id).not.toBe(first.body.data.service_request_id);

    const body = proposeBody(caregiver.email);
    const selfBooker = await ops.post<Created>('/ops/service-requests', {
      ...body,
      care_receiver: { ...body.care_receiver, is_self_booker: true },
      contact: undefined,
      schedule: { frequency: 'ONCE' },
      expires_at: new Date(t.clock.now().getTime() + 3 * HOUR).toISOString(),
      expires_in_hours: undefined,
    });
    expect(selfBooker.statusCode).toBe(201);
    expect(selfBooker.body.data.customer_id).toBeNull();
    const [request] = await t.db
      .select()
      .from(serviceRequests)
      .where(eq(serviceRequests.id, selfBooker.body.data.service_request_id));
    expect(request).toMatchObject({ bookingType: 'ONE_TIME', scheduleDate: null });
  });

  it.each<[string, (body: ReturnType<typeof proposeBody>) => unknown, string]>([
    ['no body', () => undefined, 'caregiver_email'],
    ['no description', (b) => ({ ...b, description: '  ' }), 'description'],
    [
      'an unknown sub-service',
      (b) => ({ ...b, sub_service_ids: ['gardening'] }),
      'sub_service_ids.0',
    ],
    ['no sub-service', (b) => ({ ...b, sub_service_ids: [] }), 'sub_service_ids'],
    [
      'a negative price',
      (b) => ({ ...b, gross_price_per_hour_in_cents: -1 }),
      'gross_price_per_hour_in_cents',
    ],
    ['an unknown payment method', (b) => ({ ...b, payment_method: 'cash' }), 'payment_method'],
    [
      'a bad postal code',
      (b) => ({
        ...b,
        care_receiver: {
          ...b.care_receiver,
          address: { ...b.care_receiver.address, postal_code: '1043' },
        },
      }),
      'care_receiver.address.postal_code',
    ],
    ['a bad e-mail', (b) => ({ ...b, caregiver_email: 'anna' }), 'caregiver_email'],
    [
      'both a new and a known care receiver',
      (b) => ({ ...b, care_receiver_id: crypto.randomUUID() }),
      'care_receiver',
    ],
    ['neither', (b) => ({ ...b, care_receiver: undefined }), 'care_receiver'],
    [
      'a self-booker with a contact',
      (b) => ({ ...b, care_receiver: { ...b.care_receiver, is_self_booker: true } }),
      'contact',
    ],
    ['no contact for someone else', (b) => ({ ...b, contact: undefined }), 'contact'],
    ['two expiries', (b) => ({ ...b, expires_at: '2031-01-01T00:00:00Z' }), 'expires_in_hours'],
    [
      'a duration over 8.5 h',
      (b) => ({ ...b, schedule: { ...b.schedule, duration_in_minutes: 511 } }),
      'schedule.duration_in_minutes',
    ],
    ['an unknown field', (b) => ({ ...b, discount: 10 }), '(body)'],
  ])('refuses %s and stores nothing (400, naming the field)', async (_name, change, field) => {
    const caregiver = await emailOf();
    const before = await requestCount();
    const answer = await ops.post('/ops/service-requests', change(proposeBody(caregiver.email)));
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatchObject({
      status: 400,
      errorCode: 'CANNOT_DESERIALIZE_REQUEST_DATA',
    });
    expect(answer.body.message).toMatch(/^Invalid request: /);
    expect(Object.keys(answer.body.details ?? {})).toContain(field);
    expect(await requestCount()).toBe(before);
  });

  it('refuses malformed JSON', async () => {
    const answer = await t.request({
      method: 'POST',
      url: '/ops/service-requests',
      headers: {
        authorization: `Bearer ${(await opsApiFor(t)).token}`,
        'content-type': 'application/json',
      },
      payload: '{"caregiver_email":',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ errorCode: 'CANNOT_DESERIALIZE_REQUEST_DATA' });
  });

  it('refuses an unknown caregiver, an applicant, an unknown care receiver and a past expiry', async () => {
    const applicant = await t.createCaregiver({ applicationCompleted: false });
    const caregiver = await emailOf();
    const { care_receiver: _receiver, ...known } = proposeBody(caregiver.email);
    const cases: [unknown, number, string][] = [
      [proposeBody('nobody@test.careport.example'), 404, 'CAREGIVER_NOT_FOUND'],
      [proposeBody(applicant.email), 409, 'CAREGIVER_APPLICATION_INCOMPLETE'],
      [{ ...known, care_receiver_id: crypto.randomUUID() }, 404, 'CARE_RECEIVER_NOT_FOUND'],
      [
        {
          ...proposeBody(caregiver.email),
          expires_in_hours: undefined,
          expires_at: new Date(t.clock.now().getTime() - 1000).toISOString(),
        },
        400,
        'PROPOSAL_EXPIRY_INVALID',
      ],
    ];
    const before = await requestCount();
    for (const [body, status, errorCode] of cases) {
      const answer = await ops.post('/ops/service-requests', body);
      expect(answer.body, errorCode).toMatchObject({
        status,
        errorCode,
        message: expect.any(String) as unknown,
      });
    }
    expect(await requestCount()).toBe(before);
  });
});

describe("propose respects the caregiver's availability (issue 11)", () => {
  it('refuses a booked-out caregiver and one absent on the requested day, storing nothing', async () => {
    const bookedOut = await t.createCaregiver();
    await t.db.update(caregivers).set({ bookedOut: true }).where(eq(caregivers.id, bookedOut.id));
    const absent = await t.createCaregiver();
    // proposeBody asks for a first appointment on 2031-03-04.
    await t.db
      .insert(absences)
      .values({ caregiverId: absent.id, from: '2031-03-01', to: '2031-03-04', reason: 'VACATION' });
    const before = await requestCount();

    const refusedBookedOut = await ops.post('/ops/service-requests', proposeBody(bookedOut.email));
    expect(refusedBookedOut.statusCode).toBe(409);
    expect(refusedBookedOut.body).toMatchObject({ errorCode: 'CAREGIVER_BOOKED_OUT' });
    const refusedAbsent = await ops.post('/ops/service-requests', proposeBody(absent.email));
    expect(refusedAbsent.statusCode).toBe(409);
    expect(refusedAbsent.body).toMatchObject({ errorCode: 'CAREGIVER_ABSENT' });
    expect(await requestCount()).toBe(before);

    // An absence after the requested day is no reason to refuse.
    const later = await t.createCaregiver();
    await t.db
      .insert(absences)
      .values({ caregiverId: later.id, from: '2031-03-05', to: '2031-03-10', reason: 'SICK' });
    const accepted = await ops.post('/ops/service-requests', proposeBody(later.email));
    expect(accepted.statusCode).toBe(201);
  });
});

describe('POST /ops/service-requests/{id}/proposals (propose again)', () => {
  it('offers the same request to one more caregiver, once each', async () => {
    const first = await emailOf();
    const second = await emailOf(true);
    const created = await ops.post<Created>('/ops/service-requests', proposeBody(first.email));
    const id = created.body.data.service_request_id;
    const again = await ops.post<Created>(`/ops/service-requests/${id}/proposals`, {
      caregiver_email: second.email,
      expires_in_hours: 2,
    });
    expect(again.statusCode).toBe(201);
    expect(again.body.data).toMatchObject({
      service_request_id: id,
      caregiver_id: second.id,
      care_receiver_id: created.body.data.care_receiver_id,
    });
    const rows = await t.db.select().from(proposals).where(eq(proposals.serviceRequestId, id));
    expect(rows.map((row) => row.caregiverId).sort()).toEqual([first.id, second.id].sort());

    const cases: [string, unknown, number, string][] = [
      [id, { caregiver_email: second.email }, 409, 'PROPOSAL_ALREADY_EXISTS'],
      [crypto.randomUUID(), { caregiver_email: second.email }, 404, 'SERVICE_REQUEST_NOT_FOUND'],
      ['not-an-id', { caregiver_email: second.email }, 400, 'PROPOSAL_INVALID_SERVICE_REQUEST_ID'],
      [
        id,
        { caregiver_email: second.email, description: 'x' },
        400,
        'CANNOT_DESERIALIZE_REQUEST_DATA',
      ],
    ];
    for (const [requestId, body, status, errorCode] of cases) {
      const answer = await ops.post(`/ops/service-requests/${requestId}/proposals`, body);
      expect(answer.body, errorCode).toMatchObject({ status, errorCode });
    }
    expect(
      await t.db.select().from(proposals).where(eq(proposals.serviceRequestId, id)),
    ).toHaveLength(2);
  });
});
