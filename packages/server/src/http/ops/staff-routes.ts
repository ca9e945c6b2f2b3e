// Issue 40: staff accounts under /ops (docs/api/staff.md): one's own account and session, and the
// admin's invitations, list, disable and enable. Routes only wire: parse, call services/staff.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { isUuid } from '../../services/ids.js';
import { OpsError } from '../../services/ops/ops-error.js';
import {
  endStaffSessions,
  getStaffMe,
  listStaff,
  requireStaffActor,
  setStaffDisabled,
} from '../../services/staff/staff-accounts.js';
import { inviteStaff } from '../../services/staff/staff-invitations.js';
import { staffInvitationBodySchema } from '../../services/staff/staff-schemas.js';
import { sendData } from '../reply.js';
import { parseOpsInput } from './ops-errors.js';
import { emptyBodySchema } from './invoice-ops-routes.js';
import { ALL_STAFF_ROLES } from './route-config.js';

const ADMIN = ['admin'] as const;
type StaffParams = { Params: { staffId: string } };

/** A plain boolean, not a type guard: the refused id is quoted in the message. */
const isId = (value: string): boolean => isUuid(value);

function staffId(value: string): string {
  if (!isId(value)) throw new OpsError('STAFF_INVALID_ID', `${value} is not a staff id.`);
  return value;
}

export function registerStaffRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/staff/me', { config: { staffRoles: ALL_STAFF_ROLES } }, async (request, reply) =>
    sendData(reply, await getStaffMe(deps, requireStaffActor(request.actor))),
  );

  app.post(
    '/staff/me/sign-out-everywhere',
    {
      config: {
        staffRoles: ALL_STAFF_ROLES,
        audit: { action: 'staff.sign-out-everywhere', recordType: 'staff' },
      },
    },
    async (request, reply) => {
      const actor = requireStaffActor(request.actor);
      parseOpsInput(emptyBodySchema, request.body);
      await endStaffSessions(deps, actor.staffId, actor.sessionId);
      return reply.code(204).send();
    },
  );

  app.get('/staff', { config: { staffRoles: ADMIN } }, async (_request, reply) =>
    sendData(reply, { staff: await listStaff(deps) }),
  );

  app.post(
    '/staff/invitations',
    { config: { staffRoles: ADMIN, audit: { action: 'staff.invite', recordType: 'staff' } } },
    async (request, reply) => {
      const input = parseOpsInput(staffInvitationBodySchema, request.body);
      return sendData(reply, await inviteStaff(deps, input), 201);
    },
  );

  for (const [verb, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post<StaffParams>(
      `/staff/:staffId/${verb}`,
      { config: { staffRoles: ADMIN, audit: { action: `staff.${verb}`, recordType: 'staff' } } },
      async (request, reply) => {
        const id = staffId(request.params.staffId);
        parseOpsInput(emptyBodySchema, request.body);
        return sendData(reply, await setStaffDisabled(deps, request.actor, id, disabled));
      },
    );
  }
}
