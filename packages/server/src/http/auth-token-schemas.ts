import { z } from 'zod';

// spec 2 §7 /auth/token payloads. Each field appears once (a repeated form key is an array and
// fails here: RFC 6749 §3.1); lengths are bounded so no input makes the server do unbounded work.
const text = (max: number) => z.string().max(max);

export const GRANT_TYPES = ['password', 'refresh_token', 'client_credentials'] as const;

export const tokenRequestBaseSchema = z.object({
  grant_type: text(100),
  scope: text(200).optional(),
  client_id: text(200).optional(),
  client_secret: text(500).optional(),
});

export const passwordGrantSchema = z.object({
  username: text(320).trim().min(1),
  password: text(1000).min(1),
});

export const refreshGrantSchema = z.object({ refresh_token: text(200).min(1) });

export const revokeRequestSchema = z.object({
  token: text(200).min(1),
  token_type_hint: text(100).optional(),
});
