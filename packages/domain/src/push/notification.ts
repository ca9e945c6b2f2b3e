/**
 * spec 2 §2 push notifications: the types the app knows and the page each opens. A payload carries
 * only what the notification shows and the id it opens (issue 13: it passes through the browser
 * vendor's push service, so no health data).
 */
export const NOTIFICATION_TYPES = [
  'new_proposal',
  'contract_was_created',
  'document_booking',
  // Issue 40: the provider planned, moved or cancelled an employee's visit (opens the booking).
  'booking_planned',
  // Issue 40: a planned visit was cancelled; it left the diary, so the diary opens.
  'booking_cancelled',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export type PushPayload = { type: NotificationType; id: string; title: string; body: string };

export const isNotificationType = (value: unknown): value is NotificationType =>
  typeof value === 'string' && (NOTIFICATION_TYPES as readonly string[]).includes(value);

/** The app's path a notification opens; undefined for a type this app version does not know. */
export function notificationPath(type: unknown, id: unknown): string | undefined {
  if (!isNotificationType(type) || typeof id !== 'string' || id === '') return undefined;
  const safeId = encodeURIComponent(id);
  switch (type) {
    case 'new_proposal':
      return `/customers/proposals/${safeId}`;
    case 'contract_was_created':
      return `/customers/${safeId}`;
    case 'document_booking':
    case 'booking_planned':
      return `/bookings/${safeId}`;
    case 'booking_cancelled':
      return '/bookings';
  }
}
