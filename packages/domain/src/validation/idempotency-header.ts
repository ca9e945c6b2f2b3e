// Issue 43: apart from the key's schema, so the app's outbox (in every signed-in start) sends the
// header without bundling classic zod, which keeps a reached module's schemas.

/** The header a documenting command carries so a replay is applied once (issue 14). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
