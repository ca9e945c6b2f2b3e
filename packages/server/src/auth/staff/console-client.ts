// Issue 40: the console, a public OAuth client (RFC 6749 §2.1: a browser keeps no secret). Its
// row in oauth_clients (migration 0017) holds its sessions' foreign key; its stored secret hash
// matches no secret, so nothing can authenticate as it with one.
export const CONSOLE_CLIENT_ID = 'careport-console';

/** Staff accounts share the limits' tables with caregivers, under keys of their own. */
export const staffLimitName = (email: string): string => `staff:${email.trim().toLowerCase()}`;
