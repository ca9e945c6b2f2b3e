import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AppDeps } from '../app-deps.js';
import { AppError } from '../errors/app-error.js';
import type { Scope } from './access-token.js';
import type { Actor, CaregiverActor } from './actor.js';
import { setBearerChallenge } from './auth-challenge.js';
import { verifyBearerToken } from './verified-tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the bearer hooks; undefined for anonymous calls. */
    actor: Actor | undefined;
  }
}

const BEARER = /^Bearer[ ]+([A-Za-z0-9\-._~+/]+=*)[ ]*$/i;

/**
 * The caller named by the Authorization header: `undefined` when there is no header, `null` when
 * one is present but is not a valid, unexpired bearer token of ours, or its session has ended
 * (spec 1 §7: a 401 follows).
 */
export async function readActor(
  request: FastifyRequest,
  deps: Pick<AppDeps, 'keyRing' | 'now' | 'revokedSessions'>,
): Promise<Actor | undefined | null> {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = BEARER.exec(header);
  if (!match?.[1]) return null;
  const now = deps.now();
  const verified = await verifyBearerToken(deps.keyRing, match[1], now);
  if (!verified) return null;
  const { claims, tokenId } = verified;
  if (claims.kind === 'client') {
    // Issue 41: this one token revoked (RFC 7009).
    if (await deps.revokedSessions.isRevoked([tokenId], now)) return null;
    return { kind: 'client', clientId: claims.clientId, scopes: claims.scopes };
  }
  if (claims.kind === 'staff') {
    if (!claims.scopes.includes('staff')) return null;
    // Issue 40: signed out everywhere, disabled, or this one token revoked.
    if (await deps.revokedSessions.isRevoked([claims.sessionId, tokenId], now)) return null;
    const { staffId, role, clientId, sessionId } = claims;
    return { kind: 'staff', staffId, role, clientId, sessionId };
  }
  if (!claims.scopes.includes('caregiver')) return null;
  // Issue 42 #2: logged out, or the password was reset since; issue 41: this one token revoked.
  if (await deps.revokedSessions.isRevoked([claims.sessionId, tokenId], now)) return null;
  return { kind: 'caregiver', caregiverId: claims.caregiverId, clientId: claims.clientId };
}

const unauthorized = () => new AppError('UNAUTHORIZED', 401);

/**
 * No token: 401 with the bare challenge; a token that fails: 401 invalid_token (the app refreshes
 * and retries once, spec 2 §7); a valid token of another kind: 403 insufficient_scope naming the
 * scope needed (RFC 6750 §3.1: no refresh can help).
 */
function refuse(reply: FastifyReply, actor: Actor | undefined | null, scope: Scope): AppError {
  if (actor === undefined) {
    setBearerChallenge(reply, {});
    return unauthorized();
  }
  if (actor === null) {
    setBearerChallenge(reply, { error: 'invalid_token' });
    return unauthorized();
  }
  setBearerChallenge(reply, { error: 'insufficient_scope', scope });
  return new AppError('FORBIDDEN', 403);
}

/** `/caregiver-app/*`: a caregiver's access token, else 401 or 403 (`refuse`). */
export function requireCaregiver(
  deps: Pick<AppDeps, 'keyRing' | 'now' | 'revokedSessions'>,
): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const actor = await readActor(request, deps);
    if (actor?.kind !== 'caregiver') throw refuse(reply, actor, 'caregiver');
    request.actor = actor;
  };
}

/** `/definition/*`: a client-credentials token with `scope` (spec 2 §7), else 401 or 403. */
export function requireClientScope(
  deps: Pick<AppDeps, 'keyRing' | 'now' | 'revokedSessions'>,
  scope: Scope,
): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const actor = await readActor(request, deps);
    if (actor?.kind !== 'client' || !actor.scopes.includes(scope)) {
      throw refuse(reply, actor, scope);
    }
    request.actor = actor;
  };
}

/**
 * `/graphql`: anonymous without a header (password reset), 401 with an invalid one, 403 with a
 * client's token.
 */
export function optionalCaregiver(
  deps: Pick<AppDeps, 'keyRing' | 'now' | 'revokedSessions'>,
): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const actor = await readActor(request, deps);
    // Issue 40: a staff token is no caregiver's either.
    if (actor === null || (actor !== undefined && actor.kind !== 'caregiver')) {
      throw refuse(reply, actor, 'caregiver');
    }
    request.actor = actor;
  };
}

/** For services: the caregiver calling, or UNAUTHORIZED. */
export function requireCaregiverActor(actor: Actor | undefined): CaregiverActor {
  if (actor?.kind !== 'caregiver') throw unauthorized();
  return actor;
}
