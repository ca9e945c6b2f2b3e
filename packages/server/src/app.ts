import path from 'node:path';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps.js';
import { requireCaregiver } from './auth/bearer.js';
import { loadKeyRing } from './auth/signing-keys.js';
import { REPOSITORY_ROOT, type Config } from './config.js';
import type { Database } from './db/client.js';
import { graphqlPlugin } from './graphql/plugin.js';
import { registerAuthRoutes } from './http/auth-routes.js';
import { registerBookingDownloadRoute } from './http/booking-download-route.js';
import { registerBookingRoutes } from './http/booking-routes.js';
import { registerFirstBookingRoutes } from './http/first-booking-routes.js';
import { registerContractRoutes } from './http/contract-routes.js';
import { registerDefinitionRoutes } from './http/definition-routes.js';
import { registerErrorHandler } from './http/error-handler.js';
import { parseFormBody } from './http/form-parser.js';
import { registerMeRoute } from './http/me-route.js';
import { registerPublicRoutes } from './http/public-routes.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerStaticApp } from './http/static-app.js';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mail/mailer.js';
import { createReadCache } from './services/read-cache.js';
import type { FileStorage } from './storage/file-storage.js';
import { createLocalFileStorage } from './storage/local-file-storage.js';

export type BuildAppOptions = {
  config: Config;
  database: Database;
  /** The clock for tokens, expiries and rate limits; tests move it. */
  now?: () => Date;
  /** Default: SMTP when configured, else `.eml` files in DATA_DIR/outbox. */
  mailer?: Mailer;
  /** The built web app; default packages/web/dist. */
  webDistDir?: string;
  /** Default: a local folder, STORAGE_DIR. */
  storage?: FileStorage;
};

const BODY_LIMIT_BYTES = 1024 * 1024;

/** The whole HTTP side: REST, OAuth token endpoint, GraphQL and the built app on one origin. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
  });
  app.decorateRequest('actor', undefined);
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  await app.register(formbody, { parser: parseFormBody, bodyLimit: BODY_LIMIT_BYTES });
  // Phones on bad reception: every answer over 1 KB goes compressed to a client that accepts it.
  // Cached answers and the built app arrive already compressed (http/encoded-body.ts,
  // static-app.ts) and pass through. Request bodies stay plain: nothing we serve sends them
  // compressed, and inflating them would let a small upload grow past the body limit.
  await app.register(compress, { encodings: ['br', 'gzip'], globalDecompression: false });

  const db = options.database.db;
  const deps: AppDeps = {
    config,
    db,
    now: options.now ?? (() => new Date()),
    mailer:
      options.mailer ??
      (config.smtpUrl
        ? createSmtpMailer(config.smtpUrl)
        : createOutboxMailer(path.join(config.dataDir, 'outbox'), app.log)),
    keyRing: await loadKeyRing(db),
    storage: options.storage ?? createLocalFileStorage(config.storageDir),
    log: app.log,
    readCache: createReadCache({
      enabled: config.readCache,
      ...(options.database.kind === 'pglite' ? { changes: options.database.changes } : {}),
    }),
  };

  registerPublicRoutes(app, deps);
  registerAuthRoutes(app, deps);
  // Encapsulated scopes, so each bearer check covers exactly its prefix.
  await app.register(
    (scope, _options, done) => {
      scope.addHook('onRequest', requireCaregiver(deps));
      registerMeRoute(scope, deps);
      registerBookingRoutes(scope, deps);
      registerContractRoutes(scope, deps);
      registerFirstBookingRoutes(scope, deps);
      done();
    },
    { prefix: '/caregiver-app' },
  );
  // spec 1 §7: the download token is the authorisation, so this one route has no bearer hook.
  await app.register(
    (scope, _options, done) => {
      registerBookingDownloadRoute(scope, deps);
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
  await app.register(async (scope) => graphqlPlugin(scope, deps));
  await registerStaticApp(
    app,
    options.webDistDir ?? path.join(REPOSITORY_ROOT, 'packages', 'web', 'dist'),
  );
  return app;
}
