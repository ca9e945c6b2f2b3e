import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { openTestDatabase } from '../db/test-database.js';
import { pino } from 'pino';
import { logJobFailure } from './job-failure-log.js';
import { createJobQueue, type JobDefinition, type JobFailure } from './job-queue.js';

/** Resolves once `check` holds, polling; fails the test after `ms`. */
async function eventually(check: () => boolean, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('durable jobs on pg-boss (DESIGN Jobs, issue 13)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await database.close();
  });

  const queue = (
    definitions: JobDefinition<never>[],
    more: { onJobFailed?: (failure: JobFailure) => void; retryLimit?: number } = {},
  ) =>
    createJobQueue(database, definitions, {
      databaseUrl: process.env.DATABASE_URL,
      onError: (error) => {
        throw error;
      },
      pollingIntervalSeconds: 0.5,
      retryDelaySeconds: 1,
      ...more,
    });

  it('keeps a job queued while no server runs and works it after the next start', async () => {
    const name = `test-durable-${randomUUID()}`;
    const seen: string[] = [];
    const definition: JobDefinition<{ word: string }> = {
      name,
      handler: (data) => {
        seen.push(data.word);
        return Promise.resolve();
      },
    };
    const first = queue([definition]);
    await first.start();
    await first.stop(1000);
    // Queued through a stopped server's database, as a job left behind by a restart is.
    const sender = queue([]);
    await sender.start();
    await sender.send(name, { word: 'hello' });
    await sender.stop(1000);
    expect(seen).toEqual([]);

    const second = queue([definition]);
    await second.start();
    await eventually(() => seen.length === 1);
    await second.stop(1000);
    expect(seen).toEqual(['hello']);
  }, 60_000);

  it('retries a failed job with its data until it succeeds', async () => {
    const name = `test-retry-${randomUUID()}`;
    const attempts: number[] = [];
    const jobs = queue([
      {
        name,
        handler: (_data: object, job) => {
          attempts.push(job.retryCount);
          return attempts.length < 2
            ? Promise.reject(new Error('push service down'))
            : Promise.resolve();
        },
      },
    ]);
    await jobs.start();
    await jobs.send(name, {});
    await eventually(() => attempts.length === 2);
    await jobs.stop(1000);
    expect(attempts).toEqual([0, 1]);
  }, 60_000);

  // Issue 42 #4: a failed job left no line in the log and no count anywhere.
  it('logs each failed attempt with the job’s name, id, key and reason, and counts them', async () => {
    const name = `test-failing-${randomUUID()}`;
    const lines: Record<string, unknown>[] = [];
    const log = pino(
      { level: 'info' },
      { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    );
    const jobs = queue(
      [
        {
          name,
          handler: () => Promise.reject(new Error('push service answered 503')),
        },
      ],
      { onJobFailed: (failure) => logJobFailure(log, failure), retryLimit: 1 },
    );
    await jobs.start();
    await jobs.send(name, { email: 'anna@careport.example' }, { singletonKey: 'event:42' });
    await eventually(() => jobs.failureCounts().gaveUp === 1);
    await jobs.stop(1000);

    expect(jobs.failureCounts()).toEqual({ failed: 2, gaveUp: 1 });
    const expected = {
      job: name,
      jobId: expect.any(String) as unknown,
      singletonKey: 'event:42',
      reason: 'Error: push service answered 503',
    };
    expect(lines).toEqual([
      expect.objectContaining({ ...expected, level: 40, retryCount: 0 }),
      expect.objectContaining({ ...expected, level: 50, retryCount: 1 }),
    ]);
    // The job's data is not in the log.
    expect(JSON.stringify(lines)).not.toContain('anna@careport.example');
  }, 60_000);
});
