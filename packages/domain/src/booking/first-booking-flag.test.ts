import { describe, expect, it } from 'vitest';
import { isFirstBookingOf, markFirstBookings } from './first-booking-flag.js';

const booking = (bookingId: string, contractId: string, startDate: string) => ({
  bookingId,
  contractId,
  startDate,
});

describe('spec 1 §3: isFirstBooking is the earliest booking by start date of a contract', () => {
  it.each([
    {
      name: 'earliest start wins regardless of order',
      bookings: [
        booking('b2', 'c1', '2026-03-02T09:00:00Z'),
        booking('b1', 'c1', '2026-03-01T09:00:00Z'),
      ],
      first: ['b1'],
    },
    {
      name: 'one first booking per contract',
      bookings: [
        booking('b1', 'c1', '2026-03-01T09:00:00Z'),
        booking('b2', 'c2', '2026-03-05T09:00:00Z'),
        booking('b3', 'c2', '2026-03-04T09:00:00Z'),
      ],
      first: ['b1', 'b3'],
    },
    {
      name: 'a start one millisecond earlier wins',
      bookings: [
        booking('b1', 'c1', '2026-03-01T09:00:00.001Z'),
        booking('b2', 'c1', '2026-03-01T09:00:00.000Z'),
      ],
      first: ['b2'],
    },
    {
      name: 'equal starts are decided by bookingId, whatever the order',
      bookings: [
        booking('b9', 'c1', '2026-03-01T09:00:00Z'),
        booking('b1', 'c1', '2026-03-01T09:00:00Z'),
      ],
      first: ['b1'],
    },
  ])('$name', ({ bookings, first }) => {
    const marked = markFirstBookings(bookings);
    expect(marked.filter((b) => b.isFirstBooking).map((b) => b.bookingId)).toEqual(first);
    for (const b of bookings) {
      expect(isFirstBookingOf(b, bookings)).toBe(first.includes(b.bookingId));
    }
  });

  it('is recomputed: after the earliest is removed, the next becomes first', () => {
    const bookings = [
      booking('b1', 'c1', '2026-03-01T09:00:00Z'),
      booking('b2', 'c1', '2026-03-08T09:00:00Z'),
    ];
    expect(markFirstBookings(bookings.slice(1))[0]?.isFirstBooking).toBe(true);
  });
});
