import type { PushPayload } from '@careport/domain';
import type { Agent } from 'node:https';
import webPush, { WebPushError } from 'web-push';
import type { VapidKeys } from './vapid-keys.js';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** `gone`: the push service no longer knows the subscription (404/410); delete it. */
export type PushOutcome = 'sent' | 'gone';

export type PushSender = (target: PushTarget, payload: PushPayload) => Promise<PushOutcome>;

/**
 * Web Push (RFC 8030/8291/8292) through `web-push`. Any other failure throws, so the job retries.
 * `subject` is the contact push services may write to about this sender (RFC 8292).
 */
/** RFC 8292's contact: the portal's https address, or a mailto: where it has none (development). */
export function vapidSubject(publicUrl: string): string {
  const url = new URL(publicUrl);
  return url.protocol === 'https:' && url.hostname !== 'localhost'
    ? url.origin
    : 'mailto:push@careport.example';
}

export function createWebPushSender(
  keys: VapidKeys,
  subject: string,
  /** For a push service with its own certificate authority (the tests' local one). */
  agent?: Agent,
): PushSender {
  return async (target, payload) => {
    try {
      await webPush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          // A day: a reminder older than that is stale; the next one follows.
          TTL: 24 * 60 * 60,
          timeout: 15_000,
          ...(agent ? { agent } : {}),
        },
      );
      return 'sent';
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        return 'gone';
      }
      throw error;
    }
  };
}
