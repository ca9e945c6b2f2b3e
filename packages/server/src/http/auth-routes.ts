import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.js';
import type { Scope } from '../auth/access-token.js';
import { readBasicCredentials, type ClientCredentials } from '../auth/client-authentication.js';
import {
  CLIENT_CREDENTIALS_SCOPES,
  grantClientCredentials,
  type ClientCredentialsScope,
} from '../auth/client-credentials-grant.js';
import { grantPassword } from '../auth/password-grant.js';
import { grantRefresh } from '../auth/refresh-grant.js';
import { CONSOLE_CLIENT_ID } from '../auth/staff/console-client.js';
import { grantStaffPassword, type StaffTokenResponse } from '../auth/staff/staff-password-grant.js';
import { grantStaffRefresh } from '../auth/staff/staff-refresh-grant.js';
import type { TokenResponse } from '../auth/token-response.js';
import { readTokenTypeHint, revokeToken } from '../auth/revoke-token.js';
import { OAuthError } from '../errors/app-error.js';
import { parseInput } from '../errors/parse-input.js';
import {
  GRANT_TYPES,
  passwordGrantSchema,
  refreshGrantSchema,
  revokeRequestSchema,
  staffPasswordGrantSchema,
  tokenRequestBaseSchema,
} from './auth-token-schemas.js';
import { sendData } from './reply.js';

const invalidRequest = () => new OAuthError('invalid_request', 400);

function parseOAuth<T>(parse: () => T): T {
  try {
    return parse();
  } catch {
    throw invalidRequest();
  }
}

/** HTTP Basic wins; otherwise client_id and client_secret from the body (spec 2 §7). */
function readClient(
  request: FastifyRequest,
  body: { client_id?: string | undefined; client_secret?: string | undefined },
): ClientCredentials | undefined {
  const basic = readBasicCredentials(request.headers.authorization);
  if (basic) return basic;
  if (body.client_id === undefined) return undefined;
  return { clientId: body.client_id, clientSecret: body.client_secret ?? '' };
}

/** The requested scope may be left out; when given it must be exactly the grant's scope. */
function checkScope(requested: string | undefined, allowed: Scope): void {
  if (requested === undefined || requested.trim() === '') return;
  const scopes = requested.trim().split(/\s+/);
  if (scopes.some((scope) => scope !== allowed)) throw new OAuthError('invalid_scope', 400);
}

/**
 * Client credentials: one scope, definition_read when none is asked for (spec 2 §7), or ops for
 * the back office's client.
 */
function clientCredentialsScope(requested: string | undefined): ClientCredentialsScope {
  const scopes = requested?.trim() ? requested.trim().split(/\s+/) : ['definition_read'];
  const [scope] = scopes;
  const isKnown = (value: string | undefined): value is ClientCredentialsScope =>
    (CLIENT_CREDENTIALS_SCOPES as readonly (string | undefined)[]).includes(value);
  if (scopes.length !== 1 || !isKnown(scope)) throw new OAuthError('invalid_scope', 400);
  return scope;
}

/**
 * Issue 40: the console's grants (docs/api/staff.md). A public client: a secret sent with its id
 * is a client that is not the console.
 */
async function grantConsole(
  deps: AppDeps,
  request: FastifyRequest,
  grantType: string,
  client: ClientCredentials,
  scope: string | undefined,
): Promise<StaffTokenResponse | TokenResponse> {
  if (client.clientSecret !== '') throw new OAuthError('invalid_client', 401);
  checkScope(scope, 'staff');
  switch (grantType) {
    case 'password': {
      const input = parseOAuth(() => parseInput(staffPasswordGrantSchema, request.body));
      return grantStaffPassword(deps, { ...input, address: request.ip });
    }
    case 'refresh_token': {
      const input = parseOAuth(() => parseInput(refreshGrantSchema, request.body));
      return grantStaffRefresh(deps, { refreshToken: input.refresh_token });
    }
    default:
      throw new OAuthError('unauthorized_client', 400);
  }
}

export function registerAuthRoutes(app: FastifyInstance, deps: AppDeps): void {
  // spec 2 §7 POST /auth/token, form-encoded (JSON accepted too), three grants; answers OAuth JSON.
  app.post('/auth/token', async (request, reply) => {
    void reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    const body = parseOAuth(() => parseInput(tokenRequestBaseSchema, request.body));
    if (!(GRANT_TYPES as readonly string[]).includes(body.grant_type)) {
      throw new OAuthError('unsupported_grant_type', 400);
    }
    const client = readClient(request, body);
    if (client?.clientId === CONSOLE_CLIENT_ID) {
      return grantConsole(deps, request, body.grant_type, client, body.scope);
    }
    switch (body.grant_type) {
      case 'password': {
        checkScope(body.scope, 'caregiver');
        const input = parseOAuth(() => parseInput(passwordGrantSchema, request.body));
        return grantPassword(deps, { ...input, client, address: request.ip });
      }
      case 'refresh_token': {
        checkScope(body.scope, 'caregiver');
        const input = parseOAuth(() => parseInput(refreshGrantSchema, request.body));
        return grantRefresh(deps, { refreshToken: input.refresh_token, client });
      }
      default: {
        return grantClientCredentials(deps, { client, scope: clientCredentialsScope(body.scope) });
      }
    }
  });

  // RFC 7009 revocation (docs/api/rest.md), the app's logout (spec 2 §4). The answer's body is
  // ours ({status, data}); RFC 7009 §2.2 has clients read only the status.
  app.post('/auth/revoke', async (request, reply) => {
    void reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    const input = parseOAuth(() => parseInput(revokeRequestSchema, request.body));
    await revokeToken(deps, {
      token: input.token,
      hint: readTokenTypeHint(input.token_type_hint),
      client: readClient(request, input),
      notificationEndpoint: input.notification_endpoint,
    });
    return sendData(reply, { revoked: true });
  });
}
