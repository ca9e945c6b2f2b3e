// spec 1 §7, spec 2 §7 and our additions: the caregiver's other calls, under /caregiver-app.
import {
  notificationTokenBodySchema,
  profileImageRequestSchema,
  profileImageUploadSchema,
  proposalDeclineBodySchema,
  signedInCopyQuerySchema,
} from '@careport/domain';
import { z } from 'zod';
import { contractDtoSchema, meDtoSchema, proposalDtoSchema } from '../dto-schemas.js';
import {
  CAREGIVER_ERRORS,
  error,
  file,
  idParam,
  JSON_BODY_ERRORS,
  ok,
  type ApiRoute,
} from './api-route.js';

const contracts: ApiRoute[] = [
  {
    method: 'GET',
    path: '/caregiver-app/contract-aggregate',
    summary: "All of the caller's contracts, by care receiver name",
    tag: 'Contracts',
    security: 'caregiver',
    answers: { 200: ok('The contracts', z.array(contractDtoSchema)), ...CAREGIVER_ERRORS },
  },
  {
    method: 'GET',
    path: '/caregiver-app/contract-aggregate/:id',
    summary: 'One contract',
    tag: 'Contracts',
    security: 'caregiver',
    params: idParam('id', 'The contract id (a UUID; else 400 CONTRACT_INVALID_ID)'),
    answers: {
      200: ok('The contract', contractDtoSchema),
      400: error('CONTRACT_INVALID_ID'),
      ...CAREGIVER_ERRORS,
      404: error('CONTRACT_NOT_FOUND, also for another caregiver’s id'),
    },
  },
];

const serviceRequestId = idParam('id', "The service request's id (one proposal per caregiver)");
const proposals: ApiRoute[] = [
  {
    method: 'GET',
    path: '/caregiver-app/proposal',
    summary: "The caller's open proposals, soonest expiry first",
    tag: 'Proposals',
    security: 'caregiver',
    answers: { 200: ok('The proposals', z.array(proposalDtoSchema)), ...CAREGIVER_ERRORS },
  },
  {
    method: 'POST',
    path: '/caregiver-app/proposal/:id/accept',
    summary: 'Accept a proposal',
    tag: 'Proposals',
    security: 'caregiver',
    params: serviceRequestId,
    answers: {
      200: ok('The proposal, ACCEPTED', proposalDtoSchema),
      400: error('PROPOSAL_INVALID_SERVICE_REQUEST_ID'),
      ...CAREGIVER_ERRORS,
      404: error('PROPOSAL_NOT_FOUND'),
      409: error('PROPOSAL_ALREADY_ACCEPTED'),
    },
  },
  {
    method: 'POST',
    path: '/caregiver-app/proposal/:id/decline',
    summary: 'Decline a proposal, with reasons and an optional counter-proposal',
    tag: 'Proposals',
    security: 'caregiver',
    params: serviceRequestId,
    body: { schema: proposalDeclineBodySchema },
    answers: {
      200: ok(
        'Declined',
        z.strictObject({ service_request_id: z.string(), status: z.literal('DECLINED') }),
      ),
      ...JSON_BODY_ERRORS,
      ...CAREGIVER_ERRORS,
      403: error('Employees may not decline'),
      404: error('PROPOSAL_NOT_FOUND'),
      409: error('PROPOSAL_ALREADY_ACCEPTED'),
    },
  },
];

const account: ApiRoute[] = [
  {
    method: 'GET',
    path: '/caregiver-app/me',
    summary: "The caller's profile",
    tag: 'Account',
    security: 'caregiver',
    answers: { 200: ok('The profile', meDtoSchema), ...CAREGIVER_ERRORS },
  },
  {
    method: 'PUT',
    path: '/caregiver-app/me/profile-image',
    summary: 'A new profile picture (PNG or JPEG, at most 5 MB, as a data URL or bare base64)',
    tag: 'Account',
    security: 'caregiver',
    body: { schema: profileImageUploadSchema },
    answers: {
      200: ok('The profile, with the new profile_image_hash', meDtoSchema),
      ...JSON_BODY_ERRORS,
      ...CAREGIVER_ERRORS,
      413: error('IMAGE_TOO_LARGE, or a body over the limit'),
    },
  },
  {
    method: 'GET',
    path: '/caregiver-app/profile-image/:hash',
    summary: 'A profile picture at one width (no bearer: the hash is its name)',
    tag: 'Account',
    security: 'none',
    params: profileImageRequestSchema.pick({ hash: true }),
    query: profileImageRequestSchema.pick({ width: true }),
    answers: {
      200: file('The picture as JPEG, cacheable for a year', 'image/jpeg'),
      400: error('A width outside the set or a malformed hash (`details`)'),
      404: error('No picture under this hash'),
    },
  },
  {
    method: 'POST',
    path: '/caregiver-app/notification-token',
    summary: "Register this device's Web Push subscription",
    tag: 'Notifications',
    security: 'caregiver',
    body: { schema: notificationTokenBodySchema },
    answers: {
      200: ok('Registered', z.strictObject({ registered: z.literal(true) })),
      ...JSON_BODY_ERRORS,
      ...CAREGIVER_ERRORS,
      409: error('PUSH_SUBSCRIPTION_TAKEN: another caregiver holds this subscription'),
    },
  },
  {
    method: 'POST',
    path: '/caregiver-app/notification-token/delete',
    summary: "Remove this device's subscription (the same answer when there is none)",
    tag: 'Notifications',
    security: 'caregiver',
    body: { schema: notificationTokenBodySchema },
    answers: {
      200: ok('Deleted', z.strictObject({ deleted: z.literal(true) })),
      ...JSON_BODY_ERRORS,
      ...CAREGIVER_ERRORS,
    },
  },
  {
    method: 'GET',
    path: '/caregiver-app/calendar-feed',
    summary: 'Whether the caller has a calendar link (its secret is never shown again)',
    tag: 'Calendar',
    security: 'caregiver',
    answers: {
      200: ok(
        'The status',
        z.strictObject({ active: z.boolean(), created_at: z.iso.datetime().nullable() }),
      ),
      ...CAREGIVER_ERRORS,
    },
  },
  {
    method: 'POST',
    path: '/caregiver-app/calendar-feed',
    summary: 'A new calendar link; the old one stops working at once',
    tag: 'Calendar',
    security: 'caregiver',
    answers: {
      201: ok('The link', z.strictObject({ url: z.url(), created_at: z.iso.datetime() })),
      ...CAREGIVER_ERRORS,
    },
  },
  {
    method: 'GET',
    path: '/calendar/:file',
    summary: "A caregiver's bookings as iCalendar (the secret in the name is the authorisation)",
    tag: 'Calendar',
    security: 'none',
    params: idParam('file', '`<secret>.ics`'),
    answers: {
      200: file('The feed', 'text/calendar'),
      404: error('Unknown or replaced secret'),
      429: error('Too many failed secrets from this address, or fetches of this feed'),
    },
  },
  {
    method: 'GET',
    path: '/caregiver-app/first-screen',
    summary: "The diary rendered as HTML for the page's own script (issue 16)",
    tag: 'Account',
    security: 'caregiver',
    query: signedInCopyQuerySchema,
    answers: {
      200: ok(
        'The markup and the app-cache answers it was rendered from',
        z.strictObject({
          html: z.string(),
          first_answers: z.unknown().meta({ description: "The app's own query-cache shape" }),
        }),
      ),
      400: error('A query parameter unknown or out of its set'),
      ...CAREGIVER_ERRORS,
      404: error('The build has no renderer'),
      429: error(
        'Distinct renders under way at the bound, none kept for this caregiver: start the app without the copy',
      ),
    },
  },
];

export const caregiverApi: ApiRoute[] = [...contracts, ...proposals, ...account];
