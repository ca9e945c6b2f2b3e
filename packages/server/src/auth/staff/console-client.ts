// Issue 40: the console, a public OAuth client (RFC 6749 §2.1: a browser keeps no secret). Its
// row in oauth_clients holds its sessions' foreign key; its stored secret hash matches no secret
// (no SHA-256 hex digest and no argon2 string is `!`), so nothing can authenticate as it with one.
import type { DbOrTx } from '../../db/client.js';
import { oauthClients } from '../../db/schema/index.js';

export const CONSOLE_CLIENT_ID = 'careport-console';

/**
 * Written by the first staff sign-in rather than by the migration, so a backup (data only) still
 * restores into a freshly migrated database without a conflicting row.
 */
export async function ensureConsoleClient(db: DbOrTx): Promise<void> {
  await db
    .insert(oauthClients)
    .values({ clientId: CONSOLE_CLIENT_ID, secretHash: '!public-client', scopes: ['staff'] })
    .onConflictDoNothing({ target: oauthClients.clientId });
}

/** Staff accounts share the limits' tables with caregivers, under keys of their own. */
export const staffLimitName = (email: string): string => `staff:${email.trim().toLowerCase()}`;
