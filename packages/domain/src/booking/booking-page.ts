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
 * Where `cursor` cuts `sorted` (binary search): the index of the first booking after it, or, with
 * `atToo`, of the first at or after it (what `before` keeps out).
 */
function cutAt(
  sorted: readonly { endDate: Date; bookingId: string }[],
  cursor: BookingCursor,
  atToo: boolean,
): number {
  const at = cursor.endDate.getTime();
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const { endDate, bookingId } = sorted[middle] as { endDate: Date; bookingId: string };
    const time = endDate.getTime();
    const isBefore =
      time < at ||
      (time === at && (atToo ? bookingId < cursor.bookingId : bookingId <= cursor.bookingId));
    if (isBefore) low = middle + 1;
    else high = middle;
  }
  return low;
}

export type BookingPageArgs<S extends string = string> = {
  /** The first this many of the range (forwards, from `after`). */
  first?: number | undefined;
  /** The last this many of the range (backwards, from `before`): older pages of the Past tab. */
  last?: number | undefined;
  after?: BookingCursor | undefined;
  before?: BookingCursor | undefined;
  /** Only bookings in these statuses (the undocumented ones are among the created). */
  statuses?: readonly S[] | undefined;
};

/**
 * A page of `sorted` (the diary's order: end date, then id), as Relay's cursor connections cut
 * one: the bookings after `after` and before `before`, of `statuses`, then the `first` or the
 * `last` of them, in the diary's order either way; nothing given: all of it (the same array). A
 * cursor whose booking is gone meanwhile still cuts where it stood. The cursors cut by binary
 * search before the statuses filter, so a page's cost grows with its range, not the history.
 */
export function bookingPage<T extends { endDate: Date; bookingId: string; status: string }>(
  sorted: readonly T[],
  page: BookingPageArgs<T['status']>,
): readonly T[] {
  const { first, last, after, before, statuses } = page;
  if ([first, last, after, before, statuses].every((arg) => arg === undefined)) return sorted;
  const start = after ? cutAt(sorted, after, false) : 0;
  const end = before ? cutAt(sorted, before, true) : sorted.length;
  let range = sorted.slice(start, Math.max(start, end));
  if (statuses) range = range.filter((booking) => statuses.includes(booking.status));
  if (first !== undefined) range = range.slice(0, first);
  if (last !== undefined) range = range.slice(Math.max(0, range.length - last));
  return range;
}
