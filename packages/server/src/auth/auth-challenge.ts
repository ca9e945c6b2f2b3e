import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Scope } from './access-token.js';

// RFC 9110 §15.5.2: every 401 names how to authenticate. RFC 6750 §3: the bearer routes say
// `Bearer`, with an error code once a token was sent; RFC 6749 §5.2: the token endpoint says
// `Basic`, the scheme its clients authenticate with.

const REALM = 'careport';

export type BearerChallenge =
  | { error?: undefined }
  | { error: 'invalid_token' }
  | { error: 'insufficient_scope'; scope: Scope };

const DESCRIPTIONS = {
  invalid_token: 'The access token is invalid, expired or revoked',
  insufficient_scope: 'This token is not allowed this call',
} as const;

/** The `WWW-Authenticate` value for `challenge` (its texts are plain ASCII without quotes). */
export function bearerChallenge(challenge: BearerChallenge): string {
  if (challenge.error === undefined) return `Bearer realm="${REALM}"`;
  const base = `Bearer realm="${REALM}", error="${challenge.error}", error_description="${DESCRIPTIONS[challenge.error]}"`;
  return challenge.error === 'insufficient_scope' ? `${base}, scope="${challenge.scope}"` : base;
}

export const BASIC_CHALLENGE = `Basic realm="${REALM}"`;

export function setBearerChallenge(reply: FastifyReply, challenge: BearerChallenge): void {
  void reply.header('www-authenticate', bearerChallenge(challenge));
}

/**
 * A 401 that no hook explained (a service finding the token's caregiver gone, a framework error)
 * still carries a challenge: invalid_token when a credential was sent, else the bare one.
 */
export function registerAuthChallengeFallback(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 401 && !reply.hasHeader('www-authenticate')) {
      const hasCredential = request.headers.authorization !== undefined;
      setBearerChallenge(reply, hasCredential ? { error: 'invalid_token' } : {});
    }
    return payload;
  });
}
