import { describe, expect, it } from 'vitest';
import { BOOKING_PAGE_MAX } from '../booking/booking-page.js';
import { bookingPageQuerySchema } from './booking-page.js';

describe('the booking page query (issue 43)', () => {
  it('validates the REST query: limit 1…max as digits, a cursor; ignores the rest', () => {
    expect(bookingPageQuerySchema.parse({ limit: '20' })).toEqual({ limit: 20 });
    expect(bookingPageQuerySchema.parse({})).toEqual({});
    expect(bookingPageQuerySchema.parse({ _: '123' })).toEqual({});
    expect(bookingPageQuerySchema.parse({ last: '5', status: 'CREATED,CONFIRMED' })).toEqual({
      last: 5,
      status: ['CREATED', 'CONFIRMED'],
    });
    for (const bad of [
      { limit: '0' },
      { limit: String(BOOKING_PAGE_MAX + 1) },
      { limit: '1.5' },
      { limit: '-1' },
      { limit: '' },
      { after: 'x' },
      { limit: ['1', '2'] },
      { last: '0' },
      { before: 'x' },
      { limit: '5', last: '5' },
      { status: '' },
      { status: 'CREATED,' },
      { status: 'created' },
      { status: 'DELETED' },
    ]) {
      expect(bookingPageQuerySchema.safeParse(bad).success).toBe(false);
    }
  });
});
