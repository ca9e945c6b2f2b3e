import { z } from 'zod';
import { cleanText, oneOf } from './common.js';
import { BOOKING_PAGE_MAX, parseBookingCursor } from '../booking/booking-page.js';
import { BOOKING_STATUSES } from '../catalogue/enums.js';
import { VALIDATION_INVALID_OPTION } from './message-keys.js';

// Issue 43: the diary page by page, so what a screen costs grows with what it shows, not with the
// history. Optional: without them GET /caregiver-app/booking and allBookings answer the whole list
// as spec 1 §7 has it, so the app works unchanged. The cursor and the paging themselves are in
// booking/booking-page.ts, without zod: the diary's screen uses them and must not bring zod along.

export const bookingCursorSchema = () =>
  cleanText()
    .max(80, VALIDATION_INVALID_OPTION)
    .refine((text) => parseBookingCursor(text) !== null, VALIDATION_INVALID_OPTION);

/** A page size: a whole number 1…BOOKING_PAGE_MAX. */
export const bookingPageSizeSchema = () =>
  z
    .number()
    .int()
    .min(1, VALIDATION_INVALID_OPTION)
    .max(BOOKING_PAGE_MAX, VALIDATION_INVALID_OPTION);

/** Only one end of a range can be counted from: Relay's `first` and `last` together are refused. */
export const oneCountOnly = (page: { first?: number | undefined; last?: number | undefined }) =>
  page.first === undefined || page.last === undefined;

/** A page size in a query text: digits. */
const pageSizeText = () =>
  cleanText()
    .regex(/^\d{1,4}$/, VALIDATION_INVALID_OPTION)
    .transform(Number)
    .pipe(bookingPageSizeSchema());

/**
 * GET /caregiver-app/booking's query: `limit` bookings after the cursor `after`, or the `last`
 * ones before `before`, of the statuses `status` (comma-separated); all optional (none: the
 * whole list). A query text, so numbers come as digits. Other parameters are ignored, as they
 * were before paging existed (a cache-busting `?_=…` keeps working).
 */
export const bookingPageQuerySchema = z
  .object({
    limit: pageSizeText().optional(),
    last: pageSizeText().optional(),
    after: bookingCursorSchema().optional(),
    before: bookingCursorSchema().optional(),
    status: cleanText()
      .max(80, VALIDATION_INVALID_OPTION)
      .transform((text) => text.split(','))
      .pipe(z.array(oneOf(BOOKING_STATUSES)).min(1, VALIDATION_INVALID_OPTION))
      .optional(),
  })
  .refine((query) => oneCountOnly({ first: query.limit, last: query.last }), {
    message: VALIDATION_INVALID_OPTION,
    path: ['last'],
  });

export type BookingPageQuery = z.output<typeof bookingPageQuerySchema>;
