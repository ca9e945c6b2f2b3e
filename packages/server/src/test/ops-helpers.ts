// Shared by the back-office tests (http/ops/*.int.test.ts): a client allowed the ops scope, its
// token, a JSON client that answers status and body, and a body for `propose`.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { proposals } from '../db/schema/index.js';
import { createOAuthClient } from '../seed/factories.js';
import type { TestApp } from './test-app.js';

export type OpsAnswer<T = Record<string, unknown>> = {
  statusCode: number;
  body: {
    status: number;
    data: T;
    errorCode?: string;
    message?: string;
    details?: Record<string, string>;
  };
};

export type OpsApi = {
  get<T = Record<string, unknown>>(url: string): Promise<OpsAnswer<T>>;
  post<T = Record<string, unknown>>(url: string, payload?: unknown): Promise<OpsAnswer<T>>;
};

export async function clientToken(
  t: TestApp,
  client: { clientId: string; clientSecret: string },
  scope: string,
) {
  return t.request({
    method: 'POST',
    url: '/auth/token',
    payload: {
      grant_type: 'client_credentials',
      scope,
      client_id: client.clientId,
      client_secret: client.clientSecret,
    },
  });
}

/**
 * A back-office client of this test file. A random id rather than the real `careport-ops`: test
 * files share one PostgreSQL, and each provisioning of the real client replaces its secret.
 */
export async function opsApiFor(t: TestApp): Promise<OpsApi & { token: string }> {
  const client = await createOAuthClient(t.db, { scopes: ['ops'] });
  const response = await clientToken(t, client, 'ops');
  if (response.statusCode !== 200) throw new Error(`ops token: ${response.body}`);
  const token = response.json<{ access_token: string }>().access_token;
  return { token, ...opsApiWithToken(t, token) };
}

export function opsApiWithToken(t: TestApp, token: string | undefined): OpsApi {
  const call = async <T>(method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const response = await t.request({
      method,
      url,
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    return { statusCode: response.statusCode, body: response.json<OpsAnswer<T>['body']>() };
  };
  return {
    get: (url) => call('GET', url),
    post: (url, payload) => call('POST', url, payload ?? {}),
  };
}

/** A complete `propose` body for a new care receiver with a contact; override what a test needs. */
export function proposeBody(caregiverEmail: string, overrides: Record<string, unknown> = {}) {
  return {
    caregiver_email: caregiverEmail,
    care_receiver: {
      first_name: 'Erna',
      last_name: `Ops-${randomUUID().slice(0, 8)}`,
      gender: 'FEMALE',
      date_of_birth: '1940-02-29',
      care_degree: '3',
      phone_number: '+49 30 1111 2222',
      address: {
        street: 'Lychener Straße',
        house_number: '12',
        postal_code: '10437',
        city: 'Berlin',
        additional_information: 'Vorderhaus, 1. OG',
      },
    },
    contact: { first_name: 'Karl', last_name: 'Ops', email: 'karl.ops@example.de' },
    description: 'Hilfe beim Einkaufen und Gesellschaft am Nachmittag.',
    schedule: {
      date: '2031-03-04',
      duration_in_minutes: 90,
      frequency: 'ONCE_PER_WEEK',
      expected_schedule: { preferences: 'Nachmittags' },
    },
    sub_service_ids: ['shopping', 'companionship'],
    gross_price_per_hour_in_cents: 3690,
    payment_method: 'direct_reimbursement',
    expires_in_hours: 24,
    ...overrides,
  };
}

/** The caregiver accepted (what their accept call does), for award tests. */
export async function markAccepted(t: TestApp, proposalId: string) {
  await t.db
    .update(proposals)
    .set({ status: 'ACCEPTED', acceptedAt: t.clock.now() })
    .where(eq(proposals.id, proposalId));
}
