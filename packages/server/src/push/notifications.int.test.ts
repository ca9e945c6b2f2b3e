// Issue 13: each event reaches each device once, through a real Web Push service that checks the
// VAPID signature and decrypts; in the device's language; a 410 removes the device.
import { randomUUID } from 'node:crypto';
import type { PushPayload } from '@careport/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../db/schema/index.js';
import { markAccepted, opsApiFor, proposeBody, type OpsApi } from '../test/ops-helpers.js';
import { fakeDns, PUBLIC_ADDRESS } from '../test/fake-dns.js';
import {
  PUSH_SERVICE_NAME,
  startPushService,
  type TestSubscription,
} from '../test/push-service.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { bookingAt, HOUR } from '../test/booking-helpers.js';
import { createContract } from '../seed/factories.js';
import { sendDailyReminderMails } from './daily-reminder-mail.js';
import { deliverNotification, type NotificationEvent } from './deliver-notification.js';
import { dueReminders } from './reminder-sweep.js';
import { saveNotificationToken } from './push-subscriptions.js';
import { loadVapidKeys } from './vapid-keys.js';
import {
  createPushEndpointGuard,
  type PushEndpointGuard,
  type ResolveHost,
} from './endpoint-guard.js';
import { createWebPushSender, type PushSender } from './web-push-sender.js';

let t: TestApp;
let ops: OpsApi;
let pushService: Awaited<ReturnType<typeof startPushService>>;
let webPush: PushSender;
/** The app's own check of push endpoints: its test push service runs on localhost. */
let endpoints: PushEndpointGuard;
beforeAll(async () => {
  pushService = await startPushService();
  t = await createTestApp({
    pushAgent: pushService.agent,
    env: { PUSH_ALLOWED_PRIVATE_HOSTS: 'localhost' },
    captureLogs: true,
  });
  ops = await opsApiFor(t);
  endpoints = createPushEndpointGuard({ allowed: t.config.pushAllowedPrivateHosts });
  webPush = createWebPushSender(await loadVapidKeys(t.db), 'mailto:push@careport.example', {
    endpoints,
    agent: pushService.agent,
  });
});
/** What deliverNotification works with in the app's jobs. */
const deliverDeps = (send: PushSender = webPush) => ({
  db: t.db,
  send,
  now: () => t.clock.now(),
  log: t.app.log,
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
  await saveNotificationToken({
    db: t.db,
    actor: { kind: 'caregiver', caregiverId, clientId: t.client.clientId },
    subscription: device,
    language,
    endpoints,
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

/** A document_booking event for `caregiverId`, under a key of the test's own. */
const event = (caregiverId: string, eventKey: string): NotificationEvent => ({
  eventKey,
  caregiverId,
  type: 'document_booking',
  id: '00000000-0000-4000-8000-000000000001',
  title: 'DOCUMENT_BOOKING_TITLE',
  body: 'DOCUMENT_BOOKING_BODY',
  params: { date: '03.03.2026' },
});

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
      body: 'Dein neuer Kunde in Berlin wartet auf deinen Anruf innerhalb von 24 Stunden.',
    });
  }, 30_000);

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
    const deps = deliverDeps(flakySender);
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
    const result = await deliverNotification(deliverDeps(), event(anna.id, `test-gone:${anna.id}`));
    expect(result).toEqual({ sent: 0, gone: 1 });
    const rows = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.caregiverId, anna.id));
    expect(rows).toEqual([]);
  }, 30_000);

  // Issue 41: the job's own line said only "push to 1 device(s) failed".
  it("logs a failed push with the push service's status and answer, not the endpoint's path or keys", async () => {
    const anna = await subscribedCaregiver('de');
    // A subscription the push service does not know: it answers 400 and says why.
    const secret = randomUUID();
    const unknown = {
      ...anna.device,
      endpoint: new URL(`/notify/${secret}`, anna.device.endpoint).href,
    };
    await subscribe(anna.id, unknown, 'de');
    const before = t.logs.length;
    await expect(
      deliverNotification(deliverDeps(), event(anna.id, `test-fail:${anna.id}`)),
    ).rejects.toThrow('push to 1 device(s) failed');
    const lines = t.logs.slice(before);
    expect(lines.filter((line) => line.msg === 'push failed')).toEqual([
      expect.objectContaining({
        level: 40,
        pushService: new URL(anna.device.endpoint).origin,
        statusCode: 400,
        answer: expect.stringContaining('Client not subscribed') as unknown,
      }),
    ]);
    const logged = JSON.stringify(lines);
    for (const hidden of [secret, anna.device.keys.p256dh, anna.device.keys.auth]) {
      expect(logged).not.toContain(hidden);
    }
    expect(await received(anna.device)).toHaveLength(1);
  }, 30_000);
});

// Issue 41: DNS may change after registration, so the sender checks every endpoint again, and
// its connections resolve through the same check (a name cannot turn private in between).
describe('push endpoints checked again at send time (issue 41)', () => {
  const payload: PushPayload = {
    type: 'document_booking',
    id: '00000000-0000-4000-8000-000000000001',
    title: 'Einsatz dokumentieren',
    body: 'Dein Einsatz ist noch nicht dokumentiert.',
  };
  /** A new device at the test push service, addressed by a name of the tests' DNS. */
  const namedDevice = async (): Promise<TestSubscription> => {
    const device = await pushService.subscribe((await loadVapidKeys(t.db)).publicKey);
    const url = new URL(device.endpoint);
    url.hostname = PUSH_SERVICE_NAME;
    return { ...device, endpoint: url.href };
  };
  const target = (device: TestSubscription) => ({
    endpoint: device.endpoint,
    p256dh: device.keys.p256dh,
    auth: device.keys.auth,
  });
  const senderWith = async (resolve: ResolveHost, hosts: string[] = []) =>
    createWebPushSender(await loadVapidKeys(t.db), 'mailto:push@careport.example', {
      endpoints: createPushEndpointGuard({ allowed: { hosts, ranges: [] }, resolve }),
      agent: pushService.agent,
    });

  it('sends to a private address when PUSH_ALLOWED_PRIVATE_HOSTS names the host', async () => {
    const device = await namedDevice();
    const dns = fakeDns({ [PUSH_SERVICE_NAME]: ['127.0.0.1'] });
    const send = await senderWith(dns.resolve, [PUSH_SERVICE_NAME]);
    expect(await send(target(device), payload)).toBe('sent');
    expect(await received(device)).toHaveLength(1);
  }, 30_000);

  it('refuses a device whose host resolves to a private address since it registered, and logs why', async () => {
    const caregiver = await t.createCaregiver();
    const device = await namedDevice();
    const dns = fakeDns({ [PUSH_SERVICE_NAME]: [PUBLIC_ADDRESS] });
    const guard = createPushEndpointGuard({
      allowed: { hosts: [], ranges: [] },
      resolve: dns.resolve,
    });
    await saveNotificationToken({
      db: t.db,
      actor: { kind: 'caregiver', caregiverId: caregiver.id, clientId: t.client.clientId },
      subscription: device,
      language: 'de',
      endpoints: guard,
    });
    dns.set(PUSH_SERVICE_NAME, ['127.0.0.1']);
    const before = t.logs.length;
    await expect(
      deliverNotification(
        deliverDeps(await senderWith(dns.resolve)),
        event(caregiver.id, `test-private:${caregiver.id}`),
      ),
    ).rejects.toThrow('push to 1 device(s) failed');
    expect(t.logs.slice(before).filter((line) => line.msg === 'push failed')).toEqual([
      expect.objectContaining({
        answer: expect.stringMatching(/refused.*resolves to 127\.0\.0\.1/) as unknown,
      }),
    ]);
    expect(await received(device)).toEqual([]);
  }, 30_000);

  it('connects only to the address it checked: a name that turns private in between is refused', async () => {
    const device = await namedDevice();
    let lookups = 0;
    const rebinding: ResolveHost = () => {
      lookups += 1;
      return Promise.resolve([
        { address: lookups === 1 ? PUBLIC_ADDRESS : '127.0.0.1', family: 4 },
      ]);
    };
    const send = await senderWith(rebinding);
    await expect(send(target(device), payload)).rejects.toThrow(/refused.*127\.0\.0\.1/);
    expect(lookups).toBe(2);
    expect(await received(device)).toEqual([]);
  }, 30_000);

  it('refuses an address written in the endpoint itself, as a row stored before the check was', async () => {
    const device = await pushService.subscribe((await loadVapidKeys(t.db)).publicKey);
    const url = new URL(device.endpoint);
    url.hostname = '127.0.0.1';
    const send = await senderWith(fakeDns().resolve, ['localhost']);
    await expect(send({ ...target(device), endpoint: url.href }, payload)).rejects.toThrow(
      /127\.0\.0\.1, not a public address/,
    );
    expect(await received(device)).toEqual([]);
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
      await deliverNotification(deliverDeps(), event);
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
    expect(mails[0]).toMatchObject({ to: ben.email, subject: 'Careport: Deine Erinnerungen' });
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
