// spec 2 §7 notification-token and its delete: one row per device (the subscription's endpoint).
import {
  VALIDATION_PUSH_ENDPOINT,
  type Locale,
  type PushSubscriptionInput,
} from '@careport/domain';
import { and, eq } from 'drizzle-orm';
import type { CaregiverActor } from '../auth/actor.js';
import type { Db } from '../db/client.js';
import { pushSubscriptions } from '../db/schema/index.js';
import { AppError } from '../errors/app-error.js';
import { fail } from '../errors/fail.js';
import type { PushEndpointGuard } from './endpoint-guard.js';
import { subscriptionKeyProblems } from './subscription-keys.js';

/**
 * Registers this device for the caregiver; the same subscription again changes nothing, and its
 * owner may renew its keys and language. A subscription another caregiver holds stays theirs until
 * they remove it or sign out on the device: 409 PUSH_SUBSCRIPTION_TAKEN, nothing changed (issue
 * 42, docs/decisions/0075-push-subscription-stays-with-its-owner.md). A shared phone's app then
 * makes a new subscription of its own.
 *
 * Keys that cannot encrypt and an endpoint that is not a public push service answer 400
 * CANNOT_DESERIALIZE_REQUEST_DATA and change nothing, so they never replace a device's good keys
 * (issue 41, docs/decisions/0080-push-endpoints-public-and-keys-checked.md).
 */
export async function saveNotificationToken(options: {
  db: Db;
  actor: CaregiverActor;
  subscription: PushSubscriptionInput;
  language: Locale;
  endpoints: PushEndpointGuard;
}): Promise<void> {
  const { subscription } = options;
  const problems = subscriptionKeyProblems(subscription.keys);
  if (Object.keys(problems).length === 0) {
    const checked = await options.endpoints.check(subscription.endpoint);
    // A name that does not resolve now (no DNS at hand, a server without network) is taken: it
    // reaches nothing private today, and every send checks it again before connecting.
    if (!checked.ok && !checked.isUnresolved) problems['token.endpoint'] = VALIDATION_PUSH_ENDPOINT;
  }
  if (Object.keys(problems).length > 0) {
    throw new AppError('CANNOT_DESERIALIZE_REQUEST_DATA', 400, problems);
  }
  const values = {
    caregiverId: options.actor.caregiverId,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    language: options.language,
  };
  // One statement: the row's lock decides between two caregivers registering at once.
  const saved = await options.db
    .insert(pushSubscriptions)
    .values({ endpoint: subscription.endpoint, ...values })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: values,
      setWhere: eq(pushSubscriptions.caregiverId, options.actor.caregiverId),
    })
    .returning({ endpoint: pushSubscriptions.endpoint });
  if (saved.length === 0) throw fail('PUSH_SUBSCRIPTION_TAKEN');
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
