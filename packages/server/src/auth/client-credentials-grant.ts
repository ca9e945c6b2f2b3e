import type { AppDeps } from '../app-deps.js';
import { authenticateClient, type ClientCredentials } from './client-authentication.js';
import { createTokenResponse, type TokenResponse } from './token-response.js';

/** spec 2 §7 client credentials, scope definition_read, for the definition calls; no refresh token. */
export async function grantClientCredentials(
  deps: AppDeps,
  request: { client: ClientCredentials | undefined },
): Promise<TokenResponse> {
  const client = await authenticateClient(deps.db, request.client, 'definition_read');
  return createTokenResponse(
    deps,
    { kind: 'client', clientId: client.clientId, scopes: ['definition_read'] },
    undefined,
  );
}
