import type { onRequestAsyncHookHandler } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { setBearerChallenge } from '../../auth/auth-challenge.js';
import { readActor } from '../../auth/bearer.js';
import { OPS_SCOPE } from '../../auth/ops-client-file.js';
import { OpsError } from '../../services/ops/ops-error.js';

/**
 * `/ops/*`: a client-credentials token with scope ops. No or an invalid token answers 401; a
 * valid token of anyone else (a caregiver's, a definition_read client's) answers 403 (RFC 6750
 * insufficient_scope): the back office is never reachable with them.
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
    if (actor.kind !== 'client' || !actor.scopes.includes(OPS_SCOPE)) {
      setBearerChallenge(reply, { error: 'insufficient_scope', scope: OPS_SCOPE });
      throw new OpsError('FORBIDDEN', 'This token is not allowed the back office (scope ops).');
    }
    request.actor = actor;
  };
}
