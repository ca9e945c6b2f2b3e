import type { FastifyBaseLogger } from 'fastify';
import type { KeyRing } from './auth/signing-keys.js';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { Mailer } from './mail/mailer.js';
import type { ReadCache } from './services/read-cache.js';
import type { FileStorage } from './storage/file-storage.js';

/** What routes, GraphQL resolvers and services are built with: no globals, a clock passed in. */
export type AppDeps = {
  config: Config;
  db: Db;
  now: () => Date;
  mailer: Mailer;
  keyRing: KeyRing;
  /** Signatures, proofs and other files (DESIGN.md Files). */
  storage: FileStorage;
  log: FastifyBaseLogger;
  /** Whole diaries and contract lists while the database is unchanged (services/read-cache.ts). */
  readCache: ReadCache;
};
