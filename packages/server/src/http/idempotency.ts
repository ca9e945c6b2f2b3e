// Issue 14: `Idempotency-Key` on the documenting commands. The app's offline outbox sends each
// action with a key it made once; when the answer was lost on the way, the replay gets the first
// answer instead of a second fulfil or upload. The row is claimed with INSERT … ON CONFLICT DO
// NOTHING on (caregiver, key), so of two concurrent requests exactly one runs.
import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '@careport/domain';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { idempotencyKeys } from '../db/schema/index.js';
import { isAppError } from '../errors/app-error.js';
import { fail } from '../errors/fail.js';

/** Long enough for a phone that stays offline over a long weekend and a bit more. */
export const IDEMPOTENCY_KEY_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/**
 * A claim older than this belongs to a request that died (process killed mid-way); a new request
 * may take it over. Far above any documenting command's run time (uploads are capped at 10 MB).
 */
export const IDEMPOTENCY_STALE_CLAIM_MS = 5 * 60 * 1000;

export type IdempotencyContext = {
  db: Db;
  now: () => Date;
  caregiverId: string;
  request: FastifyRequest;
  reply: FastifyReply;
};

function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(request.method)
    .update('\n')
    .update(request.routeOptions.url ?? '')
    .update('\n')
    .update(JSON.stringify(request.params ?? {}))
    .update('\n')
    .update(JSON.stringify(request.body ?? null))
    .digest('hex');
}

function keyOf(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (raw === undefined) return null;
  const parsed = idempotencyKeySchema.safeParse(raw);
  if (!parsed.success) throw fail('IDEMPOTENCY_KEY_INVALID');
  return parsed.data;
}

/** Claims the key: true when this request is the one to run. */
async function claim(context: IdempotencyContext, key: string, hash: string): Promise<boolean> {
  const now = context.now();
  const inserted = await context.db
    .insert(idempotencyKeys)
    .values({
      caregiverId: context.caregiverId,
      key,
      requestHash: hash,
      state: 'pending',
      lockedAt: now,
      expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS),
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return true;
  // A claim left by a request that never finished: the first to update it takes it over.
  const taken = await context.db
    .update(idempotencyKeys)
    .set({ lockedAt: now })
    .where(
      and(
        eq(idempotencyKeys.caregiverId, context.caregiverId),
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.requestHash, hash),
        eq(idempotencyKeys.state, 'pending'),
        lt(idempotencyKeys.lockedAt, new Date(now.getTime() - IDEMPOTENCY_STALE_CLAIM_MS)),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return taken.length > 0;
}

const rowOf = (context: IdempotencyContext, key: string) =>
  and(eq(idempotencyKeys.caregiverId, context.caregiverId), eq(idempotencyKeys.key, key));

async function remember(
  context: IdempotencyContext,
  key: string,
  status: number,
  body: unknown,
): Promise<void> {
  await context.db
    .update(idempotencyKeys)
    .set({ state: 'done', responseStatus: status, responseBody: body })
    .where(rowOf(context, key));
}

/**
 * Runs a documenting command once per key. Without the header the command just runs (the spec's
 * clients send none). A replay answers the stored status and body with `Idempotent-Replayed:
 * true`; the same key with another request is IDEMPOTENCY_KEY_REUSED, and one still running is
 * IDEMPOTENCY_KEY_IN_PROGRESS (the outbox tries again later). Refusals (4xx) are remembered like
 * successes, so a replay of a refused action is refused the same way; a 5xx frees the key.
 */
export async function idempotent<T>(
  context: IdempotencyContext,
  run: () => Promise<T>,
): Promise<unknown> {
  const key = keyOf(context.request);
  if (key === null) return run();
  const hash = requestHash(context.request);
  if (!(await claim(context, key, hash))) {
    const [row] = await context.db.select().from(idempotencyKeys).where(rowOf(context, key));
    if (row === undefined) throw fail('IDEMPOTENCY_KEY_IN_PROGRESS');
    if (row.requestHash !== hash) throw fail('IDEMPOTENCY_KEY_REUSED');
    if (row.state !== 'done' || row.responseStatus === null) {
      throw fail('IDEMPOTENCY_KEY_IN_PROGRESS');
    }
    void context.reply.code(row.responseStatus).header('idempotent-replayed', 'true');
    return row.responseBody;
  }
  let result: T;
  try {
    result = await run();
  } catch (error) {
    if (isAppError(error) && error.httpStatus < 500) {
      const body: Record<string, unknown> = { status: error.httpStatus, errorCode: error.code };
      if (error.details) body.details = error.details;
      await remember(context, key, error.httpStatus, body);
    } else {
      await context.db.delete(idempotencyKeys).where(rowOf(context, key));
    }
    throw error;
  }
  await remember(context, key, context.reply.statusCode, result);
  return result;
}

/** The cleanup job: keys past their expiry go (README "Background jobs"). */
export async function deleteExpiredIdempotencyKeys(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.expiresAt, now))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
