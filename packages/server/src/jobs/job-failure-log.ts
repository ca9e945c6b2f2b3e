import type { FastifyBaseLogger } from 'fastify';
import type { JobFailure } from './job-queue.js';

/**
 * One line per failed attempt (issue 42 #4): warn while pg-boss will retry, error when it gives
 * the job up. The job's name, id, key and the error's message only: a job's data (e-mails, names)
 * stays out of the log.
 */
export function logJobFailure(log: FastifyBaseLogger, failure: JobFailure): void {
  const line = {
    job: failure.name,
    jobId: failure.id,
    singletonKey: failure.singletonKey,
    retryCount: failure.retryCount,
    reason: failure.reason,
  };
  if (failure.isFinal) log.error(line, `job ${failure.name} failed and is given up`);
  else log.warn(line, `job ${failure.name} failed and will be retried`);
}
