// Issue 40: the planning of employees' visits and the staff console's reads, under /ops.
import type { z } from 'zod';
import {
  candidatesQuerySchema,
  listAnswersQuerySchema,
  searchCaregiversQuerySchema,
} from '../../services/ops/console/console-schemas.js';
import {
  cancelPlannedBookingBodySchema,
  moveBookingBodySchema,
  planBookingsBodySchema,
  weekQuerySchema,
} from '../../services/ops/planning/planning-schemas.js';
import {
  answersListSchema,
  bookingCancelledSchema,
  bookingMovedSchema,
  bookingsPlannedSchema,
  candidatesSchema,
  caregiverDetailSchema,
  caregiverListSchema,
  weekViewSchema,
} from './console-dto-schemas.js';
import { opsErrorReplySchema } from '../ops/ops-dto-schemas.js';
import { idParam, ok, type ApiAnswer, type ApiRoute } from './api-route.js';

const tag = 'Back office: planning and console';
const refused = (description: string): ApiAnswer => ({ description, schema: opsErrorReplySchema });
const COMMON = {
  400: refused('A wrong shape (`details` names every field at fault) or a malformed id'),
  401: refused('Missing or invalid back-office token'),
  403: refused('A token without the back-office scope, or a staff role not allowed'),
  404: refused('No such record'),
  409: refused('A booking rule refused it (the code says which; nothing was changed)'),
} satisfies Record<number, ApiAnswer>;
const BODY_ERRORS: Record<number, ApiAnswer> = {
  413: refused('Body over the limit'),
  415: refused('A content type other than JSON'),
};

const route = (
  method: ApiRoute['method'],
  path: string,
  summary: string,
  status: number,
  data: z.ZodType,
  parts: Pick<ApiRoute, 'params' | 'query'> & { body?: z.ZodType } = {},
): ApiRoute => ({
  method,
  path,
  summary,
  tag,
  security: 'ops',
  ...(parts.params ? { params: parts.params } : {}),
  ...(parts.query ? { query: parts.query } : {}),
  ...(parts.body
    ? { body: { schema: parts.body, contentType: 'application/json', isRequired: true } }
    : {}),
  answers: {
    [status]: ok(summary, data),
    ...COMMON,
    ...(method === 'GET' ? {} : BODY_ERRORS),
  },
});

const bookingId = idParam('bookingId', 'The booking id (a UUID)');
// A plain object: a query's numbers arrive as text and are coerced (the schema's input differs).
const query = (schema: z.ZodType) => schema as z.ZodObject;

export const consoleApi: ApiRoute[] = [
  route(
    'GET',
    '/ops/caregivers',
    'Caregivers by name, filtered, a page at a time',
    200,
    caregiverListSchema,
    {
      query: query(searchCaregiversQuerySchema),
    },
  ),
  route(
    'GET',
    '/ops/caregivers/:caregiverId',
    'One caregiver with contracts, absences, availability and devices',
    200,
    caregiverDetailSchema,
    {
      params: idParam('caregiverId', 'The caregiver id (a UUID)'),
    },
  ),
  route(
    'GET',
    '/ops/planning/caregivers/:caregiverId/week',
    "An employee's week of visits",
    200,
    weekViewSchema,
    {
      params: idParam('caregiverId', 'The caregiver id (a UUID)'),
      query: weekQuerySchema,
    },
  ),
  route(
    'GET',
    '/ops/planning/contracts/:contractId/week',
    "A customer's week of visits (one contract)",
    200,
    weekViewSchema,
    {
      params: idParam('contractId', 'The contract id (a UUID)'),
      query: weekQuerySchema,
    },
  ),
  route(
    'POST',
    '/ops/planning/bookings',
    "Plan an employee's visit, or a weekly series (all or nothing)",
    201,
    bookingsPlannedSchema,
    {
      body: planBookingsBodySchema,
    },
  ),
  route(
    'PATCH',
    '/ops/planning/bookings/:bookingId',
    "Move an employee's visit",
    200,
    bookingMovedSchema,
    {
      params: bookingId,
      body: moveBookingBodySchema,
    },
  ),
  route(
    'POST',
    '/ops/planning/bookings/:bookingId/cancel',
    "Cancel an employee's visit, with the reason",
    200,
    bookingCancelledSchema,
    {
      params: bookingId,
      body: cancelPlannedBookingBodySchema,
    },
  ),
  route(
    'GET',
    '/ops/service-requests/:serviceRequestId/candidates',
    'Caregivers to propose a service request to, best first',
    200,
    candidatesSchema,
    {
      params: idParam('serviceRequestId', 'The service request id (a UUID)'),
      query: query(candidatesQuerySchema),
    },
  ),
  route(
    'GET',
    '/ops/answers',
    'What caregivers and customers answered, newest first',
    200,
    answersListSchema,
    {
      query: query(listAnswersQuerySchema),
    },
  ),
];
