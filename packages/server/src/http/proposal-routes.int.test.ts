import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proposals } from '../db/schema/index.js';
import {
  createCareReceiver,
  createContract,
  createProposal,
  createServiceRequest,
} from '../seed/factories.js';
import { HOUR, signIn, type SignedIn } from '../test/booking-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type ProposalDto = Record<string, unknown> & {
  service_request_id: string;
  status: string;
  pricing: { gross_price_per_hour_in_cents: number } | null;
};

const proposalRow = async (id: string) => {
  const [row] = await t.db.select().from(proposals).where(eq(proposals.id, id));
  return row;
};

/** An open proposal to `caregiver`, expiring in `hours` (by the test clock). */
const openProposal = (caregiver: SignedIn, hours = 24, values = {}) =>
  createProposal(t.db, {
    caregiverId: caregiver.id,
    expiresAt: new Date(t.clock.now().getTime() + hours * HOUR),
    ...values,
  });

const accept = (who: SignedIn, id: string) =>
  who.api.post<ProposalDto>(`/caregiver-app/proposal/${id}/accept`);
const decline = (who: SignedIn, id: string, body: unknown) =>
  who.api.post<{ service_request_id: string }>(`/caregiver-app/proposal/${id}/decline`, body);

const REASON = { reasons: [{ reason: 'distance_too_large', details: null }] };

describe('GET /caregiver-app/proposal (spec 1 §7)', () => {
  it('lists open and accepted proposals by expiry, with everything the detail shows', async () => {
    const anna = await signIn(t);
    const receiver = await createCareReceiver(t.db, {
      firstName: 'Helga',
      lastName: 'Brandt',
      gender: 'FEMALE',
      careDegree: '3',
      dateOfBirth: '1940-01-15',
      street: 'Kastanienallee 12',
      postalCode: '10435',
      city: 'Berlin',
      email: 'helga@example.org',
      phoneNumber: '+49 30 555',
    });
    const request = await createServiceRequest(t.db, {
      careReceiverId: receiver.id,
      description: 'Einkaufen und Spaziergänge',
      scheduleDate: '2031-04-07',
      durationInMinutes: 120,
      frequency: 'ONCE_PER_WEEK',
      bookingType: 'RECURRING',
      expectedSchedulePreferences: 'vormittags',
      grossPricePerHourInCents: 3400,
      subServiceIds: ['walks', 'companionship'],
    });
    const later = await openProposal(anna, 30, { serviceRequestId: request.id });
    const soon = await openProposal(anna, 2, { status: 'ACCEPTED' });
    await openProposal(anna, 5, { status: 'DECLINED' });
    await openProposal(anna, -1);
    // Awarded: to someone else, and to anna herself (a customer now, not a proposal).
    const elsewhere = await openProposal(anna, 10);
    await createContract(t.db, { serviceRequestId: elsewhere.serviceRequestId });
    const mine = await openProposal(anna, 10, { status: 'ACCEPTED' });
    await createContract(t.db, { caregiverId: anna.id, serviceRequestId: mine.serviceRequestId });
    await openProposal(await signIn(t), 10);

    const list = await anna.api.get<ProposalDto[]>('/caregiver-app/proposal');
    expect(list.statusCode).toBe(200);
    expect(list.body.data?.map((p) => p.service_request_id)).toEqual([
      soon.serviceRequestId,
      later.serviceRequestId,
    ]);
    expect(list.body.data?.[1]).toEqual({
      service_request_id: request.id,
      status: 'OPEN',
      expires_at: later.expiresAt.toISOString(),
      is_new_customer: true,
      description: 'Einkaufen und Spaziergänge',
      care_receiver: {
        gender: 'FEMALE',
        name: { first_name: 'Helga', last_name: 'Brandt' },
        age: expect.any(Number) as number,
        care_degree: '3',
        address: { street: 'Kastanienallee 12', postal_code: '10435', city: 'Berlin' },
      },
      schedule: {
        date: '2031-04-07',
        duration_in_minutes: 120,
        frequency: 'ONCE_PER_WEEK',
        booking_type: 'RECURRING',
        is_flexible: false,
        is_all_day: false,
        expected_appointment_schedule: { is_flexible: true, preferences: 'vormittags' },
      },
      sub_services: [
        expect.objectContaining({ sub_service_id: 'companionship' }),
        expect.objectContaining({ sub_service_id: 'walks' }),
      ],
      pricing: { gross_price_per_hour_in_cents: 3400 },
    });
    // No contact details before the proposal becomes a contract.
    expect(JSON.stringify(list.body.data)).not.toContain('helga@example.org');
  });

  it('an expired proposal leaves the list by its expiry alone', async () => {
    const anna = await signIn(t);
    // Minutes, not hours: the access token (15 min) must outlive the clock's move.
    const proposal = await openProposal(anna, 5 / 60);
    const ids = async () =>
      (await anna.api.get<ProposalDto[]>('/caregiver-app/proposal')).body.data?.map(
        (p) => p.service_request_id,
      );
    expect(await ids()).toEqual([proposal.serviceRequestId]);
    t.clock.advance(5 * 60_000);
    try {
      expect(await ids()).toEqual([]);
      expect((await accept(anna, proposal.serviceRequestId)).body).toEqual({
        status: 404,
        errorCode: 'PROPOSAL_NOT_FOUND',
      });
    } finally {
      t.clock.advance(-5 * 60_000);
    }
  });

  it('answers employees no price, in REST and GraphQL (spec 1 §6)', async () => {
    const jonas = await signIn(t, true);
    const proposal = await openProposal(jonas);
    const list = await jonas.api.get<ProposalDto[]>('/caregiver-app/proposal');
    expect(list.body.data?.[0]?.pricing).toBeNull();
    expect(JSON.stringify(list.body.data)).not.toContain('3500');
    const graphql = await t.request({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: `Bearer ${jonas.token}` },
      payload: {
        query: `query ($id: String!) { proposal(serviceRequestId: $id) { pricing { grossPricePerHourInCents } } allProposals { pricing { grossPricePerHourInCents } } }`,
        variables: { id: proposal.serviceRequestId },
      },
    });
    expect(graphql.json()).toEqual({
      data: { proposal: { pricing: null }, allProposals: [{ pricing: null }] },
    });
  });
});

describe('POST /caregiver-app/proposal/{serviceRequestId}/accept (spec 1 §7)', () => {
  it('accepts once: the answer is the accepted proposal, again PROPOSAL_ALREADY_ACCEPTED', async () => {
    const anna = await signIn(t);
    const proposal = await openProposal(anna);
    const first = await accept(anna, proposal.serviceRequestId);
    expect(first.statusCode).toBe(200);
    expect(first.body.data).toMatchObject({
      service_request_id: proposal.serviceRequestId,
      status: 'ACCEPTED',
    });
    expect((await accept(anna, proposal.serviceRequestId)).body).toEqual({
      status: 409,
      errorCode: 'PROPOSAL_ALREADY_ACCEPTED',
    });
    expect((await decline(anna, proposal.serviceRequestId, REASON)).body).toEqual({
      status: 409,
      errorCode: 'PROPOSAL_ALREADY_ACCEPTED',
    });
    const row = await proposalRow(proposal.id);
    expect(row?.status).toBe('ACCEPTED');
    expect(row?.acceptedAt?.toISOString()).toBe(t.clock.now().toISOString());
  });

  it('two concurrent accepts accept once', async () => {
    const anna = await signIn(t);
    const proposal = await openProposal(anna);
    const answers = await Promise.all([
      accept(anna, proposal.serviceRequestId),
      accept(anna, proposal.serviceRequestId),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.body.errorCode).toBe(
      'PROPOSAL_ALREADY_ACCEPTED',
    );
  });

  it('an employee may accept (the auto-accept), and gets no price back', async () => {
    const jonas = await signIn(t, true);
    const proposal = await openProposal(jonas);
    const answer = await accept(jonas, proposal.serviceRequestId);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data?.pricing).toBeNull();
  });

  it('unknown, foreign, declined, expired and awarded-elsewhere ids: PROPOSAL_NOT_FOUND', async () => {
    const anna = await signIn(t);
    const other = await signIn(t);
    const foreign = await openProposal(other);
    const declined = await openProposal(anna, 24, { status: 'DECLINED' });
    const expired = await openProposal(anna, -1);
    const awarded = await openProposal(anna);
    await createContract(t.db, { serviceRequestId: awarded.serviceRequestId });
    for (const id of [
      crypto.randomUUID(),
      foreign.serviceRequestId,
      declined.serviceRequestId,
      expired.serviceRequestId,
      awarded.serviceRequestId,
    ]) {
      expect((await accept(anna, id)).body, id).toEqual({
        status: 404,
        errorCode: 'PROPOSAL_NOT_FOUND',
      });
    }
    expect((await accept(anna, 'not-a-uuid')).body).toEqual({
      status: 400,
      errorCode: 'PROPOSAL_INVALID_SERVICE_REQUEST_ID',
    });
    expect((await proposalRow(foreign.id))?.status).toBe('OPEN');
    expect((await proposalRow(awarded.id))?.status).toBe('OPEN');
  });
});

describe('POST /caregiver-app/proposal/{serviceRequestId}/decline (spec 1 §7)', () => {
  it("stores the reasons, details only for 'other', and leaves the list", async () => {
    const anna = await signIn(t);
    const proposal = await openProposal(anna);
    const answer = await decline(anna, proposal.serviceRequestId, {
      reasons: [
        { reason: 'other', details: '  Zu weit weg  ' },
        { reason: 'too_many_hours_requested', details: 'ignored' },
      ],
    });
    expect(answer.body).toEqual({
      status: 200,
      data: { service_request_id: proposal.serviceRequestId, status: 'DECLINED' },
    });
    const row = await proposalRow(proposal.id);
    expect(row).toMatchObject({
      status: 'DECLINED',
      declineReasons: ['other', 'too_many_hours_requested'],
      declineDetails: 'Zu weit weg',
      counterProposalStartDate: null,
    });
    expect((await anna.api.get<ProposalDto[]>('/caregiver-app/proposal')).body.data).toEqual([]);
    // Answered once: a second decline or an accept finds nothing to answer.
    expect((await decline(anna, proposal.serviceRequestId, REASON)).body.errorCode).toBe(
      'PROPOSAL_NOT_FOUND',
    );
    expect((await accept(anna, proposal.serviceRequestId)).body.errorCode).toBe(
      'PROPOSAL_NOT_FOUND',
    );
  });

  it('stores a counter-proposal (another time) for the back office', async () => {
    const anna = await signIn(t);
    const proposal = await openProposal(anna);
    const start = new Date(t.clock.now().getTime() + 72 * HOUR);
    const end = new Date(start.getTime() + 2 * HOUR);
    const answer = await decline(anna, proposal.serviceRequestId, {
      reasons: [{ reason: 'other', details: 'Montags kann ich nicht' }],
      counter_proposal: {
        start_date: start.toISOString(),
        end_date: end.toISOString(),
        note: 'Dienstags ginge es',
      },
    });
    expect(answer.statusCode).toBe(200);
    expect(await proposalRow(proposal.id)).toMatchObject({
      status: 'DECLINED',
      counterProposalStartDate: start,
      counterProposalEndDate: end,
      counterProposalNote: 'Dienstags ginge es',
    });
  });

  it('bad bodies answer 400 CANNOT_DESERIALIZE_REQUEST_DATA and change nothing', async () => {
    const anna = await signIn(t);
    const proposal = await openProposal(anna);
    const past = new Date(t.clock.now().getTime() - HOUR);
    const bodies: unknown[] = [
      {},
      { reasons: [] },
      { reasons: 'other' },
      { reasons: [{ reason: 'other', details: null }] },
      { reasons: [{ reason: 'other', details: '   ' }] },
      { reasons: [{ reason: 'other', details: 'x'.repeat(101) }] },
      { reasons: [{ reason: 'bored', details: null }] },
      { ...REASON, counter_proposal: { start_date: 'tomorrow', end_date: 'later' } },
      {
        ...REASON,
        counter_proposal: {
          start_date: past.toISOString(),
          end_date: new Date(past.getTime() + HOUR).toISOString(),
        },
      },
    ];
    for (const body of bodies) {
      const answer = await decline(anna, proposal.serviceRequestId, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.body.errorCode).toBe('CANNOT_DESERIALIZE_REQUEST_DATA');
    }
    const raw = await t.request({
      method: 'POST',
      url: `/caregiver-app/proposal/${proposal.serviceRequestId}/decline`,
      headers: { authorization: `Bearer ${anna.token}`, 'content-type': 'application/json' },
      payload: '{"reasons": [',
    });
    expect(raw.statusCode).toBe(400);
    expect((await proposalRow(proposal.id))?.status).toBe('OPEN');
  });

  it('refuses employees (FORBIDDEN) and answers unknown, foreign and bad ids', async () => {
    const jonas = await signIn(t, true);
    const anna = await signIn(t);
    const own = await openProposal(jonas);
    const foreign = await openProposal(jonas);
    expect((await decline(jonas, own.serviceRequestId, REASON)).body).toEqual({
      status: 403,
      errorCode: 'FORBIDDEN',
    });
    expect((await proposalRow(own.id))?.status).toBe('OPEN');
    expect((await decline(anna, foreign.serviceRequestId, REASON)).body).toEqual({
      status: 404,
      errorCode: 'PROPOSAL_NOT_FOUND',
    });
    expect((await decline(anna, 'x', REASON)).body).toEqual({
      status: 400,
      errorCode: 'PROPOSAL_INVALID_SERVICE_REQUEST_ID',
    });
    expect((await proposalRow(foreign.id))?.status).toBe('OPEN');
  });
});
