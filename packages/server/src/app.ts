import type { Agent } from 'node:https';
import { scopeChangesToCaregiver } from './http/change-scope.js';
import path from 'node:path';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps.js';
import { requireCaregiver } from './auth/bearer.js';
import { createRevokedSessions } from './auth/revoked-sessions.js';
import { registerAuthChallengeFallback } from './auth/auth-challenge.js';
import { loadKeyRing } from './auth/signing-keys.js';
import { REPOSITORY_ROOT, type Config } from './config.js';
import type { Database } from './db/client.js';
import { graphqlPlugin } from './graphql/plugin.js';
import { registerAuthRoutes } from './http/auth-routes.js';
import { registerOAuthMetadataRoutes } from './http/oauth-metadata-routes.js';
import { registerBookingDownloadRoute } from './http/booking-download-route.js';
import { registerInvoiceDownloadRoute, registerInvoiceRoutes } from './http/invoice-routes.js';
import { registerBookingRoutes } from './http/booking-routes.js';
import { registerFirstBookingRoutes } from './http/first-booking-routes.js';
import { limitConnectionsPerAddress, serverTimeoutOptions } from './http/connection-limits.js';
import { registerContractRoutes } from './http/contract-routes.js';
import { registerDefinitionRoutes } from './http/definition-routes.js';
import { registerErrorHandler } from './http/error-handler.js';
import { refuseTextBodies } from './http/json-bodies-only.js';
import { redactSecrets, registerRouteSecrets } from './http/log-redaction.js';
import { parseFormBody } from './http/form-parser.js';
import { registerMeRoute } from './http/me-route.js';
import { registerOpsRoutes } from './http/ops/ops-routes.js';
import { registerStaffInvitationRoutes } from './http/staff-invitation-routes.js';
import { registerOpenApiRoutes } from './http/openapi/openapi-routes.js';
import { registerProposalRoutes } from './http/proposal-routes.js';
import {
  registerProfileImageRoute,
  registerProfileImageUploadRoute,
} from './http/profile-image-routes.js';
import { appConfigFor, registerPublicRoutes } from './http/public-routes.js';
import {
  clientErrorHandler,
  frameworkErrors,
  registerSecurityHeaders,
} from './http/security-headers.js';
import { registerStaticApp } from './http/static-app.js';
import { loadFirstScreens } from './http/first-screen.js';
import { registerFirstScreenRoute } from './http/first-screen-route.js';
import {
  registerServiceDocumentationDownloadRoute,
  registerServiceDocumentationRoutes,
} from './http/service-documentation-routes.js';
import { createBackgroundTasks, type BackgroundTasks } from './jobs/background-tasks.js';
import { jobDefinitions } from './jobs/job-definitions.js';
import { logJobFailure } from './jobs/job-failure-log.js';
import { createJobQueue, type JobQueue } from './jobs/job-queue.js';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mail/mailer.js';
import { createPushEndpointGuard, type ResolveHost } from './push/endpoint-guard.js';
import { loadVapidKeys } from './push/vapid-keys.js';
import { createWebPushSender, vapidSubject, type PushSender } from './push/web-push-sender.js';
import { registerNotificationTokenRoutes } from './http/notification-token-routes.js';
import { createReadCache } from './services/read-cache.js';
import type { FileStorage } from './storage/file-storage.js';
import { createFileStorage } from './storage/create-file-storage.js';
import {
  registerCalendarFeedRoute,
  registerCalendarFeedRoutes,
} from './http/calendar-feed-routes.js';
import {
  registerProofDownloadRoute,
  registerProofRoutes,
} from './http/proof-of-service/proof-routes.js';

export type BuildAppOptions = {
  config: Config;
  database: Database;
  /** The clock for tokens, expiries and rate limits; tests move it. */
  now?: () => Date;
  /** Default: SMTP when configured, else `.eml` files in DATA_DIR/outbox. */
  mailer?: Mailer;
  /** The built web app; default packages/web/dist. */
  webDistDir?: string;
  /** Issue 40: the built staff console, served under /console; default packages/console/dist. */
  consoleDistDir?: string;
  /** Default: a local folder, STORAGE_DIR. */
  storage?: FileStorage;
  /** Where log lines go (default stdout); tests read them. */
  logStream?: { write(line: string): void };
  /** Told of every route as it is added (the fuzz test enumerates them). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
  /** Default: failures go to the app's log. Tests pass their own to wait for the work. */
  background?: BackgroundTasks;
  /** Default: Web Push with the stored VAPID keys. */
  pushSender?: PushSender;
  /** The https agent Web Push uses (tests: one trusting their local push service). */
  pushAgent?: Agent;
  /** How push endpoints' host names are resolved (default DNS; tests answer for their names). */
  resolveHost?: ResolveHost;
  /** Job polling and retry delays in seconds (tests shorten them). */
  jobTimings?: { pollingIntervalSeconds?: number; retryDelaySeconds?: number };
  /** A prefix for the event jobs' queues, so test apps on one PostgreSQL work only their own. */
  jobNamespace?: string;
  /** Told of the job queue once made (tests wait on it). */
  onJobQueue?: (jobs: JobQueue) => void;
};

const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Fastify's trustProxy for TRUST_PROXY. A list of addresses goes as it is; a number of hops
 * becomes a function, because this Fastify trusts nothing for a plain number (a hop count cannot
 * tell a proxy from a client that reached the server directly: README says to use it only when
 * the proxies are the only way in). Hop 0 is the connection's peer, hop 1 the next address from
 * the right of X-Forwarded-For, and so on.
 */
function trustProxyOption(
  setting: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

/** The whole HTTP side: REST, OAuth token endpoint, GraphQL and the built app on one origin. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Every line, whoever wrote it, loses the secrets its URLs carry (issue 15 #5).
      hooks: { streamWrite: redactSecrets },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    ...serverTimeoutOptions(config),
    frameworkErrors: frameworkErrors(config),
    clientErrorHandler: clientErrorHandler(config),
  });
  limitConnectionsPerAddress(app.server, config.maxConnectionsPerAddress);
  const { onRoute } = options;
  app.addHook('onRoute', (route) => {
    registerRouteSecrets(route.url, route.prefix);
    onRoute?.({ method: route.method, url: route.url });
  });
  app.decorateRequest('actor', undefined);
  registerErrorHandler(app);
  registerAuthChallengeFallback(app);
  registerSecurityHeaders(app, config);
  await app.register(formbody, { parser: parseFormBody, bodyLimit: BODY_LIMIT_BYTES });
  // Phones on bad reception: every answer over 1 KB goes compressed to a client that accepts it.
  // Cached answers and the built app arrive already compressed (http/encoded-body.ts,
  // static-app.ts) and pass through. Request bodies stay plain: nothing we serve sends them
  // compressed, and inflating them would let a small upload grow past the body limit.
  await app.register(compress, { encodings: ['br', 'gzip'], globalDecompression: false });

  const db = options.database.db;
  const now = options.now ?? (() => new Date());
  const vapid = await loadVapidKeys(db);
  const pushEndpoints = createPushEndpointGuard({
    allowed: config.pushAllowedPrivateHosts,
    ...(options.resolveHost ? { resolve: options.resolveHost } : {}),
  });
  const pushSender =
    options.pushSender ??
    createWebPushSender(vapid, vapidSubject(config.publicUrl), {
      endpoints: pushEndpoints,
      agent: options.pushAgent,
    });
  const mailer =
    options.mailer ??
    (config.smtpUrl
      ? createSmtpMailer(config.smtpUrl)
      : createOutboxMailer(path.join(config.dataDir, 'outbox'), app.log));
  const storage = options.storage ?? (await createFileStorage(config));
  const jobDeps = {
    db,
    send: pushSender,
    now,
    mailer,
    publicUrl: config.publicUrl,
    storage,
    log: app.log,
  };
  const jobs = createJobQueue(options.database, jobDefinitions(jobDeps), {
    ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
    onError: (error) => app.log.error({ err: error }, 'background job failed'),
    onJobFailed: (failure) => logJobFailure(app.log, failure),
    ...options.jobTimings,
    ...(options.jobNamespace ? { namespace: options.jobNamespace } : {}),
  });
  options.onJobQueue?.(jobs);
  const deps: AppDeps = {
    config,
    db,
    now,
    mailer,
    keyRing: await loadKeyRing(db, {
      issuer: config.publicUrl,
      accessTokenTtlSeconds: config.accessTokenTtlSeconds,
      now,
    }),
    revokedSessions: createRevokedSessions({
      db,
      accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    }),
    storage,
    log: app.log,
    readCache: createReadCache({
      enabled: config.readCache,
      maxEntries: config.readCacheMaxEntries,
      maxBytes: config.readCacheMaxBytes,
      ...(options.database.kind === 'pglite' ? { changes: options.database.changes } : {}),
    }),
    background:
      options.background ??
      createBackgroundTasks((error) => app.log.error({ err: error }, 'background task failed')),
    jobs,
    vapid,
    pushEndpoints,
  };
  // Jobs work while the server listens; on close they finish what they hold (graceful), before
  // main.ts closes the database.
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
  // Work a request left behind finishes before the database closes.
  app.addHook('onClose', () => deps.background.idle());

  const webDistDir = options.webDistDir ?? path.join(REPOSITORY_ROOT, 'packages', 'web', 'dist');
  // Issue 16: the app's screens rendered by the server (the pages' first paint).
  const firstScreens = loadFirstScreens(
    webDistDir,
    (error) => app.log.error({ err: error }, 'first screen not rendered'),
    { inProcess: config.firstScreenInProcess },
  );
  registerPublicRoutes(app, deps);
  // Issue 41: the REST description and its reference page.
  await registerOpenApiRoutes(app);
  // Issue 14: the calendar feed; its secret URL is the authorisation.
  registerCalendarFeedRoute(app, deps);
  registerAuthRoutes(app, deps);
  // Issue 41: RFC 8414 metadata and the JWKS.
  registerOAuthMetadataRoutes(app, deps);
  // Encapsulated scopes, so each bearer check covers exactly its prefix.
  await app.register(
    (scope, _options, done) => {
      scope.addHook('onRequest', requireCaregiver(deps));
      refuseTextBodies(scope);
      scopeChangesToCaregiver(scope);
      registerMeRoute(scope, deps);
      registerBookingRoutes(scope, deps);
      registerContractRoutes(scope, deps);
      registerFirstBookingRoutes(scope, deps);
      registerProposalRoutes(scope, deps);
      registerNotificationTokenRoutes(scope, deps);
      // Issue 14: the proof of service's download token and the calendar link.
      registerProofRoutes(scope, deps);
      registerCalendarFeedRoutes(scope, deps);
      registerProfileImageUploadRoute(scope, deps);
      registerInvoiceRoutes(scope, deps);
      registerServiceDocumentationRoutes(scope, deps);
      registerFirstScreenRoute(scope, {
        app,
        firstScreens,
        appConfig: () => appConfigFor(deps),
        deps,
      });
      done();
    },
    { prefix: '/caregiver-app' },
  );
  // spec 1 §7: the download token is the authorisation, so this one route has no bearer hook.
  await app.register(
    (scope, _options, done) => {
      refuseTextBodies(scope);
      registerBookingDownloadRoute(scope, deps);
      registerProofDownloadRoute(scope, deps);
      // Issue 11: the picture's hash is its name; an <img> cannot send a bearer token.
      registerProfileImageRoute(scope, deps);
      registerInvoiceDownloadRoute(scope, deps);
      registerServiceDocumentationDownloadRoute(scope, deps);
      done();
    },
    { prefix: '/caregiver-app' },
  );
  await app.register(
    (scope, _options, done) => {
      registerDefinitionRoutes(scope, deps);
      done();
    },
    { prefix: '/definition' },
  );
  // The back office (README "Back office"): its own scope, token scope and error answers.
  await app.register(
    (scope, _options, done) => {
      refuseTextBodies(scope);
      registerOpsRoutes(scope, deps);
      done();
    },
    { prefix: '/ops' },
  );
  // Issue 40: the staff invitation link's calls; its token is the authorisation.
  await app.register(
    (scope, _options, done) => {
      registerStaffInvitationRoutes(scope, deps);
      done();
    },
    { prefix: '/staff-invitations' },
  );
  await app.register(async (scope) => graphqlPlugin(scope, deps));
  const consoleDistDir =
    options.consoleDistDir ?? path.join(REPOSITORY_ROOT, 'packages', 'console', 'dist');
  await registerStaticApp(app, webDistDir, () => appConfigFor(deps), firstScreens, consoleDistDir);
  return app;
}
