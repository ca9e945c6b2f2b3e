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
      await boss.send(name, data, {
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
      });
    },
    async start() {
      await boss.start();
      started = true;
      for (const definition of definitions) {
        await boss.createQueue(definition.name, {
          ...RETRY,
          retryDelay: options.retryDelaySeconds ?? RETRY.retryDelay,
          retryLimit: options.retryLimit ?? RETRY.retryLimit,
        });
        const handler = definition.handler as JobHandler<object>;
        await boss.work(
          definition.name,
          {
            pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
            batchSize: 1,
            // The singleton key and retry limit, for the failure's log line.
            includeMetadata: true,
          },
          async (jobs: JobWithMetadata<object>[]) => {
            for (const job of jobs) {
              try {
                await handler(job.data, { id: job.id, retryCount: job.retryCount ?? 0 });
              } catch (error) {
                failed(job, error);
                // Thrown on, so pg-boss retries the job or marks it failed.
                throw error;
              }
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
    failureCounts: () => ({ ...counts }),
  };
}
