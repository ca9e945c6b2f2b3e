import { eq } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.js';
import { caregivers } from '../db/schema/index.js';
import { OAuthError } from '../errors/app-error.js';
import { authenticateClient, type ClientCredentials } from './client-authentication.js';
import { rotateRefreshToken } from './refresh-tokens.js';
import { createTokenResponse, type TokenResponse } from './token-response.js';

/**
 * spec 2 §7 refresh grant (refresh_token, grant_type, scope; the spec sends no client
 * credentials here, so they are checked only when present). Rotation and reuse detection:
 * `rotateRefreshToken`.
 */
export async function grantRefresh(
  deps: AppDeps,
  request: { refreshToken: string; client: ClientCredentials | undefined },
): Promise<TokenResponse> {
  if (request.client) await authenticateClient(deps.db, request.client, 'caregiver');
  const result = await rotateRefreshToken(deps.db, {
    token: request.refreshToken,
    now: deps.now(),
    graceMs: deps.config.refreshReuseGraceSeconds * 1000,
  });
  if (result.outcome === 'invalid') throw new OAuthError('invalid_grant', 400);
  const { owner } = result;
  if (request.client && request.client.clientId !== owner.clientId) {
    throw new OAuthError('invalid_grant', 400);
  }
  // Issue 40: a staff session is refreshed only by the console (auth/staff-refresh-grant.ts).
  const { caregiverId } = owner;
  if (caregiverId === null) throw new OAuthError('invalid_grant', 400);
  // A caregiver whose application was withdrawn since the login gets no new access token.
  const [caregiver] = await deps.db
    .select({ applicationCompleted: caregivers.applicationCompleted })
    .from(caregivers)
    .where(eq(caregivers.id, caregiverId));
  if (!caregiver?.applicationCompleted) throw new OAuthError('invalid_grant', 400);
  return createTokenResponse(
    deps,
    {
      kind: 'caregiver',
      caregiverId,
      clientId: owner.clientId,
      sessionId: result.sessionId,
      scopes: ['caregiver'],
    },
    result.token,
  );
}
