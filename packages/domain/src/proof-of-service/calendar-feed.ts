/**
 * Issue 14 The calendar feed: a caregiver's subscription holds the bookings of the last 30 days
 * (a visit looked up afterwards) and the next 90 (what calendar apps show ahead), cancelled and
 * deleted ones left out, so they disappear from the subscribed calendar at its next refresh.
 */
export const CALENDAR_FEED_DAYS_BACK = 30;
export const CALENDAR_FEED_DAYS_AHEAD = 90;

const DAY_MS = 24 * 60 * 60 * 1000;

export function calendarFeedWindow(now: Date): { from: Date; to: Date } {
  return {
    from: new Date(now.getTime() - CALENDAR_FEED_DAYS_BACK * DAY_MS),
    to: new Date(now.getTime() + CALENDAR_FEED_DAYS_AHEAD * DAY_MS),
  };
}

/** The feed's secret: 32 random bytes, base64url (43 characters), so the URL is unguessable. */
export const CALENDAR_FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The event's title: the care receiver's first name only (no surname, no prices in a calendar). */
export function calendarEventTitle(careReceiverFirstName: string): string {
  return `Careport: ${careReceiverFirstName}`;
}

/** The event's place: the care receiver's address on one line. */
export function calendarEventLocation(address: {
  street: string;
  houseNumber: string | null;
  postalCode: string;
  city: string;
}): string {
  const street = [address.street, address.houseNumber].filter(Boolean).join(' ');
  return `${street}, ${address.postalCode} ${address.city}`;
}
