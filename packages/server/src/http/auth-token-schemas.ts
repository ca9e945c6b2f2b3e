import { cleanText } from '@careport/domain';
import { z } from 'zod';

// spec 2 §7 /auth/token payloads. Each field appears once (a repeated form key is an array and
// fails here: RFC 6749 §3.1); lengths are bounded so no input makes the server do unbounded work.
// Control characters (a NUL in `username` reached SQL: issue 15 #10) are refused by cleanText().
const bounded = (max: number) => cleanText().max(max);

export const GRANT_TYPES = ['password', 'refresh_token', 'client_credentials'] as const;

export const tokenRequestBaseSchema = z.object({
  grant_type: bounded(100),
  scope: bounded(200).optional(),
  client_id: bounded(200).optional(),
  client_secret: bounded(500).optional(),
});

export const passwordGrantSchema = z.object({
  username: bounded(320).trim().min(1),
  password: bounded(1000).min(1),
});

/** Issue 40: the console's password grant adds the second factor (a TOTP or a recovery code). */
export const staffPasswordGrantSchema = passwordGrantSchema.extend({
  otp: bounded(64).optional(),
});

export const refreshGrantSchema = z.object({ refresh_token: bounded(200).min(1) });

/** RFC 7009 §2.1: `token` is a refresh token (43 characters) or an access token (a JWT, ~700). */
export const revokeRequestSchema = z.object({
  token: bounded(4096).min(1),
  token_type_hint: bounded(100).optional(),
  client_id: bounded(200).optional(),
  client_secret: bounded(500).optional(),
  /** Issue 13: the endpoint of this device's push subscription, which logout removes. */
  notification_endpoint: bounded(2048).optional(),
});
