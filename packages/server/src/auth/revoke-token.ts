import type { AppDeps } from '../app-deps.js';
import { OAuthError } from '../errors/app-error.js';
import { deleteNotificationToken } from '../push/push-subscriptions.js';
import { verifyAccessToken } from './access-token.js';
import { authenticateClient, type ClientCredentials } from './client-authentication.js';
import { findRefreshTokenFamily, revokeFamily } from './refresh-tokens.js';
import { CONSOLE_CLIENT_ID } from './staff/console-client.js';

export const TOKEN_TYPE_HINTS = ['access_token', 'refresh_token'] as const;
export type TokenTypeHint = (typeof TOKEN_TYPE_HINTS)[number];

/** RFC 7009 §2.1: a hint the server does not know is ignored (every kind is looked up anyway). */
export function readTokenTypeHint(value: string | undefined): TokenTypeHint | undefined {
  return TOKEN_TYPE_HINTS.find((hint) => hint === value);
}

type Revocation = {
  token: string;
  /** RFC 7009 §2.1: where to look first; the other kind is looked up when it is not there. */
  hint: TokenTypeHint | undefined;
  client: ClientCredentials | undefined;
  /** Issue 13: this device's push subscription, which logout removes with the session. */
  notificationEndpoint: string | undefined;
};

/** RFC 7009 §2.1: a token issued to another client than the one that authenticated. */
const foreignClient = () => new OAuthError('unauthorized_client', 400);

/**
 * A refresh token: its whole family and every access token of that session (record 0069).
 * Answers whether `token` was one.
 */
async function revokeRefreshToken(
  deps: AppDeps,
  request: Revocation,
  clientId: string | undefined,
): Promise<boolean> {
  const family = await findRefreshTokenFamily(deps.db, request.token);
  if (!family) return false;
  if (clientId !== undefined && family.clientId !== clientId) throw foreignClient();
  const now = deps.now();
  await revokeFamily(deps.db, family.familyId, now);
  await deps.revokedSessions.revoke(deps.db, [family.familyId], now);
  if (request.notificationEndpoint && family.caregiverId !== null) {
    await deleteNotificationToken({
      db: deps.db,
      caregiverId: family.caregiverId,
      endpoint: request.notificationEndpoint,
    });
  }
  return true;
}

/**
 * An access token: that token alone, until it expires (record 0077); its session, if any, goes
 * on. Answers whether `token` was a live one.
 */
async function revokeAccessToken(
  deps: AppDeps,
  request: Revocation,
  clientId: string | undefined,
): Promise<boolean> {
  const now = deps.now();
  const verified = await verifyAccessToken(deps.keyRing, request.token, now);
  if (!verified) return false;
  if (clientId !== undefined && verified.claims.clientId !== clientId) throw foreignClient();
  await deps.revokedSessions.revoke(deps.db, [verified.tokenId], now);
  return true;
}

/**
 * POST /auth/revoke (RFC 7009; spec 2 §4 logout). The client is checked when it authenticates
 * (the spec's refresh sends no credentials, so neither need its logout); an unknown, expired or
 * already revoked token is no error: the caller wanted it dead, and it is.
 */
export async function revokeToken(deps: AppDeps, request: Revocation): Promise<void> {
  // Issue 40: the console is a public client; it names itself without a secret.
  const isConsole =
    request.client?.clientId === CONSOLE_CLIENT_ID && request.client.clientSecret === '';
  const client = isConsole
    ? { clientId: CONSOLE_CLIENT_ID }
    : request.client
      ? await authenticateClient(deps.db, request.client, undefined)
      : undefined;
  const order =
    request.hint === 'access_token'
      ? [revokeAccessToken, revokeRefreshToken]
      : [revokeRefreshToken, revokeAccessToken];
  for (const revoke of order) {
    if (await revoke(deps, request, client?.clientId)) return;
  }
}
