// `award` (README "Back office"): an accepted proposal becomes the caregiver's contract with an
// unconfirmed first booking; the other caregivers' proposals of the request become unavailable.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, contracts, serviceDocumentationPeriods } from '../../db/schema/index.js';
import { createBooking } from '../../seed/factories.js';
import { apiFor } from '../../test/booking-helpers.js';
import { markAccepted, opsApiFor, proposeBody, type OpsApi } from '../../test/ops-helpers.js';
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

type Awarded = {
  contract_id: string;
  first_booking_id: string;
  caregiver_id: string;
  service_request_id: string;
  start_date: string;
  end_date: string;
};

const caregiver = async (isEmployee = false) => {
  const created = await t.createCaregiver({ isCareportEmployee: isEmployee });
  const { access_token: token } = await t.login(created.email, created.password);
  return { ...created, api: apiFor(t, token) };
};

/** A request proposed to `email` (and, optionally, to more caregivers). */
const propose = async (
  email: string,
  overrides: Record<string, unknown> = {},
  more: string[] = [],
) => {
  const answer = await ops.post<{ service_request_id: string; proposal_id: string }>(
    '/ops/service-requests',
    proposeBody(email, overrides),
  );
  const proposalIds = [answer.body.data.proposal_id];
  for (const other of more) {
    const again = await ops.post<{ proposal_id: string }>(
      `/ops/service-requests/${answer.body.data.service_request_id}/proposals`,
      { caregiver_email: other },
    );
    proposalIds.push(again.body.data.proposal_id);
  }
  return { id: answer.body.data.service_request_id, proposalIds };
};

const contractsOf = (serviceRequestId: string) =>
  t.db.select().from(contracts).where(eq(contracts.serviceRequestId, serviceRequestId));

describe('POST /ops/service-requests/{id}/award', () => {
  it('turns the accepted proposal into an active contract with an unconfirmed first booking from the schedule', async () => {
    const anna = await caregiver();
    const other = await caregiver();
    const request = await propose(anna.email, {}, [other.email]);
    // The caregiver accepts in the app (spec 1 §7 POST /caregiver-app/proposal/{id}/accept).
    expect((await anna.api.post(`/caregiver-app/proposal/${request.id}/accept`)).statusCode).toBe(
      200,
    );

    const answer = await ops.post<Awarded>(`/ops/service-requests/${request.id}/award`, {});
    expect(answer.statusCode).toBe(201);
    const awarded = answer.body.data;
    // The schedule: 2031-03-04, 90 minutes; 10:00 in Berlin is 09:00 UTC in March.
    expect(awarded).toMatchObject({
      caregiver_id: anna.id,
      service_request_id: request.id,
      start_date: '2031-03-04T09:00:00.000Z',
      end_date: '2031-03-04T10:30:00.000Z',
    });
    const [contract] = await contractsOf(request.id);
    expect(contract).toMatchObject({
      id: awarded.contract_id,
      caregiverId: anna.id,
      isActive: true,
      isNewCustomer: true,
      confirmationStatus: 'PENDING',
      paymentMethod: 'direct_reimbursement',
      grossCustomerPricePerHourInCents: 3690,
      grossCaregiverPricePerHourInCents: 2952,
      commissionRate: '0.2000',
    });
    const [booking] = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, awarded.first_booking_id));
    expect(booking).toMatchObject({
      contractId: awarded.contract_id,
      status: 'CREATED',
      firstBookingStatus: 'CREATED',
      grossPricePerHourInCents: 3690,
    });
    // spec 2 §3: assignment of claims keeps a service documentation, from the first month on.
    const periods = await t.db
      .select()
      .from(serviceDocumentationPeriods)
      .where(eq(serviceDocumentationPeriods.caregiverId, anna.id));
    expect(periods.map((p) => [p.year, p.month])).toEqual([[2031, 3]]);

    // The caregiver finds the new customer; the proposal left 'my proposals'.
    const list = await anna.api.get<{ contract_id: string }[]>('/caregiver-app/contract-aggregate');
    expect(list.body.data?.map((c) => c.contract_id)).toContain(awarded.contract_id);
    const proposals = await anna.api.get<unknown[]>('/caregiver-app/proposal');
    expect(proposals.body.data).toEqual([]);
    // The other caregiver's proposal is now unavailable (awarded to someone else, spec 1 §4).
    expect((await other.api.get<unknown[]>('/caregiver-app/proposal')).body.data).toEqual([]);
    expect(
      (await other.api.post(`/caregiver-app/proposal/${request.id}/accept`)).body.errorCode,
    ).toBe('PROPOSAL_NOT_FOUND');
  });

  it('takes the first booking, caregiver and commission when given', async () => {
    const first = await caregiver();
    const second = await caregiver();
    const request = await propose(first.email, {}, [second.email]);
    for (const id of request.proposalIds) await markAccepted(t, id);
    const start = new Date(t.clock.now().getTime() + 30 * HOUR);
    start.setUTCMinutes(0, 0, 0);
    const end = new Date(start.getTime() + 2 * HOUR);

    // Both accepted: without a name the back office cannot tell whom the customer chose.
    const ambiguous = await ops.post(`/ops/service-requests/${request.id}/award`, {});
    expect(ambiguous.body).toMatchObject({
      status: 409,
      errorCode: 'PROPOSAL_CAREGIVER_AMBIGUOUS',
    });

    const answer = await ops.post<Awarded>(`/ops/service-requests/${request.id}/award`, {
      caregiver_email: second.email,
      start_date: start.toISOString(),
      end_date: end.toISOString(),
      commission_rate: 0.25,
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.body.data).toMatchObject({
      caregiver_id: second.id,
      start_date: start.toISOString(),
      end_date: end.toISOString(),
    });
    const [contract] = await contractsOf(request.id);
    expect(contract).toMatchObject({
      caregiverId: second.id,
      commissionRate: '0.2500',
      grossCaregiverPricePerHourInCents: 2768,
    });
  });

  it('refuses an open, declined or expired proposal and every other wrong award, storing nothing', async () => {
    const anna = await caregiver();
    const open = await propose(anna.email);
    const expired = await propose(anna.email, { expires_in_hours: 1 / 60 });
    await markAccepted(t, expired.proposalIds[0] ?? '');
    const declined = await propose(anna.email);
    expect(
      (
        await anna.api.post(`/caregiver-app/proposal/${declined.id}/decline`, {
          reasons: [{ reason: 'distance_too_large', details: null }],
        })
      ).statusCode,
    ).toBe(200);
    const accepted = await propose(anna.email);
    await markAccepted(t, accepted.proposalIds[0] ?? '');
    const stranger = await caregiver();

    const cases: [string, unknown, number, string][] = [
      [open.id, {}, 409, 'PROPOSAL_NOT_ACCEPTED'],
      [open.id, { caregiver_email: anna.email }, 409, 'PROPOSAL_NOT_ACCEPTED'],
      [declined.id, { caregiver_email: anna.email }, 409, 'PROPOSAL_NOT_ACCEPTED'],
      [accepted.id, { caregiver_email: stranger.email }, 404, 'PROPOSAL_NOT_FOUND'],
      [
        accepted.id,
        { caregiver_email: 'nobody@test.careport.example' },
        404,
        'CAREGIVER_NOT_FOUND',
      ],
      [crypto.randomUUID(), {}, 404, 'SERVICE_REQUEST_NOT_FOUND'],
      ['42', {}, 400, 'PROPOSAL_INVALID_SERVICE_REQUEST_ID'],
      [accepted.id, { start_date: '2031-03-04T10:00:00Z' }, 400, 'CANNOT_DESERIALIZE_REQUEST_DATA'],
      [
        accepted.id,
        { start_date: '2031-03-04T10:00:00Z', end_date: '2031-03-04T10:00:00Z' },
        400,
        'BOOKING_END_BEFORE_START',
      ],
      [
        accepted.id,
        { start_date: '2031-03-04T08:00:00Z', end_date: '2031-03-04T16:31:00Z' },
        400,
        'BOOKING_TOO_LONG',
      ],
      [accepted.id, { commission_rate: 1.5 }, 400, 'CANNOT_DESERIALIZE_REQUEST_DATA'],
    ];
    for (const [id, body, status, errorCode] of cases) {
      const answer = await ops.post(`/ops/service-requests/${id}/award`, body);
      expect(answer.body, errorCode).toMatchObject({
        status,
        errorCode,
        message: expect.any(String) as unknown,
      });
    }
    // The expiry passes while the customer decides (spec 1 §4: the proposal is gone).
    t.clock.advance(2 * 60_000);
    try {
      const late = await ops.post(`/ops/service-requests/${expired.id}/award`, {});
      expect(late.body).toMatchObject({ status: 409, errorCode: 'PROPOSAL_EXPIRED' });
    } finally {
      t.clock.advance(-2 * 60_000);
    }
    for (const request of [open, expired, declined, accepted]) {
      expect(await contractsOf(request.id)).toEqual([]);
    }
  });

  it("accepts a counter-proposal: the caregiver's offered time becomes the first booking (issue 40)", async () => {
    const anna = await caregiver();
    const request = await propose(anna.email);
    const start = new Date(t.clock.now().getTime() + 50 * HOUR);
    const end = new Date(start.getTime() + 90 * 60_000);
    const declined = await anna.api.post(`/caregiver-app/proposal/${request.id}/decline`, {
      reasons: [{ reason: 'other', details: 'Dienstags nicht.' }],
      counter_proposal: {
        start_date: start.toISOString(),
        end_date: end.toISOString(),
        note: null,
      },
    });
    expect(declined.statusCode).toBe(200);

    const refused: [unknown, number, string][] = [
      [{ accept_counter_proposal: true }, 400, 'CANNOT_DESERIALIZE_REQUEST_DATA'],
      [
        {
          accept_counter_proposal: true,
          caregiver_email: anna.email,
          start_date: start.toISOString(),
          end_date: end.toISOString(),
        },
        400,
        'CANNOT_DESERIALIZE_REQUEST_DATA',
      ],
      [
        { accept_counter_proposal: 'yes', caregiver_email: anna.email },
        400,
        'CANNOT_DESERIALIZE_REQUEST_DATA',
      ],
    ];
    for (const [body, status, errorCode] of refused) {
      const answer = await ops.post(`/ops/service-requests/${request.id}/award`, body);
      expect(answer.body, JSON.stringify(body)).toMatchObject({ status, errorCode });
    }
    // Once the offered time has begun it is no first appointment any more.
    t.clock.advance(51 * HOUR);
    try {
      // A token of its own: the suite's expired meanwhile.
      const lateOps = await opsApiFor(t);
      const late = await lateOps.post(`/ops/service-requests/${request.id}/award`, {
        accept_counter_proposal: true,
        caregiver_email: anna.email,
      });
      expect(late.body).toMatchObject({ status: 409, errorCode: 'COUNTER_PROPOSAL_PASSED' });
    } finally {
      t.clock.advance(-51 * HOUR);
    }
    expect(await contractsOf(request.id)).toEqual([]);

    const awarded = await ops.post<Awarded>(`/ops/service-requests/${request.id}/award`, {
      accept_counter_proposal: true,
      caregiver_email: anna.email,
    });
    expect(awarded.statusCode).toBe(201);
    expect(awarded.body.data).toMatchObject({
      start_date: start.toISOString(),
      end_date: end.toISOString(),
    });
    // The caregiver sees the customer as hers, with the first appointment at her time.
    const contract = await anna.api.get<{ first_booking: { start_date: string } | null }>(
      `/caregiver-app/contract-aggregate/${awarded.body.data.contract_id}`,
    );
    expect(contract.body.data?.first_booking?.start_date).toBe(start.toISOString());
  });

  it('refuses to accept a counter-proposal nobody made', async () => {
    const anna = await caregiver();
    const accepted = await propose(anna.email);
    await markAccepted(t, accepted.proposalIds[0] ?? '');
    const plain = await propose(anna.email);
    await anna.api.post(`/caregiver-app/proposal/${plain.id}/decline`, {
      reasons: [{ reason: 'distance_too_large', details: null }],
    });
    for (const request of [accepted, plain]) {
      const answer = await ops.post(`/ops/service-requests/${request.id}/award`, {
        accept_counter_proposal: true,
        caregiver_email: anna.email,
      });
      expect(answer.body).toMatchObject({ status: 409, errorCode: 'PROPOSAL_NO_COUNTER_PROPOSAL' });
      expect(await contractsOf(request.id)).toEqual([]);
    }
  });

  it("refuses a first booking that overlaps the caregiver's diary, and awards a request once", async () => {
    const anna = await caregiver();
    const request = await propose(anna.email);
    await markAccepted(t, request.proposalIds[0] ?? '');
    // Anna already works on 2031-03-04 from 09:30 to 11:00 Berlin.
    await createBooking(t.db, {
      caregiverId: anna.id,
      startDate: new Date('2031-03-04T08:30:00Z'),
      endDate: new Date('2031-03-04T10:00:00Z'),
    });
    const clash = await ops.post(`/ops/service-requests/${request.id}/award`, {});
    expect(clash.body).toMatchObject({ status: 409, errorCode: 'BOOKING_IS_OVERLAPPING' });
    expect(await contractsOf(request.id)).toEqual([]);

    const free = { start_date: '2031-03-04T12:00:00Z', end_date: '2031-03-04T13:00:00Z' };
    expect((await ops.post(`/ops/service-requests/${request.id}/award`, free)).statusCode).toBe(
      201,
    );
    const again = await ops.post(`/ops/service-requests/${request.id}/award`, free);
    expect(again.body).toMatchObject({ status: 409, errorCode: 'SERVICE_REQUEST_ALREADY_AWARDED' });
    expect(await contractsOf(request.id)).toHaveLength(1);
    // Nobody else can be proposed a request that is a contract now.
    const late = await caregiver();
    const proposeLate = await ops.post(`/ops/service-requests/${request.id}/proposals`, {
      caregiver_email: late.email,
    });
    expect(proposeLate.body).toMatchObject({
      status: 409,
      errorCode: 'SERVICE_REQUEST_ALREADY_AWARDED',
    });
  });

  it('awards a request once when two awards race', async () => {
    const first = await caregiver();
    const second = await caregiver();
    const request = await propose(first.email, {}, [second.email]);
    for (const id of request.proposalIds) await markAccepted(t, id);
    const answers = await Promise.all(
      [first.email, second.email].map((email) =>
        ops.post(`/ops/service-requests/${request.id}/award`, { caregiver_email: email }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.body.errorCode).toBe(
      'SERVICE_REQUEST_ALREADY_AWARDED',
    );
    expect(await contractsOf(request.id)).toHaveLength(1);
  });
});
