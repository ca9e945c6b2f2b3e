import type { PushPayload } from '@careport/domain';
import { Agent } from 'node:https';
import webPush, { WebPushError } from 'web-push';
import type { PushEndpointGuard } from './endpoint-guard.js';
import type { VapidKeys } from './vapid-keys.js';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** `gone`: the push service no longer knows the subscription (404/410); delete it. */
export type PushOutcome = 'sent' | 'gone';

export type PushSender = (target: PushTarget, payload: PushPayload) => Promise<PushOutcome>;

/**
 * A push that failed, told without the endpoint's path (the subscription's secret) or its keys:
 * the push service's origin, its status code and the start of its answer (issue 41).
 */
export class PushFailure extends Error {
  override name = 'PushFailure';
  constructor(
    readonly pushService: string,
    readonly statusCode: number | undefined,
    readonly answer: string,
  ) {
    super(
      statusCode === undefined
        ? `push to ${pushService} failed: ${answer}`
        : `push service ${pushService} answered ${statusCode}: ${answer}`,
    );
  }
}

const ANSWER_MAX_CHARS = 200;

/** The text with the target's secrets blanked, one line, cut short. */
function withoutSecrets(text: string, target: PushTarget): string {
  const url = new URL(target.endpoint);
  const secrets = [target.endpoint, url.pathname + url.search, target.p256dh, target.auth].filter(
    (secret) => secret.length > 1,
  );
  let clean = text;
  for (const secret of secrets) clean = clean.split(secret).join('[redacted]');
  // eslint-disable-next-line no-control-regex -- a push service's answer, kept to one log line
  clean = clean.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  return clean.length > ANSWER_MAX_CHARS ? `${clean.slice(0, ANSWER_MAX_CHARS)}…` : clean;
}

function failureOf(error: unknown, target: PushTarget): PushFailure {
  const origin = new URL(target.endpoint).origin;
  if (error instanceof WebPushError) {
    return new PushFailure(origin, error.statusCode, withoutSecrets(error.body, target));
  }
  const message = error instanceof Error ? error.message : String(error);
  return new PushFailure(origin, undefined, withoutSecrets(message, target));
}

/** RFC 8292's contact: the portal's https address, or a mailto: where it has none (development). */
export function vapidSubject(publicUrl: string): string {
  const url = new URL(publicUrl);
  return url.protocol === 'https:' && url.hostname !== 'localhost'
    ? url.origin
    : 'mailto:push@careport.example';
}

/**
 * Web Push (RFC 8030/8291/8292) through `web-push`. Any other failure throws a PushFailure, so the
 * job retries. `subject` is the contact push services may write to about this sender (RFC 8292).
 * Every endpoint is checked before sending, and every connection resolves its host through the
 * guard, so a name that now points into a private network is refused (endpoint-guard.ts).
 */
export function createWebPushSender(
  keys: VapidKeys,
  subject: string,
  options: {
    endpoints: PushEndpointGuard;
    /** Its TLS settings are kept (the tests' local push service has its own authority). */
    agent?: Agent | undefined;
  },
): PushSender {
  const agent = new Agent({ ...options.agent?.options, lookup: options.endpoints.lookup });
  return async (target, payload) => {
    const checked = await options.endpoints.check(target.endpoint);
    if (!checked.ok) throw failureOf(new Error(`refused: ${checked.reason}`), target);
    try {
      await webPush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          // A day: a reminder older than that is stale; the next one follows.
          TTL: 24 * 60 * 60,
          timeout: 15_000,
          agent,
        },
      );
      return 'sent';
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        return 'gone';
      }
      throw failureOf(error, target);
    }
  };
}
