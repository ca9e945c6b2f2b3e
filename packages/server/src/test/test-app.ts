import { randomInt, randomUUID } from 'node:crypto';
import type { Agent } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import { parseConfig, type Config } from '../config.js';
import type { Database, Db } from '../db/client.js';
import { openTestDatabase } from '../db/test-database.js';
import { fakeDns, type FakeDns } from './fake-dns.js';
import type { BackgroundTasks } from '../jobs/background-tasks.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { MailMessage, Mailer } from '../mail/mailer.js';
import type { PushSender } from '../push/web-push-sender.js';
import {
  createCaregiver,
  createOAuthClient,
  type CreateCaregiverOptions,
} from '../seed/factories.js';
import { seedDefinitions } from '../seed/definitions.js';
import { assertDescribedAnswer } from './api-answers.js';

/** A clock the tests move (token expiry, reset-link expiry, rate-limit windows). */
export type TestClock = { now(): Date; set(date: Date): void; advance(ms: number): void };

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  db: Db;
  config: Config;
  clock: TestClock;
  /** Every mail the app sent, in order. */
  mails: MailMessage[];
  /** The app's log lines, parsed (only with `captureLogs`; then at level info). */
  logs: LogLine[];
  /** Every route the app registered, one entry per method (HEAD included). */
  routes: { method: string; url: string }[];
  /**
   * Runs the work requests left for after their answers (the proof of service), all at once as a
   * busy server would, and rejects with what failed there; then waits until every event job the
   * app queued (a reset mail, a notification) has been worked.
   */
  settle(): Promise<void>;
  /** This file's own OAuth client (random id), allowed both scopes. */
  client: { clientId: string; clientSecret: string };
  /**
   * app.inject from a random client address, so that the per-address login limit of one test
   * never blocks another (on a shared PostgreSQL, all test files share the limit's table).
   */
  request(options: InjectOptions & { remoteAddress?: string }): Promise<LightMyRequestResponse>;
  /** A caregiver with a random e-mail (factories.ts); `password` is their plain password. */
  createCaregiver(
    options?: CreateCaregiverOptions,
  ): Promise<{ id: string; email: string; password: string }>;
  /** Password grant for `email`; the token answer's body. */
  login(email: string, password: string): Promise<TokenBody>;
  close(): Promise<void>;
};

export type LogLine = { level: number; msg?: string; [key: string]: unknown };

export type TokenBody = {
  access_token: string;
  refresh_token?: string;
  expires_in: number;
  token_type: string;
  scope: string;
};

export function randomAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export function form(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

export const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded' };

/**
 * The real app (buildApp) on a fresh in-memory PGlite, or on DATABASE_URL when set (the worker's
 * database, record 0122; nothing is truncated: every test creates its own caregivers with random
 * e-mails, as the worker's earlier files and a second app may be there too). Open it in beforeAll
 * and close it in afterAll.
 */
export async function createTestApp(
  options: {
    webDistDir?: string;
    /** Issue 40: the staff console's build (default: none, its pages answer the hint). */
    consoleDistDir?: string;
    /** Parse the app's log lines into `logs` (at level info). */
    captureLogs?: boolean;
    /** More environment for parseConfig, over the tests' defaults. */
    env?: Record<string, string>;
    /** More environment for parseConfig (e.g. TRUST_PROXY), over the tests' defaults. */
    environment?: Record<string, string>;
    /** Receives the app's log lines (at level info unless LOG_LEVEL is given). */
    logStream?: { write(line: string): void };
    /** Default: real Web Push with the app's VAPID keys. */
    pushSender?: PushSender;
    /** The https agent for Web Push (test/push-service.ts: trusts the local push service). */
    pushAgent?: Agent;
    /** How push endpoints' hosts resolve; default test/fake-dns.ts (`push.example` is public). */
    dns?: FakeDns;
    /**
     * Check each answer `request` receives from a described REST call against
     * docs/api/openapi.json's schemas (test/api-answers.ts). Default on.
     */
    checkAnswers?: boolean;
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const { db } = database;
  await seedDefinitions(db);
  const clientSecret = `secret-${randomUUID()}`;
  const client = await createOAuthClient(db, { clientSecret });
  let current = new Date();
  const clock: TestClock = {
    now: () => new Date(current),
    set: (date) => {
      current = new Date(date);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
  const mails: MailMessage[] = [];
  const mailer: Mailer = {
    send: (message) => {
      mails.push(message);
      return Promise.resolve();
    },
  };
  const logs: LogLine[] = [];
  const routes: TestApp['routes'] = [];
  // Work a request leaves for after its answer is held until `settle()`, so a test sees exactly
  // what the answer did (and did not) do before it, whatever the timing.
  const held: (() => Promise<void>)[] = [];
  const background: BackgroundTasks = {
    afterReply: (_reply, task) => {
      held.push(task);
    },
    async idle() {
      while (held.length > 0) await Promise.all(held.splice(0).map((task) => task()));
    },
  };
  const config = parseConfig({
    LOG_LEVEL:
      options.logStream || options.captureLogs ? 'info' : (process.env.TEST_LOG_LEVEL ?? 'silent'),
    DATA_DIR: path.join(tmpdir(), `careport-test-${randomUUID()}`),
    PUBLIC_URL: 'http://careport.test',
    // The app's own view of its database (the job queue connects to it on PostgreSQL).
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...options.env,
    ...options.environment,
  });
  let jobs: JobQueue | undefined;
  const app = await buildApp({
    onRoute: ({ method, url }) => {
      for (const one of [method].flat()) routes.push({ method: one, url });
    },
    ...(options.captureLogs || options.logStream
      ? {
          logStream: {
            write: (line: string) => {
              if (options.captureLogs) logs.push(JSON.parse(line) as LogLine);
              options.logStream?.write(line);
            },
          },
        }
      : {}),
    config,
    database,
    now: () => clock.now(),
    mailer,
    background,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    webDistDir: options.webDistDir ?? path.join(tmpdir(), 'careport-no-web-build'),
    consoleDistDir: options.consoleDistDir ?? path.join(tmpdir(), 'careport-no-console-build'),
    // Jobs look for work twice a second and retry after a second, so tests see them soon.
    jobTimings: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 },
    // Its own queues for event jobs: on a shared PostgreSQL another file's app would work them.
    jobNamespace: `test-${randomUUID()}-`,
    onJobQueue: (queue) => (jobs = queue),
    ...(options.pushSender ? { pushSender: options.pushSender } : {}),
    ...(options.pushAgent ? { pushAgent: options.pushAgent } : {}),
    resolveHost: (options.dns ?? fakeDns()).resolve,
  });

  const checkAnswers = options.checkAnswers ?? true;
  const request: TestApp['request'] = async ({ remoteAddress, ...rest }) => {
    const response = await app.inject({ ...rest, remoteAddress: remoteAddress ?? randomAddress() });
    const target = rest.url ?? rest.path ?? '/';
    const url = typeof target === 'string' ? target : target.pathname;
    if (checkAnswers) assertDescribedAnswer(rest.method ?? 'GET', url, response);
    return response;
  };

  return {
    app,
    database,
    db,
    config,
    clock,
    mails,
    logs,
    routes,
    settle: async () => {
      await background.idle();
      await jobs?.idle();
    },
    client: { clientId: client.clientId, clientSecret },
    request,
    async createCaregiver(caregiverOptions = {}) {
      const password = caregiverOptions.password ?? `pw-${randomUUID()}`;
      const row = await createCaregiver(db, {
        applicationCompleted: true,
        ...caregiverOptions,
        password,
      });
      return { id: row.id, email: row.email, password };
    },
    async login(email, password) {
      const response = await request({
        method: 'POST',
        url: '/auth/token',
        headers: FORM_HEADERS,
        payload: form({
          grant_type: 'password',
          username: email,
          password,
          scope: 'caregiver',
          client_id: client.clientId,
          client_secret: clientSecret,
        }),
      });
      if (response.statusCode !== 200) {
        throw new Error(`login failed: ${response.statusCode} ${response.body}`);
      }
      return response.json<TokenBody>();
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
