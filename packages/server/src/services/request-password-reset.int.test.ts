import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../db/schema/index.js';
import { PASSWORD_RESET_MAIL_JOB } from '../jobs/job-names.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { MailMessage } from '../mail/mailer.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { requestPasswordReset, sendPasswordResetMail } from './request-password-reset.js';

// Issue 15 #4: a known address's reset request did its database work (limit, token) before
// answering, an unknown one did none, so the answer's timing told which addresses have accounts.
// Issue 42 #3: done after the answer in the same process, it still slowed the next request for a
// known address; now the request queues a job with the address and does nothing else.
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

/** A queue that only records what was sent: no worker, so nothing after the request runs. */
function recordingQueue() {
  const sent: { name: string; data: object }[] = [];
  const jobs: JobQueue = {
    send: (name, data) => {
      sent.push({ name, data });
      return Promise.resolve();
    },
    start: () => Promise.resolve(),
    stop: () => Promise.resolve(),
    idle: () => Promise.resolve(),
    failureCounts: () => ({ failed: 0, gaveUp: 0 }),
  };
  return { jobs, sent };
}

describe('password reset request (issue 15 #4, issue 42 #3)', () => {
  it('queues the same job for a known and an unknown address, looking nothing up', async () => {
    const caregiver = await t.createCaregiver();
    const unknown = `nobody-${crypto.randomUUID()}@careport.example`;
    const { jobs, sent } = recordingQueue();
    // The request gets the job queue and nothing else: no database to look the address up in.
    const answers = [
      await requestPasswordReset({ jobs }, { email: ` ${caregiver.email.toUpperCase()} ` }),
      await requestPasswordReset({ jobs }, { email: unknown, environment: 'web' }),
    ];
    expect(answers).toEqual([{ status: 'OK' }, { status: 'OK' }]);
    expect(sent).toEqual([
      { name: PASSWORD_RESET_MAIL_JOB, data: { email: caregiver.email.toLowerCase() } },
      { name: PASSWORD_RESET_MAIL_JOB, data: { email: unknown } },
    ]);
    expect(await tokensOf(caregiver.id)).toHaveLength(0);

    // The job does the work: a token and a mail for the known address, nothing for the other.
    const mails: MailMessage[] = [];
    const jobDeps = {
      db: t.db,
      now: () => t.clock.now(),
      publicUrl: t.config.publicUrl,
      mailer: {
        send: (mail: MailMessage) => {
          mails.push(mail);
          return Promise.resolve();
        },
      },
    };
    for (const job of sent) await sendPasswordResetMail(jobDeps, job.data);
    expect(await tokensOf(caregiver.id)).toHaveLength(1);
    expect(mails.map((mail) => mail.to)).toEqual([caregiver.email]);
  });

  it('answers alike through the API, and the app’s job sends the mail to the known address only', async () => {
    const caregiver = await t.createCaregiver();
    const mailsBefore = t.mails.length;
    const known = await requestReset(caregiver.email);
    const unknown = await requestReset(`nobody-${crypto.randomUUID()}@careport.example`);

    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());

    await t.settle(); // the app's worker has worked both jobs
    expect(await tokensOf(caregiver.id)).toHaveLength(1);
    expect(t.mails.slice(mailsBefore).map((mail) => mail.to)).toEqual([caregiver.email]);
  });
});
