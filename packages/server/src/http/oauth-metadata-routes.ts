import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.js';

// Issue 41: what other software needs to find and check us. RFC 8414 authorization server
// metadata and the access tokens' public keys (RFC 7517), both public and the same for everyone.

export const METADATA_PATH = '/.well-known/oauth-authorization-server';
export const JWKS_PATH = '/.well-known/jwks.json';

/** Short, so a rotation's new key reaches a verifier soon; jose refetches on an unknown kid. */
const PUBLIC_CACHE = 'public, max-age=300';

/** RFC 8414 §2; the values are what /auth/token and /auth/revoke accept (docs/api/rest.md). */
function metadataFor(issuer: string) {
  return {
    issuer,
    token_endpoint: `${issuer}/auth/token`,
    revocation_endpoint: `${issuer}/auth/revoke`,
    jwks_uri: `${issuer}${JWKS_PATH}`,
    // spec 2 §7's three grants; no authorization endpoint, so no response type (REQUIRED, empty).
    grant_types_supported: ['password', 'refresh_token', 'client_credentials'],
    response_types_supported: [],
    // spec 2 §6 and §7. The back office's `ops` is not advertised: it is for one client of ours.
    scopes_supported: ['caregiver', 'definition_read'],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    // Revocation takes no credentials too (record 0077): a token's holder may end it.
    revocation_endpoint_auth_methods_supported: [
      'client_secret_basic',
      'client_secret_post',
      'none',
    ],
  };
}

export function registerOAuthMetadataRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get(METADATA_PATH, async (_request, reply) => {
    void reply.header('cache-control', PUBLIC_CACHE);
    return metadataFor(deps.keyRing.issuer);
  });

  // Every key that may have signed a live token: the signing one and, after a rotation, the
  // retired ones until their tokens expire (auth/signing-keys.ts).
  app.get(JWKS_PATH, async (_request, reply) => {
    void reply.header('cache-control', PUBLIC_CACHE).type('application/jwk-set+json');
    return { keys: await deps.keyRing.publicJwks() };
  });
}
