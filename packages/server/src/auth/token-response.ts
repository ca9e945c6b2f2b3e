import type { AppDeps } from '../app-deps.js';
import { signAccessToken, type AccessTokenClaims } from './access-token.js';

/** spec 2 §7: the answer reads access_token, refresh_token, expires_in, token_type. */
export type TokenResponse = {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
  refresh_token?: string;
};

export async function createTokenResponse(
  deps: Pick<AppDeps, 'keyRing' | 'now' | 'config'>,
  claims: AccessTokenClaims,
  refreshToken: string | undefined,
): Promise<TokenResponse> {
  const ttlSeconds = deps.config.accessTokenTtlSeconds;
  const accessToken = await signAccessToken(deps.keyRing.signing, claims, {
    now: deps.now(),
    ttlSeconds,
    issuer: deps.keyRing.issuer,
  });
  return {
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: ttlSeconds,
    scope: claims.scopes.join(' '),
    ...(refreshToken === undefined ? {} : { refresh_token: refreshToken }),
  };
}
