import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.js';
import { reserveAttempt } from '../auth/login-limit.js';
import { requireCaregiverActor } from '../auth/bearer.js';
import { fail } from '../errors/fail.js';
import {
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

/** Requests per address and 15 minutes: calendar apps poll hourly at most; guessing gets nowhere. */
export const CALENDAR_FEED_ADDRESS_LIMIT = 60;

/**
 * Issue 14 GET /calendar/{secret}.ics: no bearer (calendar apps cannot send one), the unguessable
 * secret is the authorisation; rate-limited per address like the other public routes.
 */
export function registerCalendarFeedRoute(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Params: { file: string } }>('/calendar/:file', async (request, reply) => {
    const now = deps.now();
    if (
      !(await reserveAttempt(deps.db, `calendar:${request.ip}`, CALENDAR_FEED_ADDRESS_LIMIT, now))
    ) {
      throw fail('TOO_MANY_REQUESTS');
    }
    const { file } = request.params;
    if (!file.endsWith('.ics')) throw fail('NOT_FOUND');
    const body = await renderCalendarFeed({
      db: deps.db,
      token: file.slice(0, -'.ics'.length),
      now,
      publicUrl: deps.config.publicUrl,
    });
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', 'inline; filename="careport.ics"')
      .send(body);
  });
}
