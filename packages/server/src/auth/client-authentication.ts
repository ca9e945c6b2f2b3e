import { timingSafeEqual } from 'node:crypto';
import { cleanText } from '@careport/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { oauthClients } from '../db/schema/index.js';
import { OAuthError } from '../errors/app-error.js';
import type { Scope } from './access-token.js';
import { hashOpaqueToken } from './opaque-token.js';
import { verifyPassword } from './password.js';

export type ClientCredentials = { clientId: string; clientSecret: string };
export type AuthenticatedClient = { clientId: string; scopes: string[] };

const BASIC_SCHEME = /^Basic(?:[ ]|$)/i;
const BASIC = /^Basic[ ]+([A-Za-z0-9+/]+=*)[ ]*$/i;
const unreadableClient = () => new OAuthError('invalid_client', 401);

/**
 * RFC 6749 §2.3.1: HTTP Basic with the url-encoded id and secret; undefined when the header is
 * not Basic. A Basic header that cannot be read is a failed client authentication (RFC 6749
 * §5.2), as is an id or secret with a control character (a NUL reached SQL: issue 41).
 */
export function readBasicCredentials(header: string | undefined): ClientCredentials | undefined {
  if (header === undefined || !BASIC_SCHEME.test(header)) return undefined;
  const match = BASIC.exec(header);
  if (!match?.[1]) throw unreadableClient();
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator < 1) throw unreadableClient();
  let credentials: ClientCredentials;
  try {
    credentials = {
      clientId: decodeURIComponent(decoded.slice(0, separator)),
      clientSecret: decodeURIComponent(decoded.slice(separator + 1)),
    };
  } catch {
    throw unreadableClient();
  }
  const isClean = (value: string) => cleanText().max(500).safeParse(value).success;
  if (!isClean(credentials.clientId) || !isClean(credentials.clientSecret)) {
    throw unreadableClient();
  }
  return credentials;
}

async function isSecretValid(secretHash: string, secret: string): Promise<boolean> {
  if (secretHash.startsWith('$argon2')) return verifyPassword(secretHash, secret);
  // A SHA-256 hex digest (a high-entropy secret needs no slow hash); compared in constant time.
  const expected = Buffer.from(secretHash, 'utf8');
  const actual = Buffer.from(hashOpaqueToken(secret), 'utf8');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * Checks the client id and secret against `oauth_clients` (spec 2 §7: "client_id, client secret")
 * and that the client may ask for `scope` (none for revocation, which any client may call for its
 * own tokens). RFC 6749 §5.2: a failed client authentication answers 401 invalid_client.
 */
export async function authenticateClient(
  db: DbOrTx,
  credentials: ClientCredentials | undefined,
  scope: Scope | undefined,
): Promise<AuthenticatedClient> {
  if (!credentials) throw new OAuthError('invalid_client', 401);
  const [client] = await db
    .select({
      clientId: oauthClients.clientId,
      secretHash: oauthClients.secretHash,
      scopes: oauthClients.scopes,
    })
    .from(oauthClients)
    .where(eq(oauthClients.clientId, credentials.clientId));
  if (!client || !(await isSecretValid(client.secretHash, credentials.clientSecret))) {
    throw new OAuthError('invalid_client', 401);
  }
  if (scope !== undefined && !client.scopes.includes(scope)) {
    throw new OAuthError('invalid_scope', 400);
  }
  return { clientId: client.clientId, scopes: client.scopes };
}
