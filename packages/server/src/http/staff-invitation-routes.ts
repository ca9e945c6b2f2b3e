// Issue 40: the invitation link's calls, without a bearer token: the link's token is the
// authorisation (docs/api/staff.md). Answered in the back office's error shape.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.js';
import { OpsError } from '../services/ops/ops-error.js';
import { acceptInvitation, showInvitation } from '../services/staff/staff-invitations.js';
import {
  acceptInvitationBodySchema,
  invitationTokenSchema,
} from '../services/staff/staff-schemas.js';
import { answerOpsError, parseOpsInput } from './ops/ops-errors.js';
import { sendData } from './reply.js';
import { refuseTextBodies } from './json-bodies-only.js';

type TokenParams = { Params: { token: string } };

function invitationToken(value: string): string {
  if (!invitationTokenSchema.safeParse(value).success) {
    throw new OpsError('STAFF_INVITATION_NOT_FOUND', 'There is no such invitation.');
  }
  return value;
}

/** Register with the prefix /staff-invitations, in a scope of its own. */
export function registerStaffInvitationRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.setErrorHandler(answerOpsError);
  refuseTextBodies(app);
  app.addHook('onSend', async (_request, reply, payload) => {
    // The answers carry the TOTP secret and the recovery codes.
    void reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get<TokenParams>('/:token', async (request, reply) =>
    sendData(reply, await showInvitation(deps, invitationToken(request.params.token))),
  );

  app.post<TokenParams>('/:token', async (request, reply) => {
    const token = invitationToken(request.params.token);
    const input = parseOpsInput(acceptInvitationBodySchema, request.body);
    return sendData(reply, await acceptInvitation(deps, token, input));
  });
}
