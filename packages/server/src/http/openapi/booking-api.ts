// spec 1 §7 Booking and first-booking calls, under /caregiver-app.
import {
  bookingPageQuerySchema,
  cancelBookingBodySchema,
  confirmationStatusUpdateBodySchema,
  createBookingBodySchema,
  firstBookingDeclineBodySchema,
  fulfilBookingBodySchema,
  idempotencyKeySchema,
  imageProofBodySchema,
  updateBookingBodySchema,
} from '@careport/domain';
import { z } from 'zod';
import { requestTokenBodySchema } from '../../services/booking-images.js';
import { bookingDtoSchema, bookingIdDtoSchema, tokenIdDtoSchema } from '../dto-schemas.js';
import {
  CAREGIVER_ERRORS,
  error,
  file,
  idParam,
  JSON_BODY_ERRORS,
  ok,
  type ApiRoute,
} from './api-route.js';

const tag = 'Bookings';
const bookingId = idParam('id', 'The booking id (a UUID; else 400 BOOKING_INVALID_ID)');
const refused = {
  ...CAREGIVER_ERRORS,
  ...JSON_BODY_ERRORS,
  403: error('Not for this kind of caregiver (employees or independents, spec 1 §6)'),
  404: error('No such live booking of the caller (BOOKING_NOT_FOUND)'),
  409: error('The booking is not in a state for it (fulfilled, invoiced, overlapping…)'),
};
/** Issue 14: the documenting calls take an optional Idempotency-Key. */
const idempotencyHeaders = z.strictObject({
  'idempotency-key': idempotencyKeySchema.optional().meta({
    description:
      'A fresh key per action, the same on every retry: a retry answers the first answer',
  }),
});
const idempotencyErrors = {
  409: error('The booking is not in a state for it, or IDEMPOTENCY_KEY_REUSED / _IN_PROGRESS'),
};

const UPLOADS = [
  ['/caregiver-app/booking/upload-image/:id', 'Upload the paper proof of service'],
  [
    '/caregiver-app/booking/upload-image-cu-confirmation/:id',
    "Upload the customer's confirmation signature",
  ],
  [
    '/caregiver-app/booking/upload-image-cu-decleration/:id',
    "Upload the customer's declaration signature",
  ],
  [
    '/caregiver-app/booking/upload-image-cg-confirmation/:id',
    "Upload the caregiver's confirmation signature",
  ],
] as const;

export const bookingApi: ApiRoute[] = [
  {
    method: 'GET',
    path: '/caregiver-app/booking',
    // Without a query the whole list (spec 1 §7); issue 43: a page (domain booking-page.ts).
    summary:
      "The caller's live bookings, by end date; optionally a page (limit after a cursor, or the last before one) of some statuses",
    tag,
    security: 'caregiver',
    query: bookingPageQuerySchema,
    answers: {
      200: ok('The bookings', z.array(bookingDtoSchema)),
      ...CAREGIVER_ERRORS,
      400: error(
        'A malformed limit, cursor or status, or limit and last together (CANNOT_DESERIALIZE_REQUEST_DATA)',
      ),
    },
  },
  {
    method: 'GET',
    path: '/caregiver-app/booking/:id',
    summary: 'One booking',
    tag,
    security: 'caregiver',
    params: bookingId,
    answers: {
      200: ok('The booking', bookingDtoSchema),
      400: refused[400],
      401: refused[401],
      403: CAREGIVER_ERRORS[403],
      404: refused[404],
    },
  },
  {
    method: 'POST',
    path: '/caregiver-app/booking',
    summary: 'Create a booking',
    tag,
    security: 'caregiver',
    body: { schema: createBookingBodySchema },
    answers: {
      201: ok('The new booking', bookingDtoSchema),
      ...refused,
      404: error('No such contract of the caller (CONTRACT_NOT_FOUND)'),
      429: error('BOOKING_RATE_LIMIT: too many bookings created within the hour or the day'),
    },
  },
  {
    method: 'POST',
    path: '/caregiver-app/booking/:id',
    summary: "Change a booking's start and end",
    tag,
    security: 'caregiver',
    params: bookingId,
    body: { schema: updateBookingBodySchema },
    answers: { 200: ok('The booking', bookingDtoSchema), ...refused },
  },
  {
    method: 'POST',
    path: '/caregiver-app/booking/fulfill/:id',
    summary: 'Document (fulfil) a booking',
    tag,
    security: 'caregiver',
    params: bookingId,
    headers: idempotencyHeaders,
    body: { schema: fulfilBookingBodySchema },
    answers: {
      200: ok('The booking, FULFILLED', bookingDtoSchema),
      ...refused,
      ...idempotencyErrors,
    },
  },
  {
    method: 'POST',
    path: '/caregiver-app/booking/delete/:id',
    summary: 'Delete a booking',
    tag,
    security: 'caregiver',
    params: bookingId,
    answers: { 200: ok('Deleted', bookingIdDtoSchema), ...refused },
  },
  {
    method: 'POST',
    path: '/caregiver-app/booking/cancel/:id',
    summary: 'Cancel a booking',
    tag,
    security: 'caregiver',
    params: bookingId,
    body: { schema: cancelBookingBodySchema },
    answers: { 200: ok('Cancelled', bookingIdDtoSchema), ...refused },
  },
  ...UPLOADS.map(([path, summary]): ApiRoute => ({
    method: 'POST',
    path,
    summary,
    tag,
    security: 'caregiver',
    params: bookingId,
    headers: idempotencyHeaders,
    body: { schema: imageProofBodySchema },
    answers: {
      200: ok('Stored', bookingIdDtoSchema),
      ...refused,
      ...idempotencyErrors,
      413: error('IMAGE_TOO_LARGE, or a body over the limit'),
    },
  })),
  {
    method: 'POST',
    path: '/caregiver-app/booking/image/download/:id/request-token',
    summary:
      "A single-use, 5-minute download token for one of a booking's images: without a body (spec 1 §7) the paper proof, `kind` picks a signature",
    tag,
    security: 'caregiver',
    params: bookingId,
    body: { schema: requestTokenBodySchema, isRequired: false },
    answers: {
      200: ok('The token', tokenIdDtoSchema),
      ...refused,
      404: error('No such booking, or no such image (PERFORMANCE_DOCUMENT_NO_IMAGE_FOUND)'),
    },
  },
  {
    method: 'GET',
    path: '/caregiver-app/booking/image/download/:tokenId',
    summary: 'The image a download token opens (the token is the authorisation)',
    tag,
    security: 'downloadToken',
    params: idParam('tokenId', 'The token from request-token'),
    answers: {
      200: file('The image (PNG or JPEG) or PDF, as an attachment', 'application/octet-stream'),
      404: error('DOWNLOAD_TOKEN_INVALID: used, expired or unknown'),
    },
  },
  {
    method: 'POST',
    path: '/caregiver-app/booking/proof/download/:id/request-token',
    summary: "A download token for a documented booking's proof of service",
    tag,
    security: 'caregiver',
    params: bookingId,
    answers: {
      200: ok(
        "The token and the PDF's SHA-256",
        z.strictObject({ token_id: z.string(), sha256: z.string() }),
      ),
      ...refused,
    },
  },
  {
    method: 'GET',
    path: '/caregiver-app/booking/proof/download/:tokenId',
    summary: 'The proof of service PDF a download token opens',
    tag,
    security: 'downloadToken',
    params: idParam('tokenId', 'The token from request-token'),
    answers: {
      200: file('The PDF, inline', 'application/pdf'),
      404: error('DOWNLOAD_TOKEN_INVALID: used, expired or unknown'),
    },
  },
];

const firstBookingId = idParam('id', "The first booking's id");
const firstTag = 'First bookings';

export const firstBookingApi: ApiRoute[] = [
  {
    method: 'POST',
    path: '/caregiver-app/first-booking/confirm/:id',
    summary: 'Confirm a first booking',
    tag: firstTag,
    security: 'caregiver',
    params: firstBookingId,
    answers: { 200: ok('Confirmed', bookingIdDtoSchema), ...refused },
  },
  {
    method: 'POST',
    path: '/caregiver-app/first-booking/decline/:id',
    summary: 'Decline a first booking',
    tag: firstTag,
    security: 'caregiver',
    params: firstBookingId,
    body: { schema: firstBookingDeclineBodySchema },
    answers: {
      200: ok('Declined', z.strictObject({ booking_id: z.string(), contract_id: z.string() })),
      ...refused,
    },
  },
  {
    method: 'POST',
    path: '/caregiver-app/first-booking/update-confirmation-status/:id',
    summary: "A first booking's 'maybe': its reason and description",
    tag: firstTag,
    security: 'caregiver',
    params: firstBookingId,
    body: { schema: confirmationStatusUpdateBodySchema },
    answers: { 200: ok('Stored', bookingIdDtoSchema), ...refused },
  },
];
