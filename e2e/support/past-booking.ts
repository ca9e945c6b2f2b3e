// An undocumented booking of a journey's own, made through the back office and the caregiver's
// API, so journeys that document do not use up the demo's few past bookings (each width runs).
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { OpsFailure, award, proposeTo } from './ops';
import { DEMO_PASSWORD } from './session';

const CLIENT = { client_id: 'careport-app', client_secret: 'careport-app-secret' };

async function tokenFor(request: APIRequestContext, email: string): Promise<string> {
  const answer = await request.post('/auth/token', {
    form: {
      grant_type: 'password',
      username: email,
      password: DEMO_PASSWORD,
      scope: 'caregiver',
      ...CLIENT,
    },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { access_token: string }).access_token;
}

/**
 * A new customer (paying by assignment to the care fund) whose first appointment, an hour, ended
 * a few hours ago (or on the morning of `day`, yyyy-MM-dd): undocumented. `label` starts the last
 * name, so each journey's customer is its own.
 */
export async function pastBooking(
  request: APIRequestContext,
  email: string,
  label = 'Offline',
  day?: string,
) {
  const lastName = `${label}-${randomUUID().slice(0, 6)}`;
  const proposal = await proposeTo(email, { 'first-name': 'Ilse', 'last-name': lastName });
  const token = await tokenFor(request, email);
  const accepted = await request.post(
    `/caregiver-app/proposal/${proposal.service_request_id}/accept`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(accepted.status()).toBe(200);
  const latest = day ? new Date(`${day}T12:00:00+01:00`).getTime() : Date.now();
  for (let hoursAgo = 2; hoursAgo <= 24; hoursAgo += 1) {
    const end = new Date(latest - hoursAgo * 3_600_000);
    const start = new Date(end.getTime() - 3_600_000);
    try {
      const awarded = await award(proposal.service_request_id, {
        caregiver: email,
        start: start.toISOString(),
        end: end.toISOString(),
      });
      return { bookingId: awarded.first_booking_id, name: `Ilse ${lastName}`, token, start, end };
    } catch (error) {
      if (!(error instanceof OpsFailure) || !error.stderr.includes('OVERLAP')) throw error;
    }
  }
  throw new Error(`${email} has no free hour in the last day`);
}
