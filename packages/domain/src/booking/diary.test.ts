import { describe, expect, it } from 'vitest';
import { berlinIso } from '../test/berlin.js';
import { parseBookingCursor } from './booking-page.js';
import {
  DASHBOARD_BOOKINGS_PAGE,
  DASHBOARD_UPCOMING_LIMIT,
  dashboardBookingsPage,
  groupBookingsByMonth,
  isTodayInBerlin,
  selectDashboardUpcoming,
  selectDiaryBookings,
  selectTodaysNextBooking,
  sortBookingsByEndDate,
} from './diary.js';

const now = new Date(berlinIso(2026, 3, 10, 12, 0));
const b = (id: string, startDate: string, endDate: string, status = 'CREATED') => ({
  id,
  startDate,
  endDate,
  status,
});

describe('spec 1 §2, §9 diary', () => {
  const bookings = [
    b('feb', berlinIso(2026, 2, 27, 9), berlinIso(2026, 2, 27, 10)),
    b('mar-early', berlinIso(2026, 3, 1, 9), berlinIso(2026, 3, 1, 10)),
    b('ends-now', berlinIso(2026, 3, 10, 11), berlinIso(2026, 3, 10, 12)),
    b('running', berlinIso(2026, 3, 10, 11, 30), berlinIso(2026, 3, 10, 12, 30)),
    b('apr', berlinIso(2026, 4, 2, 9), berlinIso(2026, 4, 2, 10)),
  ];

  it('spec 1 §9: bookings are sorted by end date', () => {
    const shuffled = [bookings[4], bookings[0], bookings[3], bookings[2], bookings[1]].filter(
      (x) => x !== undefined,
    );
    expect(sortBookingsByEndDate(shuffled).map((x) => x.id)).toEqual([
      'feb',
      'mar-early',
      'ends-now',
      'running',
      'apr',
    ]);
  });

  it('spec 1 §2: upcoming holds bookings not ended (a booking ending now is past)', () => {
    expect(selectDiaryBookings(bookings, 'upcoming', now).map((x) => x.id)).toEqual([
      'running',
      'apr',
    ]);
  });

  it('spec 1 §2: the past list is shown in reverse order', () => {
    expect(selectDiaryBookings(bookings, 'past', now).map((x) => x.id)).toEqual([
      'ends-now',
      'mar-early',
      'feb',
    ]);
  });

  it.each([
    [
      'upcoming',
      [
        ['2026-03', ['running']],
        ['2026-04', ['apr']],
      ],
    ],
    [
      'past',
      [
        ['2026-03', ['ends-now', 'mar-early']],
        ['2026-02', ['feb']],
      ],
    ],
  ] as const)('spec 1 §2: %s grouped by the Berlin month of the start date', (tab, expected) => {
    const groups = groupBookingsByMonth(selectDiaryBookings(bookings, tab, now));
    expect(groups.map((g) => [g.month, g.bookings.map((x) => x.id)])).toEqual(expected);
  });

  it('spec 1 §2: a booking starting 00:30 on 1 April in Berlin (22:30 UTC on 31 March) is in April', () => {
    const groups = groupBookingsByMonth([
      b('x', berlinIso(2026, 4, 1, 0, 30), berlinIso(2026, 4, 1, 1)),
    ]);
    expect(groups[0]?.month).toBe('2026-04');
  });

  it('spec 2 §2: the dashboard shows up to 7 upcoming bookings', () => {
    const many = Array.from({ length: 9 }, (_, i) =>
      b(`u${i}`, berlinIso(2026, 3, 11 + i, 9), berlinIso(2026, 3, 11 + i, 10)),
    );
    expect(DASHBOARD_UPCOMING_LIMIT).toBe(7);
    expect(selectDashboardUpcoming(many, now).map((x) => x.id)).toEqual([
      'u0',
      'u1',
      'u2',
      'u3',
      'u4',
      'u5',
      'u6',
    ]);
  });

  it.each([
    [berlinIso(2026, 3, 10, 0, 0), true],
    [berlinIso(2026, 3, 10, 23, 59), true],
    [berlinIso(2026, 3, 9, 23, 59), false],
    [berlinIso(2026, 3, 11, 0, 0), false],
  ])("spec 1 §2: 'today' is the Berlin calendar day (%s → %s)", (date, expected) => {
    expect(isTodayInBerlin(date, now)).toBe(expected);
  });

  it.each([
    [
      'the earliest today not yet ended',
      [
        b('done-early', berlinIso(2026, 3, 10, 8), berlinIso(2026, 3, 10, 9), 'FULFILLED'),
        b('ended', berlinIso(2026, 3, 10, 9), berlinIso(2026, 3, 10, 10)),
        b('later', berlinIso(2026, 3, 10, 15), berlinIso(2026, 3, 10, 16)),
        b('next', berlinIso(2026, 3, 10, 13), berlinIso(2026, 3, 10, 14)),
      ],
      'next',
    ],
    [
      'the latest ended one when all have ended',
      [
        b('first', berlinIso(2026, 3, 10, 8), berlinIso(2026, 3, 10, 9)),
        b('second', berlinIso(2026, 3, 10, 10), berlinIso(2026, 3, 10, 11)),
      ],
      'second',
    ],
    [
      'none tomorrow counts',
      [b('tomorrow', berlinIso(2026, 3, 11, 8), berlinIso(2026, 3, 11, 9))],
      null,
    ],
  ])("spec 2 §2: today's next appointment is %s", (_name, list, expected) => {
    expect(selectTodaysNextBooking(list, now)?.id ?? null).toBe(expected);
  });
});

describe('issue 43: the dashboard asks for the bookings from the start of today on', () => {
  it('starts behind every booking that ended before midnight in Berlin, in summer and winter', () => {
    expect(dashboardBookingsPage(new Date('2026-07-14T21:59:00Z'))).toEqual({
      first: DASHBOARD_BOOKINGS_PAGE,
      after: '2026-07-13T22:00:00.000Z_00000000-0000-0000-0000-000000000000',
    });
    // 23:30 in Berlin on 1 December is still 1 December; the next minute after midnight is not.
    expect(dashboardBookingsPage(new Date('2026-12-01T22:30:00Z')).after).toBe(
      '2026-11-30T23:00:00.000Z_00000000-0000-0000-0000-000000000000',
    );
    expect(dashboardBookingsPage(new Date('2026-12-01T23:01:00Z')).after).toBe(
      '2026-12-01T23:00:00.000Z_00000000-0000-0000-0000-000000000000',
    );
  });

  it('is a cursor the server accepts', () => {
    expect(parseBookingCursor(dashboardBookingsPage(new Date()).after)).not.toBeNull();
  });
});
