import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

// Issue 15 #4: a known address's reset request did its database work (limit, token) before
// answering, an unknown one did none, so the answer's timing told which addresses have accounts.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const requestReset = (email: string) =>
  t.request({
    method: 'POST',
    url: '/graphql',
    payload: {
      query: `mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { status } }`,
      variables: { input: { email, environment: 'web' } },
    },
  });

const tokensOf = (caregiverId: string) =>
  t.db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.caregiverId, caregiverId));

describe('password reset request timing (issue 15 #4)', () => {
  it('answers a known and an unknown address alike, before any token or mail exists', async () => {
    const caregiver = await t.createCaregiver();
    const mailsBefore = t.mails.length;
    const known = await requestReset(caregiver.email);
    const unknown = await requestReset(`nobody-${crypto.randomUUID()}@careport.example`);

    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
    // The answer is out, and the known address's work has not been done yet.
    expect(await tokensOf(caregiver.id)).toHaveLength(0);
    expect(t.mails).toHaveLength(mailsBefore);

    await t.settle();
    expect(await tokensOf(caregiver.id)).toHaveLength(1);
    expect(t.mails.slice(mailsBefore).map((mail) => mail.to)).toEqual([caregiver.email]);
  });
});
