import { describe, expect, it } from 'vitest';
import { bookingPage, parseBookingCursor } from './booking-page.js';
import { diaryWindowCursor } from './diary-window.js';

describe('the diary window (issue 43)', () => {
  it('starts at the Berlin month twelve months back, the same all month', () => {
    // 1 December 2026, 00:30 in Berlin is still 30 November in UTC.
    expect(diaryWindowCursor(new Date('2026-11-30T23:30:00.000Z'))).toBe(
      '2025-11-30T23:00:00.000Z_00000000-0000-0000-0000-000000000000',
    );
    expect(diaryWindowCursor(new Date('2026-12-31T20:00:00.000Z'))).toBe(
      diaryWindowCursor(new Date('2026-11-30T23:30:00.000Z')),
    );
    // Summer time: the month starts at 22:00 UTC.
    expect(diaryWindowCursor(new Date('2027-07-15T10:00:00.000Z'))).toBe(
      '2026-06-30T22:00:00.000Z_00000000-0000-0000-0000-000000000000',
    );
  });

  it('parts the diary in two: what ends from the month on, and what ended before it', () => {
    const cursor = parseBookingCursor(diaryWindowCursor(new Date('2026-12-04T10:00:00.000Z')))!;
    const at = (end: string, n: number) => ({
      endDate: new Date(end),
      bookingId: `00000000-0000-4000-8000-00000000000${n}`,
      status: 'CREATED',
    });
    const diary = [
      at('2025-11-30T22:59:59.999Z', 1),
      at('2025-11-30T23:00:00.000Z', 2),
      at('2026-12-05T10:00:00.000Z', 3),
    ];
    expect(bookingPage(diary, { after: cursor })).toEqual(diary.slice(1));
    expect(bookingPage(diary, { before: cursor })).toEqual(diary.slice(0, 1));
  });
});
