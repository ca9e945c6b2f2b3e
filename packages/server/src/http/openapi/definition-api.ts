// spec 2 §7, spec 1 §7: the definition calls (a client-credentials token, scope definition_read).
import { z } from 'zod';
import { definitionDtoSchema, mainServiceDtoSchema } from '../dto-schemas.js';
import { error, ok, type ApiRoute } from './api-route.js';

const definitions = (path: string, summary: string, data: z.ZodType): ApiRoute => ({
  method: 'GET',
  path,
  summary,
  tag: 'Definitions',
  security: 'definitionRead',
  answers: {
    200: ok(summary, data),
    401: error('No token, or a forged, expired or revoked one (WWW-Authenticate: Bearer)'),
    403: error('A valid token without the scope definition_read, e.g. a caregiver token'),
  },
});

export const definitionApi: ApiRoute[] = [
  definitions(
    '/definition/first-booking/decline-reasons',
    'Reasons to decline a first booking',
    z.array(definitionDtoSchema),
  ),
  definitions(
    '/definition/booking/cancellation-reasons',
    "Cancellation reasons, by party ('other' is `<party>_andere`)",
    z.strictObject({
      caregiver_cancelled_booking: z.array(definitionDtoSchema),
      customer_cancelled_booking: z.array(definitionDtoSchema),
    }),
  ),
  definitions(
    '/definition/service-request/proposal-decline-reasons',
    'Reasons to decline a proposal',
    z.array(definitionDtoSchema),
  ),
  definitions(
    '/definition/service-request/booking-services',
    'The main services and their sub-services',
    z.array(mainServiceDtoSchema),
  ),
  definitions(
    '/definition/first-booking/confirmation-status-update-reasons',
    "Reasons for a first booking's 'maybe'",
    z.array(definitionDtoSchema),
  ),
];
