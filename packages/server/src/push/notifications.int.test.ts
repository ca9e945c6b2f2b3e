// Issue 13: each event reaches each device once, through a real Web Push service that checks the
// VAPID signature and decrypts; in the device's language; a 410 removes the device.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../db/schema/index.js';
import { markAccepted, opsApiFor, proposeBody, type OpsApi } from '../test/ops-helpers.js';
import { startPushService, type TestSubscription } from '../test/push-service.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { bookingAt, HOUR } from '../test/booking-helpers.js';
import { createContract } from '../seed/factories.js';
import { sendDailyReminderMails } from './daily-reminder-mail.js';
import { deliverNotification, type NotificationEvent } from './deliver-notification.js';
import { dueReminders } from './reminder-sweep.js';
import { saveNotificationToken } from './push-subscriptions.js';
import { loadVapidKeys } from './vapid-keys.js';
import { createWebPushSender, type PushSender } from './web-push-sender.js';

let t: TestApp;
let ops: OpsApi;
let pushService: Awaited<ReturnType<typeof startPushService>>;
let webPush: PushSender;
beforeAll(async () => {
  pushService = await startPushService();
  t = await createTestApp({ pushAgent: pushService.agent });
  ops = await opsApiFor(t);
  webPush = createWebPushSender(
    await loadVapidKeys(t.db),
    'mailto:push@careport.example',
    pushService.agent,
  );
});
afterAll(async () => {
  await t?.close();
  await pushService?.close();
});

/** A caregiver with one browser subscribed at the test push service. */
async function subscribedCaregiver(language: 'de' | 'en' = 'de') {
  const caregiver = await t.createCaregiver();
  const config = (await t.request({ method: 'GET', url: '/app-config.json' })).json<{
    vapidPublicKey: string;
  }>();
  const device = await pushService.subscribe(config.vapidPublicKey);
  await subscribe(caregiver.id, device, language);
  return { ...caregiver, device };
}

async function subscribe(caregiverId: string, device: TestSubscription, language: 'de' | 'en') {
  // Straight to the service: the test service's endpoints are http://localhost, which the
  // endpoint refuses (it takes https push services only).
  await saveNotificationToken({
    db: t.db,
    actor: { kind: 'caregiver', caregiverId, clientId: t.client.clientId },
    subscription: device,
    language,
  });
}

const received = async (device: TestSubscription) =>
  (await pushService.messages(device.clientHash)).map(
    (text) => JSON.parse(String(text)) as unknown,
  );

/** Polls until `device` has received `count` messages (jobs run in the background). */
async function receivedEventually(device: TestSubscription, count: number) {
  const until = Date.now() + 20_000;
  for (;;) {
    const messages = await received(device);
    if (messages.length >= count || Date.now() > until) return messages;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('notifications through jobs and Web Push (issue 13)', () => {
  it('new_proposal: one push in the device language, opening the proposal, without health data', async () => {
    const anna = await subscribedCaregiver('en');
    const answer = await ops.post<{ service_request_id: string }>(
      '/ops/service-requests',
      proposeBody(anna.email),
    );
    expect(answer.statusCode).toBe(201);
    const messages = await receivedEventually(anna.device, 1);
    expect(messages).toEqual([
      {
        type: 'new_proposal',
        id: answer.body.data.service_request_id,
        title: 'New proposal',
        body: 'A new customer in Berlin has been proposed to you.',
      },
    ]);
    // Only the four fields: nothing of the care receiver but the city travels.
    expect(Object.keys(messages[0] as object).sort()).toEqual(['body', 'id', 'title', 'type']);
  }, 30_000);

  it('contract_was_created: one push in German, opening the contract', async () => {
    const anna = await subscribedCaregiver('de');
    const proposed = await ops.post<{ service_request_id: string; proposal_id: string }>(
      '/ops/service-requests',
      proposeBody(anna.email),
    );
    await receivedEventually(anna.device, 1);
    await markAccepted(t, proposed.body.data.proposal_id);
    const awarded = await ops.post<{ contract_id: string }>(
      `/ops/service-requests/${proposed.body.data.service_request_id}/award`,
      {},
    );
    expect(awarded.statusCode).toBe(201);
    const messages = await receivedEventually(anna.device, 2);
    expect(messages).toHaveLength(2);
    expect(messages[1]).toEqual({
      type: 'contract_was_created',
      id: awarded.body.data.contract_id,
      title: 'Neuer Vertrag',
      body: 'Ihr neuer Kunde in Berlin wartet auf Ihren Anruf innerhalb von 24 Stunden.',
    });
  }, 30_000);

  const event = (caregiverId: string, eventKey: string): NotificationEvent => ({
    eventKey,
    caregiverId,
    type: 'document_booking',
    id: '00000000-0000-4000-8000-000000000001',
    title: 'DOCUMENT_BOOKING_TITLE',
    body: 'DOCUMENT_BOOKING_BODY',
    params: { date: '03.03.2026' },
  });

  it('a retried job reaches only the device it missed: no device gets an event twice', async () => {
    const anna = await subscribedCaregiver('de');
    const tablet = await pushService.subscribe((await loadVapidKeys(t.db)).publicKey);
    await subscribe(anna.id, tablet, 'de');
    let tabletDown = true;
    const flakySender: PushSender = (target, payload) => {
      if (tabletDown && target.endpoint === tablet.endpoint) {
        return Promise.reject(new Error('503 from the push service'));
      }
      return webPush(target, payload);
    };
    const deps = { db: t.db, send: flakySender, now: () => t.clock.now() };
    const once = event(anna.id, `test:${anna.id}`);
    await expect(deliverNotification(deps, once)).rejects.toThrow('push to 1 device(s) failed');
    tabletDown = false;
    await deliverNotification(deps, once);
    await deliverNotification(deps, once); // and a third run, as a duplicate job would
    expect(await received(anna.device)).toHaveLength(1);
    expect(await received(tablet)).toHaveLength(1);
    expect(await received(tablet)).toEqual([
      expect.objectContaining({ title: 'Einsatz dokumentieren', type: 'document_booking' }),
    ]);
  }, 30_000);

  it('a device the push service has forgotten (410) is removed', async () => {
    const anna = await subscribedCaregiver('de');
    await pushService.expire(anna.device.clientHash);
    const result = await deliverNotification(
      { db: t.db, send: webPush, now: () => t.clock.now() },
      event(anna.id, `test-gone:${anna.id}`),
    );
    expect(result).toEqual({ sent: 0, gone: 1 });
    const rows = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.caregiverId, anna.id));
    expect(rows).toEqual([]);
  }, 30_000);
});

describe('reminders (issue 13)', () => {
  /** This file's events only: on a shared PostgreSQL other files' caregivers are due too. */
  const dueFor = async (caregiverIds: string[], morning = false) =>
    (await dueReminders(t.db, t.clock.now(), { morning })).filter((event) =>
      caregiverIds.includes(event.caregiverId),
    );
  const deliverAll = async (events: NotificationEvent[]) => {
    for (const event of events) {
      await deliverNotification({ db: t.db, send: webPush, now: () => t.clock.now() }, event);
    }
  };

  it('document_booking: once two hours after an undocumented visit, once more the next morning', async () => {
    const anna = await subscribedCaregiver('en');
    const contract = await createContract(t.db, { caregiverId: anna.id });
    const visit = await bookingAt(t, contract.id, -4 * HOUR, 60); // ended 3 h ago
    await bookingAt(t, contract.id, -2 * HOUR, 60); // ended 1 h ago: not yet
    const due = await dueFor([anna.id]);
    expect(due.map((event) => [event.type, event.id])).toEqual([['document_booking', visit.id]]);
    await deliverAll(due);
    await deliverAll(await dueFor([anna.id])); // the next sweep finds it again: no second push
    expect(await received(anna.device)).toEqual([
      expect.objectContaining({
        type: 'document_booking',
        id: visit.id,
        title: 'Document your visit',
      }),
    ]);
    await deliverAll(await dueFor([anna.id], true));
    await deliverAll(await dueFor([anna.id], true));
    expect(await received(anna.device)).toHaveLength(2);
  }, 30_000);

  it('a caregiver without push gets one mail a day with the reminders instead', async () => {
    const ben = await t.createCaregiver();
    const contract = await createContract(t.db, { caregiverId: ben.id });
    await bookingAt(t, contract.id, -5 * HOUR, 60);
    const mailsBefore = t.mails.length;
    const mailDeps = {
      db: t.db,
      mailer: {
        send: (message: (typeof t.mails)[number]) => Promise.resolve(void t.mails.push(message)),
      },
      now: () => t.clock.now(),
      publicUrl: 'http://careport.test',
    };
    const events = await dueFor([ben.id], true);
    expect(await sendDailyReminderMails(mailDeps, events)).toBe(1);
    expect(await sendDailyReminderMails(mailDeps, events)).toBe(0);
    const mails = t.mails.slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: ben.email, subject: 'Careport: Ihre Erinnerungen' });
    expect(mails[0]?.text).toContain('Einsatz dokumentieren');
  }, 30_000);
});

describe('POST /ops/jobs/{name}/run (npm run ops -- run-job)', () => {
  it('runs the reminders now: an undocumented visit reaches its device', async () => {
    const anna = await subscribedCaregiver('de');
    const contract = await createContract(t.db, { caregiverId: anna.id });
    const visit = await bookingAt(t, contract.id, -6 * HOUR, 60);
    const answer = await ops.post('/ops/jobs/reminders/run', {});
    expect(answer.statusCode).toBe(202);
    const messages = await receivedEventually(anna.device, 1);
    expect(messages).toEqual([expect.objectContaining({ type: 'document_booking', id: visit.id })]);
  }, 30_000);

  it('knows only its jobs', async () => {
    const answer = await ops.post('/ops/jobs/notify/run', {});
    expect(answer.statusCode).toBe(404);
  });
});
