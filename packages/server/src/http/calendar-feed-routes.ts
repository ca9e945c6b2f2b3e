import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.js';
import { reserveAttempt } from '../auth/login-limit.js';
import { requireCaregiverActor } from '../auth/bearer.js';
import { fail } from '../errors/fail.js';
import {
  findCalendarFeedOwner,
  getCalendarFeedStatus,
  renderCalendarFeed,
  rotateCalendarFeed,
} from '../services/calendar-feed/calendar-feed.js';
import { sendData } from './reply.js';

/** Issue 14, under /caregiver-app with the bearer hook: the caller's calendar link. */
export function registerCalendarFeedRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/calendar-feed', async (request, reply) => {
    const actor = requireCaregiverActor(request.actor);
    return sendData(reply, await getCalendarFeedStatus({ db: deps.db, actor }));
  });

  // A new link; the old one stops working at once.
  app.post('/calendar-feed', async (request, reply) => {
    const actor = requireCaregiverActor(request.actor);
    const feed = await rotateCalendarFeed({
      db: deps.db,
      actor,
      now: deps.now(),
      publicUrl: deps.config.publicUrl,
    });
    return sendData(reply, feed, 201);
  });
}

/**
 * Failed secrets (unknown, replaced, malformed) per address and 15 minutes: a caregiver's stale
 * subscriptions after a new link stay well under it, and the 256-bit secret is what stops
 * guessing; this bounds the noise (issue 42).
 */
export const CALENDAR_FEED_FAILURE_LIMIT = 20;

/**
 * Fetches of one feed per 15 minutes, from anywhere: calendar apps poll hourly at most (Apple's
 * every 5 minutes at the most eager), so a caregiver's few devices stay far below it; a leaked
 * link hammered by someone else is held to it without touching any other feed.
 */
export const CALENDAR_FEED_LIMIT = 60;

/**
 * Issue 14 GET /calendar/{secret}.ics: no bearer (calendar apps cannot send one), the unguessable
 * secret is the authorisation. Issue 42: only failed secrets are counted against the address, so a
 * valid feed answers whatever others behind the same address try
 * (docs/decisions/0074-calendar-feed-limits-failures-not-fetches.md).
 */
export function registerCalendarFeedRoute(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Params: { file: string } }>('/calendar/:file', async (request, reply) => {
    const now = deps.now();
    const { file } = request.params;
    const caregiverId = file.endsWith('.ics')
      ? await findCalendarFeedOwner({ db: deps.db, token: file.slice(0, -'.ics'.length) })
      : null;
    if (caregiverId === null) {
      // A locked address's miss is refused uncounted; a valid secret never reaches this.
      const isAllowed = await reserveAttempt(
        deps.db,
        `calendar-miss:${request.ip}`,
        CALENDAR_FEED_FAILURE_LIMIT,
        now,
      );
      throw fail(isAllowed ? 'NOT_FOUND' : 'TOO_MANY_REQUESTS');
    }
    if (
      !(await reserveAttempt(deps.db, `calendar-feed:${caregiverId}`, CALENDAR_FEED_LIMIT, now))
    ) {
      throw fail('TOO_MANY_REQUESTS');
    }
    const body = await renderCalendarFeed({
      db: deps.db,
      caregiverId,
      now,
      publicUrl: deps.config.publicUrl,
      cache: deps.readCache,
    });
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', 'inline; filename="careport.ics"')
      .send(body);
  });
}
