// `list-proposals` (README "Back office"): what caregivers answered, with the decline reasons only
// the provider's staff may see (spec 1 §6) and the counter-proposals offered with a decline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

type Answer = {
  proposal_id: string;
  service_request_id: string;
  state: string;
  status: string;
  caregiver: { id: string; email: string };
  decline_reasons: { reason: string; details: string | null }[];
  counter_proposal: { start_date: string; end_date: string; note: string | null } | null;
  contract_id: string | null;
  requested_first_booking: { start_date: string; end_date: string };
};

const caregiver = async () => {
  const created = await t.createCaregiver();
  const { access_token: token } = await t.login(created.email, created.password);
  return { ...created, api: apiFor(t, token) };
};

const list = async (query: string) => {
  const answer = await ops.get<{ proposals: Answer[] }>(`/ops/proposals?${query}`);
  expect(answer.statusCode).toBe(200);
  return answer.body.data.proposals;
};

describe('GET /ops/proposals', () => {
  it("shows each caregiver's answer: reasons with details for 'other', the counter-proposal, the award", async () => {
    const [decliner, accepter, silent, late] = [
      await caregiver(),
      await caregiver(),
      await caregiver(),
      await caregiver(),
    ];
    const created = await ops.post<{ service_request_id: string }>(
      '/ops/service-requests',
      proposeBody(decliner.email),
    );
    const id = created.body.data.service_request_id;
    for (const [who, hours] of [
      [accepter, 24],
      [silent, 24],
      [late, 1 / 60],
    ] as const) {
      await ops.post(`/ops/service-requests/${id}/proposals`, {
        caregiver_email: who.email,
        expires_in_hours: hours,
      });
    }
    const start = new Date(t.clock.now().getTime() + 50 * HOUR);
    const declined = await decliner.api.post(`/caregiver-app/proposal/${id}/decline`, {
      reasons: [
        { reason: 'distance_too_large', details: null },
        { reason: 'other', details: 'Dienstags habe ich keine Zeit.' },
      ],
      counter_proposal: {
        start_date: start.toISOString(),
        end_date: new Date(start.getTime() + 90 * 60_000).toISOString(),
        note: 'Donnerstag ginge.',
      },
    });
    expect(declined.statusCode).toBe(200);
    expect((await accepter.api.post(`/caregiver-app/proposal/${id}/accept`)).statusCode).toBe(200);

    t.clock.advance(2 * 60_000);
    try {
      const answers = await list(`service_request_id=${id}`);
      const of = (who: { id: string }) => answers.find((a) => a.caregiver.id === who.id);
      expect(answers).toHaveLength(4);
      expect(of(decliner)).toMatchObject({
        state: 'DECLINED',
        status: 'DECLINED',
        decline_reasons: [
          { reason: 'distance_too_large', details: null },
          { reason: 'other', details: 'Dienstags habe ich keine Zeit.' },
        ],
        counter_proposal: {
          start_date: start.toISOString(),
          end_date: new Date(start.getTime() + 90 * 60_000).toISOString(),
          note: 'Donnerstag ginge.',
        },
      });
      expect(of(accepter)).toMatchObject({ state: 'ACCEPTED', decline_reasons: [] });
      // The schedule's day (4 March 2031, 90 minutes) at 10:00 Berlin: where the award dialog starts.
      const requested = {
        start_date: '2031-03-04T09:00:00.000Z',
        end_date: '2031-03-04T10:30:00.000Z',
      };
      expect(of(accepter)?.requested_first_booking).toEqual(requested);
      expect(of(silent)).toMatchObject({ state: 'OPEN', counter_proposal: null });
      expect(of(late)).toMatchObject({ state: 'EXPIRED', status: 'OPEN' });

      const awarded = await ops.post<{ contract_id: string; start_date: string; end_date: string }>(
        `/ops/service-requests/${id}/award`,
        { caregiver_email: accepter.email },
      );
      // An award without a time makes the first booking the list announced.
      expect(awarded.body.data).toMatchObject(requested);
      const afterAward = await list(`service_request_id=${id}`);
      const state = (who: { id: string }) => afterAward.find((a) => a.caregiver.id === who.id);
      expect(state(accepter)).toMatchObject({
        state: 'AWARDED',
        contract_id: awarded.body.data.contract_id,
      });
      expect(state(silent)).toMatchObject({ state: 'AWARDED_ELSEWHERE', contract_id: null });
      expect(state(decliner)?.state).toBe('AWARDED_ELSEWHERE');
    } finally {
      t.clock.advance(-2 * 60_000);
    }
  });

  it('filters by caregiver (any case) and status', async () => {
    const anna = await caregiver();
    const first = await ops.post<{ proposal_id: string; service_request_id: string }>(
      '/ops/service-requests',
      proposeBody(anna.email),
    );
    await ops.post('/ops/service-requests', proposeBody(anna.email));
    await markAccepted(t, first.body.data.proposal_id);
    const email = encodeURIComponent(anna.email.toUpperCase());
    expect(await list(`caregiver_email=${email}`)).toHaveLength(2);
    expect(
      (await list(`caregiver_email=${email}&status=ACCEPTED`)).map((a) => a.service_request_id),
    ).toEqual([first.body.data.service_request_id]);
  });

  it.each([
    ['status=MAYBE', 'status'],
    ['service_request_id=42', 'service_request_id'],
    ['caregiver_email=anna', 'caregiver_email'],
    ['limit=5', '(body)'],
  ])('refuses the query %s (400, naming %s)', async (query, field) => {
    const answer = await ops.get(`/ops/proposals?${query}`);
    expect(answer.body).toMatchObject({
      status: 400,
      errorCode: 'CANNOT_DESERIALIZE_REQUEST_DATA',
    });
    expect(Object.keys(answer.body.details ?? {})).toContain(field);
  });
});
