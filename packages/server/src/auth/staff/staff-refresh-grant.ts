import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.js';
import { staffAccounts } from '../../db/schema/index.js';
import { OAuthError } from '../../errors/app-error.js';
import { rotateRefreshToken } from '../refresh-tokens.js';
import { CONSOLE_CLIENT_ID } from './console-client.js';
import { staffTokenResponse, type StaffTokenResponse } from './staff-password-grant.js';

/**
 * Issue 40: the console's refresh grant, rotated with reuse detection as the caregivers'
 * (auth/refresh-tokens.ts). The role is read again, so a changed role shows at the next refresh;
 * a disabled account gets nothing (its sessions were revoked when it was disabled anyway).
 */
export async function grantStaffRefresh(
  deps: AppDeps,
  request: { refreshToken: string },
): Promise<StaffTokenResponse> {
  const result = await rotateRefreshToken(deps.db, {
    token: request.refreshToken,
    now: deps.now(),
    graceMs: deps.config.refreshReuseGraceSeconds * 1000,
  });
  if (result.outcome === 'invalid') throw new OAuthError('invalid_grant', 400);
  const { staffId, clientId } = result.owner;
  if (staffId === null || clientId !== CONSOLE_CLIENT_ID) {
    throw new OAuthError('invalid_grant', 400);
  }
  const [staff] = await deps.db
    .select({
      id: staffAccounts.id,
      role: staffAccounts.role,
      disabledAt: staffAccounts.disabledAt,
    })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, staffId));
  if (!staff || staff.disabledAt) throw new OAuthError('invalid_grant', 400);
  return staffTokenResponse(deps, staff, { token: result.token, sessionId: result.sessionId });
}
