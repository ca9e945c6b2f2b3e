import { describe, expect, it } from 'vitest';
import {
  bookingCursorOf,
  bookingPage,
  compareDiaryOrder,
  parseBookingCursor,
} from './booking-page.js';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const booking = (n: number, end: string, status = 'FULFILLED') => ({
  bookingId: id(n),
  endDate: new Date(end),
  status,
});
// The diary's order: end date, then id (two share an end).
const diary = [
  booking(3, '2026-01-01T10:00:00.000Z'),
  booking(1, '2026-01-02T10:00:00.000Z', 'CREATED'),
  booking(2, '2026-01-02T10:00:00.000Z'),
  booking(4, '2026-01-03T10:00:00.000Z'),
];

describe('booking pages (issue 43)', () => {
  it('answers the whole list, the same array, without paging', () => {
    expect(bookingPage(diary, {})).toBe(diary);
  });

  it('walks the list page by page from the last booking of each page', () => {
    const first = bookingPage(diary, { first: 2 });
    expect(first.map((b) => b.bookingId)).toEqual([id(3), id(1)]);
    const after = parseBookingCursor(bookingCursorOf(first.at(-1)!))!;
    expect(bookingPage(diary, { first: 2, after }).map((b) => b.bookingId)).toEqual([id(2), id(4)]);
    const last = parseBookingCursor(bookingCursorOf(diary[3]!))!;
    expect(bookingPage(diary, { first: 2, after: last })).toEqual([]);
  });

  it('walks back from a cursor the last few at a time, each page in the diary order', () => {
    const before = parseBookingCursor(bookingCursorOf(diary[3]!))!;
    const newest = bookingPage(diary, { last: 2, before });
    expect(newest.map((b) => b.bookingId)).toEqual([id(1), id(2)]);
    const older = parseBookingCursor(bookingCursorOf(newest[0]!))!;
    expect(bookingPage(diary, { last: 2, before: older }).map((b) => b.bookingId)).toEqual([id(3)]);
    expect(
      bookingPage(diary, { last: 2, before: parseBookingCursor(bookingCursorOf(diary[0]!))! }),
    ).toEqual([]);
  });

  it('cuts a range between two cursors, and none when they cross', () => {
    const after = parseBookingCursor(bookingCursorOf(diary[0]!))!;
    const before = parseBookingCursor(bookingCursorOf(diary[3]!))!;
    expect(bookingPage(diary, { after, before }).map((b) => b.bookingId)).toEqual([id(1), id(2)]);
    expect(bookingPage(diary, { after: before, before: after })).toEqual([]);
  });

  it('keeps only the statuses asked for, then counts the page', () => {
    expect(bookingPage(diary, { statuses: ['CREATED'] }).map((b) => b.bookingId)).toEqual([id(1)]);
    expect(
      bookingPage(diary, { statuses: ['FULFILLED'], last: 1 }).map((b) => b.bookingId),
    ).toEqual([id(4)]);
    expect(bookingPage(diary, { statuses: ['INVOICED'] })).toEqual([]);
  });

  it('sorts a merged list into the same order', () => {
    expect([...diary].reverse().sort(compareDiaryOrder)).toEqual(diary);
  });

  it('continues where a removed booking stood', () => {
    const gone = { endDate: new Date('2026-01-02T10:00:00.000Z'), bookingId: id(0) };
    expect(bookingPage(diary, { after: gone }).map((b) => b.bookingId)).toEqual([
      id(1),
      id(2),
      id(4),
    ]);
    expect(bookingPage(diary, { before: gone }).map((b) => b.bookingId)).toEqual([id(3)]);
  });

  it('reads cursors and refuses malformed ones', () => {
    expect(parseBookingCursor(`2026-01-02T10:00:00.000Z_${id(1).toUpperCase()}`)).toEqual({
      endDate: new Date('2026-01-02T10:00:00.000Z'),
      bookingId: id(1),
    });
    for (const bad of [
      '',
      id(1),
      `2026-02-30T10:00:00.000Z_${id(1)}`,
      `2026-01-02T10:00:00Z_${id(1)}`,
      `2026-01-02T10:00:00.000Z_${id(1)}\n`,
      `2026-01-02T10:00:00.000Z_not-a-uuid`,
    ]) {
      expect(parseBookingCursor(bad)).toBeNull();
    }
  });
});
