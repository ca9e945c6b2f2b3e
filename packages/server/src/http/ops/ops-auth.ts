import type { onRequestAsyncHookHandler } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { setBearerChallenge } from '../../auth/auth-challenge.js';
import { readActor } from '../../auth/bearer.js';
import { OPS_SCOPE } from '../../auth/ops-client-file.js';
import { OpsError } from '../../services/ops/ops-error.js';
import './route-config.js';

/**
 * `/ops/*`: the machine client (client credentials, scope ops) on every route, or (issue 40) a
 * staff member whose role the route lists in `config.staffRoles` (route-config.ts). No or an
 * invalid token answers 401; a caregiver's or a definition_read client's token, or a staff
 * member's on a route not of their role, answers 403.
 */
export function requireOpsClient(
  deps: Pick<AppDeps, 'keyRing' | 'now' | 'revokedSessions'>,
): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const actor = await readActor(request, deps);
    if (!actor) {
      setBearerChallenge(reply, actor === null ? { error: 'invalid_token' } : {});
      throw new OpsError(
        'UNAUTHORIZED',
        'A back-office access token is needed (POST /auth/token, grant_type=client_credentials, scope=ops).',
      );
    }
    if (actor.kind === 'staff') {
      const allowed = request.routeOptions.config.staffRoles ?? [];
      if (!allowed.includes(actor.role)) {
        throw new OpsError('FORBIDDEN', `The role ${actor.role} may not make this call.`);
      }
      request.actor = actor;
      return;
    }
    if (actor.kind !== 'client' || !actor.scopes.includes(OPS_SCOPE)) {
      setBearerChallenge(reply, { error: 'insufficient_scope', scope: OPS_SCOPE });
      throw new OpsError('FORBIDDEN', 'This token is not allowed the back office (scope ops).');
    }
    request.actor = actor;
  };
}
