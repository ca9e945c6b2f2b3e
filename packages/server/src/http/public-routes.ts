import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.js';
import { sendData, sendError } from './reply.js';

export function registerPublicRoutes(app: FastifyInstance, deps: AppDeps): void {
  // DESIGN.md: 200 once migrations are applied (the app is built after them) and the database answers.
  app.get('/healthz', async (request, reply) => {
    try {
      await deps.db.execute(sql`select 1`);
      // Issue 42 #4: failed job attempts on this instance since it started, for a monitor to
      // alert on; the log has a line for each.
      return sendData(reply, { ok: true, jobs: deps.jobs.failureCounts() });
    } catch (error) {
      request.log.error({ err: error }, 'health check: the database does not answer');
      return sendError(reply, 503, 'INTERNAL_SERVER_ERROR');
    }
  });

  // spec 2 §7 "Base URL comes from configuration": the web app reads this at start-up. The app is
  // a public OAuth client (it runs in the browser), so its "secret" is no secret: it only names
  // the client; the user's password and the refresh-token rotation protect the account.
  app.get('/app-config.json', async (_request, reply) => {
    void reply.header('cache-control', 'no-cache');
    return appConfigFor(deps);
  });
}

/** What the app needs at start-up; also embedded in each app page (http/app-page.ts, issue 16). */
export function appConfigFor(deps: AppDeps) {
  return {
    apiBaseUrl: '',
    oauthClientId: deps.config.oauthClientId,
    oauthClientSecret: deps.config.oauthClientSecret,
    mapTileUrl: deps.config.mapTileUrl ?? null,
    mapTileAttribution: deps.config.mapTileAttribution ?? null,
    applicantPortalUrl: deps.config.applicantPortalUrl,
    revision: deps.config.revision,
    featureFlags: deps.config.featureFlags,
    // Issue 13: the app subscribes to Web Push with this key (the applicationServerKey).
    vapidPublicKey: deps.vapid.publicKey,
  };
}
