// DESIGN Jobs: pg-boss on the same database as everything else, so jobs are as durable as the data,
// survive restarts and are shared by every server instance (pg-boss claims with SKIP LOCKED).
import { fromPglite, PgBoss, type JobWithMetadata } from 'pg-boss';
import type { Database } from '../db/client.js';

/** Every schedule reads in the app's time zone (DESIGN Data: the app reasons in Europe/Berlin). */
export const JOB_TIME_ZONE = 'Europe/Berlin';

/** Retries with exponential back-off: 30 s, 1 min, 2 min, … (pg-boss retryBackoff), 5 times. */
const RETRY = { retryLimit: 5, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600 } as const;

export type JobHandler<Data> = (
  data: Data,
  job: { id: string; retryCount: number },
) => Promise<void>;

export type JobDefinition<Data extends object> = {
  name: string;
  handler: JobHandler<Data>;
  /** A cron line in Europe/Berlin, for jobs that run on their own. */
  cron?: string;
  /** How long a completed job's row (and its data) stays in pg-boss's table; default 7 days. */
  deleteAfterSeconds?: number;
};

/** One failed attempt of a job: what the log line and the health counters are made of. */
export type JobFailure = {
  name: string;
  id: string;
  /** The event key the job was sent with (ids only, never personal data), if any. */
  singletonKey: string | null;
  /** 0 for the first attempt. */
  retryCount: number;
  /** The last attempt: pg-boss gives the job up (state `failed`). */
  isFinal: boolean;
  reason: string;
};

/** Failed attempts since this instance started (issue 42 #4); `gaveUp` counts final ones. */
export type JobFailureCounts = { failed: number; gaveUp: number };

/** The error's own message, cut short: a line in the log, not a dump of the error. */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return message.length > 300 ? `${message.slice(0, 300)}…` : message;
}

export type JobQueue = {
  /** Queues `data` for `name`; `singletonKey` keeps one queued job per event. */
  send(
    name: string,
    data: object,
    options?: { singletonKey?: string; startAfter?: Date },
  ): Promise<void>;
  /** Creates the queues, installs the schedules and starts working. */
  start(): Promise<void>;
  /** Finishes the jobs in hand (up to `timeoutMs`), then stops; the database stays open. */
  stop(timeoutMs?: number): Promise<void>;
  /**
   * Resolves once every job this queue sent to a queue of its own namespace has been worked (or
   * has used up its retries). For tests: only with a namespace is this instance the one to work them.
   */
  idle(): Promise<void>;
  failureCounts(): JobFailureCounts;
};

/**
 * pg-boss on PostgreSQL through DATABASE_URL, or on our one PGlite connection through its `db`
 * option (pg-boss's PGlite adapter: PGlite serialises every statement, so pg-boss's statements
 * simply queue between ours). Never send a job from inside a drizzle transaction on PGlite: the
 * transaction holds the one connection, so the send would wait for it forever.
 */
export function createJobQueue(
  database: Database,
  definitions: readonly JobDefinition<never>[],
  options: {
    databaseUrl?: string;
    onError: (error: unknown) => void;
    /** Each failed attempt, before pg-boss schedules the retry (or gives the job up). */
    onJobFailed?: (failure: JobFailure) => void;
    /** How often an idle worker looks for work (default 2 s; pg-boss's minimum is 0.5 s). */
    pollingIntervalSeconds?: number;
    /** The first retry's delay (default 30 s); tests shorten it. */
    retryDelaySeconds?: number;
    /**
     * Prefixes the names of the jobs sent on events (not the scheduled ones), so that test apps
     * sharing one PostgreSQL each work their own: another app's worker would send the mail to
     * its own test outbox.
     */
    namespace?: string;
    /** Retries before a job is given up (default 5); tests lower it. */
    retryLimit?: number;
  },
): JobQueue {
  if (database.kind === 'postgres' && !options.databaseUrl) {
    // Without it pg-boss would fall back to libpq's environment and reach some other database.
    throw new Error('createJobQueue: a PostgreSQL database needs its DATABASE_URL');
  }
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', supervise: true })
      : new PgBoss({ connectionString: options.databaseUrl, max: 3 });
  boss.on('error', options.onError);
  let started = false;
  const scheduled = new Set(definitions.filter((one) => one.cron).map((one) => one.name));
  const queueName = (name: string) =>
    options.namespace && !scheduled.has(name) ? `${options.namespace}${name}` : name;
  const pending = new Map<string, () => void>();
  const settled = new Set<Promise<void>>();
  /** Worked before `send` saw its id (the worker can be that quick). */
  const workedEarly = new Set<string>();
  const settle = (id: string) => {
    const resolve = pending.get(id);
    if (!resolve) {
      if (options.namespace) workedEarly.add(id);
      return;
    }
    resolve();
    pending.delete(id);
  };
  const counts: JobFailureCounts = { failed: 0, gaveUp: 0 };
  const failed = (job: JobWithMetadata<object>, error: unknown) => {
    const isFinal = job.retryCount >= job.retryLimit;
    counts.failed += 1;
    if (isFinal) counts.gaveUp += 1;
    options.onJobFailed?.({
      name: job.name,
      id: job.id,
      singletonKey: job.singletonKey,
      retryCount: job.retryCount,
      isFinal,
      reason: reasonOf(error),
    });
  };
  return {
    async send(name, data, sendOptions = {}) {
      const id = await boss.send(queueName(name), data, {
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
      });
      if (id && workedEarly.delete(id)) return;
      if (id && options.namespace && queueName(name) !== name) {
        const done = new Promise<void>((resolve) => pending.set(id, resolve));
        settled.add(done);
        void done.then(() => settled.delete(done));
      }
    },
    async start() {
      await boss.start();
      started = true;
      for (const definition of definitions) {
        const name = queueName(definition.name);
        await boss.createQueue(name, {
          ...RETRY,
          retryDelay: options.retryDelaySeconds ?? RETRY.retryDelay,
          retryLimit: options.retryLimit ?? RETRY.retryLimit,
          ...(definition.deleteAfterSeconds === undefined
            ? {}
            : { deleteAfterSeconds: definition.deleteAfterSeconds }),
        });
        const handler = definition.handler as JobHandler<object>;
        await boss.work(
          name,
          {
            pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
            batchSize: 1,
            // The singleton key and retry limit, for the failure's log line.
            includeMetadata: true,
          },
          async (jobs: JobWithMetadata<object>[]) => {
            for (const job of jobs) {
              const retryCount = job.retryCount ?? 0;
              try {
                await handler(job.data, { id: job.id, retryCount });
              } catch (error) {
                failed(job, error);
                if (retryCount >= job.retryLimit) settle(job.id);
                // Thrown on, so pg-boss retries the job or marks it failed.
                throw error;
              }
              settle(job.id);
            }
          },
        );
        if (definition.cron) {
          await boss.schedule(definition.name, definition.cron, {}, { tz: JOB_TIME_ZONE });
        }
      }
    },
    async stop(timeoutMs = 10_000) {
      if (!started) return;
      started = false;
      // close: false: the database belongs to the server, which closes it after the app.
      await boss.stop({ graceful: true, timeout: timeoutMs, close: database.kind !== 'pglite' });
    },
    async idle() {
      while (settled.size > 0) await Promise.all(settled);
    },
    failureCounts: () => ({ ...counts }),
  };
}
