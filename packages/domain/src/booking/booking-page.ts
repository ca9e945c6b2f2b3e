// Issue 43: the diary page by page (a cursor in its order), without zod: the diary's first screen
// imports these, and a schema built at a module's top level would bring all of zod with them
// (64 KB of the diary's chunk). The query's schemas are in validation/booking-page.ts.

/** The most bookings one page may hold (a two-year diary is ~1 000). */
export const BOOKING_PAGE_MAX = 500;

/**
 * A position in the diary's order (spec 1 §9: by end date, then id): the last booking of the
 * previous page, written `<end date, ISO-8601 UTC>_<booking id>` (the client has both).
 */
const CURSOR =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12})$/i;

export type BookingCursor = { endDate: Date; bookingId: string };

/** The cursor text after a booking: what `after` takes to continue behind it. */
export function bookingCursorOf(booking: { endDate: Date; bookingId: string }): string {
  return `${booking.endDate.toISOString()}_${booking.bookingId}`;
}

/** The cursor a text names, or null when it is none (a malformed or impossible date). */
export function parseBookingCursor(text: string): BookingCursor | null {
  const match = CURSOR.exec(text);
  if (!match?.[1] || !match[2]) return null;
  const endDate = new Date(match[1]);
  // An impossible date (2026-02-30) parses to another day or none: not a cursor.
  if (Number.isNaN(endDate.getTime()) || endDate.toISOString() !== match[1]) return null;
  // Ids are compared as PostgreSQL orders uuids: lower-case hex.
  return { endDate, bookingId: match[2].toLowerCase() };
}

/**
 * The diary's order (spec 1 §9: by end date, then id as PostgreSQL orders uuids), for a list
 * merged in memory (issue 43: the cached diary taking in the rows changed since).
 */
export function compareDiaryOrder(
  a: { endDate: Date; bookingId: string },
  b: { endDate: Date; bookingId: string },
): number {
  const byEnd = a.endDate.getTime() - b.endDate.getTime();
  if (byEnd !== 0) return byEnd;
  return a.bookingId < b.bookingId ? -1 : a.bookingId > b.bookingId ? 1 : 0;
}

/**
 * The page of `sorted` (the diary's order: end date, then id) after `after`, at most `limit`
 * long; both absent: all of it (the same array). A cursor whose booking is gone meanwhile still
 * continues where it stood.
 */
export function bookingPage<T extends { endDate: Date; bookingId: string }>(
  sorted: readonly T[],
  page: { limit?: number | undefined; after?: BookingCursor | undefined },
): readonly T[] {
  if (page.limit === undefined && page.after === undefined) return sorted;
  let start = 0;
  if (page.after) {
    const { endDate, bookingId } = page.after;
    const at = endDate.getTime();
    // The first booking strictly after the cursor (binary search: the list is sorted).
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const booking = sorted[middle] as T;
      const time = booking.endDate.getTime();
      if (time < at || (time === at && booking.bookingId <= bookingId)) low = middle + 1;
      else high = middle;
    }
    start = low;
  }
  return sorted.slice(start, page.limit === undefined ? undefined : start + page.limit);
}
