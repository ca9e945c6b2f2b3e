import { z } from 'zod';
import { cleanText } from './common.js';
import { VALIDATION_INVALID_OPTION, VALIDATION_REQUIRED } from './message-keys.js';

/** Base64url as the Push API writes subscription keys (RFC 8291), at most a few hundred bytes. */
const base64UrlKey = cleanText()
  .min(1, VALIDATION_REQUIRED)
  .max(512, VALIDATION_INVALID_OPTION)
  .regex(/^[A-Za-z0-9_-]+={0,2}$/, VALIDATION_INVALID_OPTION);

/**
 * spec 2 §7 notification-token: the token is the browser's PushSubscription JSON. Only an https
 * push service is accepted: the server sends to this URL, so it must not name anything else.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: cleanText()
    .max(2048, VALIDATION_INVALID_OPTION)
    // An https URL with a host; the domain has no URL parser (no DOM, no Node), so a pattern.
    .regex(/^https:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i, VALIDATION_INVALID_OPTION),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64UrlKey, auth: base64UrlKey }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/**
 * POST /caregiver-app/notification-token and …/delete: `{token}`, the subscription (object or its
 * JSON text); our addition `language`, the app's language, which the device's notifications speak.
 */
export const notificationTokenBodySchema = z.object({
  language: z.enum(['de', 'en'], { error: VALIDATION_INVALID_OPTION }).optional(),
  token: z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, pushSubscriptionSchema),
});
