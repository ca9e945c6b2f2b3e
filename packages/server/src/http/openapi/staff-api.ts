// Issue 40: the staff accounts, the audit trail and the invitation link (docs/api/staff.md).
import { z } from 'zod';
import { auditQuerySchema } from '../../services/audit/audit-trail.js';
import {
  acceptInvitationBodySchema,
  staffInvitationBodySchema,
} from '../../services/staff/staff-schemas.js';
import {
  invitationDtoSchema,
  recoveryCodesDtoSchema,
  staffDtoSchema,
  staffListEntrySchema,
} from '../ops/staff-dto-schemas.js';
import { emptyBodySchema } from '../ops/invoice-ops-routes.js';
import { opsErrorReplySchema } from '../ops/ops-dto-schemas.js';
import { file, idParam, ok, type ApiAnswer, type ApiRoute } from './api-route.js';

const tag = 'Staff';
const refused = (description: string): ApiAnswer => ({ description, schema: opsErrorReplySchema });
const COMMON = {
  400: refused('A wrong shape (`details` names every field at fault) or a malformed id'),
  401: refused('Missing or invalid token'),
  403: refused('A token of another kind, or a role the call does not allow'),
  404: refused('No such record'),
  409: refused('The record is not in a state for it'),
  413: refused('Body over the limit'),
  415: refused('A content type other than JSON'),
} satisfies Record<number, ApiAnswer>;

const auditEntrySchema = z.strictObject({
  id: z.string(),
  at: z.string(),
  actorKind: z.enum(['staff', 'client']),
  actorLabel: z.string(),
  role: z.enum(['dispatcher', 'finance', 'admin']).nullable(),
  action: z.string(),
  recordType: z.string().nullable(),
  recordId: z.string().nullable(),
  summary: z.string(),
});
const staffId = idParam('staffId', 'The staff account id (a UUID)');
const token = idParam('token', 'The invitation link’s token');
const json = (schema: z.ZodType) => ({
  schema,
  contentType: 'application/json',
  isRequired: false,
});

const INVITATION_ERRORS = {
  400: refused('A wrong shape, or STAFF_OTP_INVALID'),
  404: refused('STAFF_INVITATION_NOT_FOUND'),
  410: refused('STAFF_INVITATION_USED or STAFF_INVITATION_EXPIRED'),
  413: refused('Body over the limit'),
  415: refused('A content type other than JSON'),
} satisfies Record<number, ApiAnswer>;

export const staffApi: ApiRoute[] = [
  {
    method: 'GET',
    path: '/ops/staff/me',
    summary: 'The signed-in staff member',
    tag,
    security: 'ops',
    answers: { 200: ok('The account', staffDtoSchema), ...COMMON },
  },
  {
    method: 'POST',
    path: '/ops/staff/me/sign-out-everywhere',
    summary: 'End every session of the signed-in staff member',
    tag,
    security: 'ops',
    body: json(emptyBodySchema),
    answers: { 204: { description: 'Signed out everywhere' }, ...COMMON },
  },
  {
    method: 'GET',
    path: '/ops/staff',
    summary: 'Every staff account (admin)',
    tag,
    security: 'ops',
    answers: {
      200: ok('The accounts', z.strictObject({ staff: z.array(staffListEntrySchema) })),
      ...COMMON,
    },
  },
  {
    method: 'POST',
    path: '/ops/staff/invitations',
    summary: 'Invite a staff member: the account and a mail with a one-time link (admin)',
    tag,
    security: 'ops',
    body: json(staffInvitationBodySchema),
    answers: { 201: ok('Invited', staffDtoSchema), ...COMMON },
  },
  ...(['disable', 'enable'] as const).map((verb): ApiRoute => ({
    method: 'POST',
    path: `/ops/staff/:staffId/${verb}`,
    summary: `${verb === 'disable' ? 'Disable' : 'Enable'} a staff account (admin)`,
    tag,
    security: 'ops',
    params: staffId,
    body: json(emptyBodySchema),
    answers: { 200: ok('The account', staffListEntrySchema), ...COMMON },
  })),
  {
    method: 'GET',
    path: '/ops/audit',
    summary: 'The audit trail, newest first, filtered',
    tag,
    security: 'ops',
    query: auditQuerySchema,
    answers: {
      200: ok(
        'A page of entries',
        z.strictObject({ entries: z.array(auditEntrySchema), nextCursor: z.string().nullable() }),
      ),
      ...COMMON,
    },
  },
  {
    method: 'GET',
    path: '/ops/audit.csv',
    summary: 'The audit trail as CSV, filtered as GET /ops/audit',
    tag,
    security: 'ops',
    query: auditQuerySchema,
    answers: { 200: file('The entries (RFC 4180)', 'text/csv'), ...COMMON },
  },
  {
    method: 'GET',
    path: '/staff-invitations/:token',
    summary: 'An invitation: who it is for and the TOTP secret to set up',
    tag,
    security: 'none',
    params: token,
    answers: { 200: ok('The invitation', invitationDtoSchema), ...INVITATION_ERRORS },
  },
  {
    method: 'POST',
    path: '/staff-invitations/:token',
    summary: 'Accept an invitation: the password and a code of the authenticator',
    tag,
    security: 'none',
    params: token,
    body: json(acceptInvitationBodySchema),
    answers: {
      200: ok('The one-time recovery codes', recoveryCodesDtoSchema),
      ...INVITATION_ERRORS,
    },
  },
];
