// Issue 13: a caregiver with no device subscribed gets the reminders as one e-mail a day.
import { catalogues, toDayDate } from '@careport/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { caregivers, notificationDeliveries, pushSubscriptions } from '../db/schema/index.js';
import type { Mailer } from '../mail/mailer.js';
import { composePushPayload, type NotificationEvent } from './deliver-notification.js';

/**
 * Sends each caregiver without a subscription one mail with their `events` (German: the language
 * the app last spoke is known only for devices). Once per caregiver and Berlin day, by key.
 */
export async function sendDailyReminderMails(
  deps: { db: Db; mailer: Mailer; now: () => Date; publicUrl: string },
  events: NotificationEvent[],
): Promise<number> {
  const byCaregiver = new Map<string, NotificationEvent[]>();
  for (const event of events) {
    byCaregiver.set(event.caregiverId, [...(byCaregiver.get(event.caregiverId) ?? []), event]);
  }
  if (byCaregiver.size === 0) return 0;
  const ids = [...byCaregiver.keys()];
  const subscribed = new Set(
    (
      await deps.db
        .select({ caregiverId: pushSubscriptions.caregiverId })
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.caregiverId, ids))
    ).map((row) => row.caregiverId),
  );
  const day = toDayDate(deps.now());
  const texts = catalogues.de.push;
  let sent = 0;
  for (const id of ids.filter((one) => !subscribed.has(one))) {
    const eventKey = `daily_mail:${id}:${day}`;
    // Claimed before sending: a mail is better missed once than sent twice on a retry.
    const claimed = await deps.db
      .insert(notificationDeliveries)
      .values({ eventKey, channel: 'mail', caregiverId: id })
      .onConflictDoNothing()
      .returning({ eventKey: notificationDeliveries.eventKey });
    if (claimed.length === 0) continue;
    const [caregiver] = await deps.db
      .select({ email: caregivers.email, firstName: caregivers.firstName })
      .from(caregivers)
      .where(eq(caregivers.id, id));
    if (!caregiver) continue;
    const lines = (byCaregiver.get(id) ?? []).map((event) => {
      const payload = composePushPayload(event, 'de');
      return `- ${payload.title}: ${payload.body}`;
    });
    await deps.mailer.send({
      to: caregiver.email,
      subject: texts.DAILY_MAIL_SUBJECT,
      text: [
        texts.DAILY_MAIL_INTRO.replace('{{firstName}}', caregiver.firstName),
        '',
        ...lines,
        '',
        deps.publicUrl,
        '',
        catalogues.de.mail.SIGNATURE,
        '',
      ].join('\n'),
    });
    sent += 1;
  }
  return sent;
}
