import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  form,
  FORM_HEADERS,
  randomAddress,
  type TestApp,
} from '../test/test-app.js';

// Issue 15 #1: the limit is checked and counted around the argon2 work, so it must hold for
// requests that arrive together, and (on PostgreSQL) for requests that reach different instances.
// Issue 42 #1: and correct sign-ins that arrive together are never refused for it.
let t: TestApp;
let other: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A second instance on the same database where there can be one (PGlite is one process's).
  other = process.env.DATABASE_URL ? await createTestApp() : t;
});
afterAll(async () => {
  if (other !== t) await other?.close();
  await t?.close();
});

function passwordGrant(app: TestApp, username: string, password: string, remoteAddress: string) {
  return app.request({
    method: 'POST',
    url: '/auth/token',
    headers: FORM_HEADERS,
    remoteAddress,
    payload: form({
      grant_type: 'password',
      username,
      password,
      client_id: app.client.clientId,
      client_secret: app.client.clientSecret,
    }),
  });
}

describe('login limit under concurrency (issue 15 #1)', () => {
  it('checks 5 of 20 concurrent guesses for one account; the right password after them gets no tokens', async () => {
    const caregiver = await t.createCaregiver();
    const address = randomAddress();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        passwordGrant(index % 2 === 0 ? t : other, caregiver.email, `wrong-${index}`, address),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    expect(answers.find((answer) => answer.statusCode === 429)?.json()).toEqual({
      error: 'too_many_requests',
    });

    // The account stays locked for the window, from any address and instance.
    const later = await passwordGrant(other, caregiver.email, caregiver.password, randomAddress());
    expect(later.statusCode).toBe(429);
  });

  it('checks at most 20 concurrent guesses from one address, whatever the usernames', async () => {
    const address = randomAddress();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        passwordGrant(
          index % 2 === 0 ? t : other,
          `nobody-${index}-${crypto.randomUUID()}@careport.example`,
          'wrong',
          address,
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it('signs in 30 caregivers at once from one address (an office behind one address, issue 42 #1)', async () => {
    const office = randomAddress();
    const staff = await Promise.all(Array.from({ length: 30 }, () => t.createCaregiver()));
    const answers = await Promise.all(
      staff.map((caregiver, index) =>
        passwordGrant(index % 2 === 0 ? t : other, caregiver.email, caregiver.password, office),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(staff.map(() => 200));
    // Nothing of it counted: the address still has its 20 tries for wrong passwords.
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        passwordGrant(t, `nobody-${index}-${crypto.randomUUID()}@careport.example`, 'x', office),
      ),
    );
    expect(guesses.map((answer) => answer.statusCode)).toEqual(guesses.map(() => 400));
  });

  it('signs one caregiver in on 10 devices at once (issue 42 #1)', async () => {
    const caregiver = await t.createCaregiver();
    const address = randomAddress();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        passwordGrant(index % 2 === 0 ? t : other, caregiver.email, caregiver.password, address),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
  });

  it('does not count successful logins against the address, nor refused ones against the account', async () => {
    const caregiver = await t.createCaregiver();
    const address = randomAddress();
    for (let login = 0; login < 21; login += 1) {
      const answer = await passwordGrant(t, caregiver.email, caregiver.password, address);
      expect(answer.statusCode).toBe(200);
    }

    // An address locked by 20 failures refuses, but does not use up the account's five tries.
    const locked = randomAddress();
    for (let guess = 0; guess < 20; guess += 1) {
      await passwordGrant(t, `nobody-${guess}-${caregiver.id}@careport.example`, 'x', locked);
    }
    for (let refused = 0; refused < 6; refused += 1) {
      const answer = await passwordGrant(t, caregiver.email, 'wrong', locked);
      expect(answer.statusCode).toBe(429);
    }
    const elsewhere = await passwordGrant(t, caregiver.email, caregiver.password, randomAddress());
    expect(elsewhere.statusCode).toBe(200);
  });

  it('sends at most 5 reset mails for 12 concurrent requests for one address', async () => {
    const caregiver = await t.createCaregiver();
    const before = t.mails.length;
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.request({
          method: 'POST',
          url: '/graphql',
          payload: {
            query: `mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { status } }`,
            variables: { input: { email: caregiver.email, environment: 'web' } },
          },
        }),
      ),
    );
    for (const answer of answers) {
      expect(answer.json()).toEqual({ data: { requestPasswordReset: { status: 'OK' } } });
    }
    await t.settle(); // the app's job queue sends the mails after the answers
    const sent = t.mails.slice(before).filter((mail) => mail.to === caregiver.email);
    expect(sent).toHaveLength(5);
  });
});
