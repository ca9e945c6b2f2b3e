// Issue 13: one notification event, delivered once to each of the caregiver's devices, in the
// language each registered with; a retried job skips the devices it already reached.
import { catalogues, type Locale, type NotificationType, type PushPayload } from '@careport/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { notificationDeliveries, pushSubscriptions } from '../db/schema/index.js';
import { PushFailure, type PushSender } from './web-push-sender.js';

/** Where a failed push is told (the app's log). */
export type PushFailureLog = { warn(fields: object, message: string): void };

type PushTexts = (typeof catalogues)['de']['push'];
export type PushTextKey = keyof PushTexts;

/** The job's data: what happened, whom it concerns, and the texts to show (keys, not words). */
export type NotificationEvent = {
  /** One event, one key (e.g. `new_proposal:<proposal id>`): the database's guard against twice. */
  eventKey: string;
  caregiverId: string;
  type: NotificationType;
  /** The id the notification opens. */
  id: string;
  title: PushTextKey;
  body: PushTextKey;
  /** Only what the text shows: a city, a first name, a date. Never health data. */
  params: Record<string, string>;
};

export const NOTIFY_JOB = 'notify';

/** i18next-style `{{name}}` interpolation, the syntax of the domain's catalogues. */
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

export function composePushPayload(event: NotificationEvent, locale: Locale): PushPayload {
  const texts = catalogues[locale].push;
  return {
    type: event.type,
    id: event.id,
    title: fill(texts[event.title], event.params),
    body: fill(texts[event.body], event.params),
  };
}

const asLocale = (language: string): Locale => (language === 'en' ? 'en' : 'de');

/**
 * Sends `event` to every subscription of its caregiver it has not reached yet. A device the push
 * service has forgotten (404/410) is deleted; any other failure is logged with its reason and
 * thrown after the others were tried, so the job retries only what is missing.
 */
export async function deliverNotification(
  deps: { db: Db; send: PushSender; now: () => Date; log: PushFailureLog },
  event: NotificationEvent,
): Promise<{ sent: number; gone: number }> {
  const targets = await deps.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.caregiverId, event.caregiverId));
  const done = new Set(
    (
      await deps.db
        .select({ channel: notificationDeliveries.channel })
        .from(notificationDeliveries)
        .where(eq(notificationDeliveries.eventKey, event.eventKey))
    ).map((row) => row.channel),
  );
  let sent = 0;
  let gone = 0;
  const failures: unknown[] = [];
  for (const target of targets) {
    if (done.has(target.endpoint)) continue;
    try {
      const outcome = await deps.send(target, composePushPayload(event, asLocale(target.language)));
      if (outcome === 'gone') {
        gone += 1;
        await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, target.id));
        continue;
      }
      sent += 1;
      // The key makes a second writer (a job run twice at once) fail here, not send a third time.
      await deps.db
        .insert(notificationDeliveries)
        .values({
          eventKey: event.eventKey,
          channel: target.endpoint,
          caregiverId: target.caregiverId,
        })
        .onConflictDoNothing();
      await deps.db
        .update(pushSubscriptions)
        .set({ lastUsedAt: deps.now() })
        .where(and(eq(pushSubscriptions.id, target.id)));
    } catch (error) {
      failures.push(error);
      // The subscription's id, never its endpoint: the path is the device's secret (issue 41).
      const told =
        error instanceof PushFailure
          ? { pushService: error.pushService, statusCode: error.statusCode, answer: error.answer }
          : { err: error };
      deps.log.warn(
        { eventKey: event.eventKey, subscriptionId: target.id, ...told },
        'push failed',
      );
    }
  }
  if (failures.length > 0) {
    throw new AggregateError(failures, `push to ${failures.length} device(s) failed`);
  }
  return { sent, gone };
}
