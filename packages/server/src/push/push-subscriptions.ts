// spec 2 §7 notification-token and its delete: one row per device (the subscription's endpoint).
import type { Locale, PushSubscriptionInput } from '@careport/domain';
import { and, eq } from 'drizzle-orm';
import type { CaregiverActor } from '../auth/actor.js';
import type { Db } from '../db/client.js';
import { pushSubscriptions } from '../db/schema/index.js';

/**
 * Registers this device for the caregiver; the same subscription again changes nothing. A device
 * that another caregiver used before (a shared phone) now belongs to whoever registered it last.
 */
export async function saveNotificationToken(options: {
  db: Db;
  actor: CaregiverActor;
  subscription: PushSubscriptionInput;
  language: Locale;
}): Promise<void> {
  const { subscription } = options;
  const values = {
    caregiverId: options.actor.caregiverId,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    language: options.language,
  };
  await options.db
    .insert(pushSubscriptions)
    .values({ endpoint: subscription.endpoint, ...values })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}

/** Removes this device for the caregiver; another caregiver's device stays untouched. */
export async function deleteNotificationToken(options: {
  db: Db;
  caregiverId: string;
  endpoint: string;
}): Promise<void> {
  await options.db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.endpoint, options.endpoint),
        eq(pushSubscriptions.caregiverId, options.caregiverId),
      ),
    );
}
