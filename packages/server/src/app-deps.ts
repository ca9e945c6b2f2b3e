import type { FastifyBaseLogger } from 'fastify';
import type { RevokedSessions } from './auth/revoked-sessions.js';
import type { KeyRing } from './auth/signing-keys.js';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { BackgroundTasks } from './jobs/background-tasks.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { Mailer } from './mail/mailer.js';
import type { PushEndpointGuard } from './push/endpoint-guard.js';
import type { VapidKeys } from './push/vapid-keys.js';
import type { ReadCache } from './services/read-cache.js';
import type { FileStorage } from './storage/file-storage.js';

/** What routes, GraphQL resolvers and services are built with: no globals, a clock passed in. */
export type AppDeps = {
  config: Config;
  db: Db;
  now: () => Date;
  mailer: Mailer;
  keyRing: KeyRing;
  /** Sessions ended by logout or a password reset, whose access tokens no longer count. */
  revokedSessions: RevokedSessions;
  /** Signatures, proofs and other files (DESIGN.md Files). */
  storage: FileStorage;
  log: FastifyBaseLogger;
  /** Whole diaries and contract lists while the database is unchanged (services/read-cache.ts). */
  readCache: ReadCache;
  /** Work started by a request and done after its answer (the reset mail). */
  background: BackgroundTasks;
  /** Durable background jobs (pg-boss): notifications and reminders. */
  jobs: JobQueue;
  /** The Web Push key pair, made on the first start and kept in the database. */
  vapid: VapidKeys;
  /** Which push endpoints the server may send to: public addresses only (issue 41). */
  pushEndpoints: PushEndpointGuard;
};
