import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.js';
import { caregivers } from '../db/schema/index.js';
import { OAuthError } from '../errors/app-error.js';
import { authenticateClient, type ClientCredentials } from './client-authentication.js';
import {
  abandonLoginCheck,
  admitLoginCheck,
  recordLoginFailure,
  recordLoginSuccess,
} from './login-checks.js';
import { hashPassword, needsRehash, verifyPassword } from './password.js';
import { issueRefreshToken } from './refresh-tokens.js';
import { createTokenResponse, type TokenResponse } from './token-response.js';

// Verified for unknown usernames, so that an unknown account costs the same argon2 work as a
// wrong password and the answer's timing does not tell them apart.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(crypto.randomUUID()));

/**
 * spec 2 §7 password grant, scope caregiver. spec 2 §6: login needs a completed application.
 * Unknown user, wrong password and incomplete application give the one answer
 * 400 invalid_grant, so nobody can tell which (spec 2 §8 'Incorrect email/password').
 */
export async function grantPassword(
  deps: AppDeps,
  request: {
    username: string;
    password: string;
    client: ClientCredentials | undefined;
    address: string;
  },
): Promise<TokenResponse> {
  const client = await authenticateClient(deps.db, request.client, 'caregiver');
  // Admitted only while the limits leave room for this check to fail (auth/login-checks.ts), so
  // parallel guesses cannot all pass them; correct sign-ins beyond that wait, never count.
  const check = await admitLoginCheck(deps.db, {
    username: request.username,
    address: request.address,
    now: deps.now,
  });
  if (!check) throw new OAuthError('too_many_requests', 429);

  let caregiver:
    { id: string; passwordHash: string | null; applicationCompleted: boolean } | undefined;
  let isPasswordRight: boolean;
  try {
    [caregiver] = await deps.db
      .select({
        id: caregivers.id,
        passwordHash: caregivers.passwordHash,
        applicationCompleted: caregivers.applicationCompleted,
      })
      .from(caregivers)
      .where(eq(sql`lower(${caregivers.email})`, request.username.trim().toLowerCase()));
    const passwordHash = caregiver?.passwordHash ?? (await getDummyHash());
    isPasswordRight = await verifyPassword(passwordHash, request.password);
  } catch (error) {
    await abandonLoginCheck(deps.db, check);
    throw error;
  }
  if (!caregiver?.passwordHash || !isPasswordRight) {
    await recordLoginFailure(deps.db, check, deps.now());
    throw new OAuthError('invalid_grant', 400);
  }
  // Issue 39, record 0101: whoever knows the password may learn why it does not let them in;
  // everyone else keeps getting the one answer for every wrong credential.
  if (!caregiver.applicationCompleted) {
    await recordLoginSuccess(deps.db, check, request.username);
    throw new OAuthError('invalid_grant', 400, 'application_not_completed');
  }

  await recordLoginSuccess(deps.db, check, request.username);
  if (needsRehash(caregiver.passwordHash)) {
    await deps.db
      .update(caregivers)
      .set({ passwordHash: await hashPassword(request.password) })
      .where(eq(caregivers.id, caregiver.id));
  }
  const session = await issueRefreshToken(deps.db, {
    caregiverId: caregiver.id,
    staffId: null,
    clientId: client.clientId,
    scope: 'caregiver',
    now: deps.now(),
    ttlDays: deps.config.refreshTokenTtlDays,
  });
  return createTokenResponse(
    deps,
    {
      kind: 'caregiver',
      caregiverId: caregiver.id,
      clientId: client.clientId,
      sessionId: session.sessionId,
      scopes: ['caregiver'],
    },
    session.token,
  );
}
