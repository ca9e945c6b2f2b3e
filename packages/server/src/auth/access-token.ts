import {
  calculateJwkThumbprint,
  errors,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JWK,
} from 'jose';
import { cleanText } from '@careport/domain';
import { z } from 'zod';
import { STAFF_ROLES, type StaffRole } from '../db/schema/staff.js';
import { isUuid } from '../services/ids.js';

// DESIGN.md Auth: access tokens are short-lived JWTs (jose). ES256: small signatures, supported by
// every JOSE library a future client or gateway might use to check them.
const ALGORITHM = 'ES256';
const AUDIENCE = 'careport-api';

/**
 * spec 2 §6: the caregiver role (password grant); spec 2 §7: definition_read (client credentials);
 * ops: the marketplace's back office (client credentials, its own client; README "Back office");
 * staff: a staff member signed in to the console (issue 40, docs/api/staff.md).
 */
export const SCOPES = ['caregiver', 'definition_read', 'ops', 'staff'] as const;
export type Scope = (typeof SCOPES)[number];

/** `publicJwk`: the public half as stored, for the JWKS (RFC 7517). */
export type SigningKey = {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
};

/**
 * A caregiver's token names its session (`sid`: the refresh token family it was issued for), so
 * that logout and a password reset can end its access tokens too (auth/revoked-sessions.ts).
 */
export type AccessTokenClaims =
  | { kind: 'caregiver'; caregiverId: string; clientId: string; sessionId: string; scopes: Scope[] }
  | { kind: 'client'; clientId: string; scopes: Scope[] }
  | {
      kind: 'staff';
      staffId: string;
      role: StaffRole;
      clientId: string;
      sessionId: string;
      scopes: Scope[];
    };

/** A fresh key pair, with the private JWK to store (it holds the public part too). */
export async function generateSigningKey(): Promise<{ key: SigningKey; privateJwk: JWK }> {
  const { privateKey } = await generateKeyPair(ALGORITHM, { extractable: true });
  const privateJwk = await exportJWK(privateKey);
  return { key: await importSigningKey(privateJwk), privateJwk };
}

export async function importSigningKey(privateJwk: JWK): Promise<SigningKey> {
  const { d: _private, ...publicJwk } = privateJwk;
  const privateKey = await importJWK(privateJwk, ALGORITHM);
  const publicKey = await importJWK(publicJwk, ALGORITHM);
  if (!(privateKey instanceof CryptoKeyClass) || !(publicKey instanceof CryptoKeyClass)) {
    throw new Error('the stored signing key is not an EC key');
  }
  return { kid: await calculateJwkThumbprint(publicJwk), privateKey, publicKey, publicJwk };
}

// jose answers CryptoKey for asymmetric JWKs; the check narrows its `CryptoKey | Uint8Array` type.
const CryptoKeyClass = globalThis.CryptoKey;

/**
 * `issuer`: the authorization server's identifier (RFC 8414, RFC 9068 `iss`), PUBLIC_URL. It was
 * the word `careport` until issue 41: such tokens fail once and the app refreshes (record 0078).
 */
export async function signAccessToken(
  key: SigningKey,
  claims: AccessTokenClaims,
  options: { now: Date; ttlSeconds: number; issuer: string },
): Promise<string> {
  const issuedAt = Math.floor(options.now.getTime() / 1000);
  const subject =
    claims.kind === 'caregiver'
      ? claims.caregiverId
      : claims.kind === 'staff'
        ? claims.staffId
        : claims.clientId;
  return new SignJWT({
    scope: claims.scopes.join(' '),
    client_id: claims.clientId,
    kind: claims.kind,
    ...(claims.kind === 'client' ? {} : { sid: claims.sessionId }),
    ...(claims.kind === 'staff' ? { role: claims.role } : {}),
  })
    .setProtectedHeader({ alg: ALGORITHM, kid: key.kid, typ: 'at+jwt' })
    .setIssuer(options.issuer)
    .setAudience(AUDIENCE)
    .setSubject(subject)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + options.ttlSeconds)
    .setJti(crypto.randomUUID())
    .sign(key.privateKey);
}

type Payload = z.output<typeof payloadSchema>;

function readClaims(payload: Payload, scopes: Scope[]): AccessTokenClaims | undefined {
  const { sub, client_id: clientId, sid, role } = payload;
  if (payload.kind === 'client') return { kind: 'client', clientId, scopes };
  if (sid === undefined) return undefined;
  if (payload.kind === 'caregiver') {
    return { kind: 'caregiver', caregiverId: sub, clientId, sessionId: sid, scopes };
  }
  if (role === undefined) return undefined;
  return { kind: 'staff', staffId: sub, role, clientId, sessionId: sid, scopes };
}

const payloadSchema = z.object({
  sub: cleanText().min(1),
  scope: cleanText(),
  client_id: cleanText().min(1),
  kind: z.enum(['caregiver', 'client', 'staff']),
  sid: cleanText().min(1).optional(),
  role: z.enum(STAFF_ROLES).optional(),
  // Issue 41: a single revoked token is found by its id (revoked-sessions.ts, a uuid column).
  jti: cleanText().refine(isUuid),
});

/**
 * The tokens' issuer and the verification key named by a token's `kid` (several instances may
 * hold several keys): signing-keys.ts.
 */
export type VerificationKeys = {
  issuer: string;
  find(kid: string): Promise<SigningKey | undefined>;
};

/** A valid token: its claims, its id (`jti`) and its expiry (seconds since the epoch). */
export type VerifiedAccessToken = { claims: AccessTokenClaims; tokenId: string; expiresAt: number };

/**
 * The claims of a valid token, or undefined for a forged, malformed or expired one. Requests go
 * through verified-tokens.ts, which remembers the answer.
 */
export async function verifyAccessToken(
  keys: VerificationKeys,
  token: string,
  now: Date,
): Promise<VerifiedAccessToken | undefined> {
  try {
    const { payload } = await jwtVerify(
      token,
      async (header) => {
        const key = header.kid === undefined ? undefined : await keys.find(header.kid);
        if (!key) throw new errors.JWKSNoMatchingKey();
        return key.publicKey;
      },
      {
        algorithms: [ALGORITHM],
        issuer: keys.issuer,
        audience: AUDIENCE,
        currentDate: now,
        typ: 'at+jwt',
      },
    );
    const parsed = payloadSchema.safeParse(payload);
    if (!parsed.success) return undefined;
    const scopes = parsed.data.scope
      .split(' ')
      .filter((scope): scope is Scope => (SCOPES as readonly string[]).includes(scope));
    const { sid, role } = parsed.data;
    // A caregiver or staff token without a session cannot be revoked: refused (the app refreshes
    // on 401); a staff token without its role cannot be checked against a route's roles.
    if (parsed.data.kind !== 'client' && sid === undefined) return undefined;
    if (parsed.data.kind === 'staff' && role === undefined) return undefined;
    const claims = readClaims(parsed.data, scopes);
    if (!claims) return undefined;
    // jwtVerify has checked `exp` is there and in the future (we always set it).
    return { claims, tokenId: parsed.data.jti, expiresAt: payload.exp ?? 0 };
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
}
