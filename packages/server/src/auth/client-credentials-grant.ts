import type { AppDeps } from '../app-deps.js';
import { authenticateClient, type ClientCredentials } from './client-authentication.js';
import { createTokenResponse, type TokenResponse } from './token-response.js';

/**
 * The scopes a client-credentials token can carry: definition_read (spec 2 §7, the definition
 * calls) and ops (the back office). One scope per token, so a definitions token never reaches the
 * back office and the other way round.
 */
export const CLIENT_CREDENTIALS_SCOPES = ['definition_read', 'ops'] as const;
export type ClientCredentialsScope = (typeof CLIENT_CREDENTIALS_SCOPES)[number];

/** Client credentials, no refresh token; the client must be allowed the scope it asks for. */
export async function grantClientCredentials(
  deps: AppDeps,
  request: { client: ClientCredentials | undefined; scope: ClientCredentialsScope },
): Promise<TokenResponse> {
  const client = await authenticateClient(deps.db, request.client, request.scope);
  return createTokenResponse(
    deps,
    { kind: 'client', clientId: client.clientId, scopes: [request.scope] },
    undefined,
  );
}
