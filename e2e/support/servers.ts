// One server per Playwright worker, each on a data directory of its own with a fresh demo: the
// journeys of one worker change only what that worker's later journeys see, so the workers run
// side by side (issue 38). The config starts the servers; the fixture in test.ts points each
// worker's browser, requests and back-office calls at its own.
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

/** As many workers as cores, and at least two; E2E_WORKERS overrides it (1 to debug). */
export const WORKERS = Number(process.env.E2E_WORKERS ?? Math.max(2, availableParallelism()));

const FIRST_PORT = Number(process.env.E2E_PORT ?? 3210);

export type WorkerServer = { port: number; dataDir: string; baseURL: string };

/** The server of the worker in slot `parallelIndex` under the run's root data directory. */
export function workerServer(rootDataDir: string, parallelIndex: number): WorkerServer {
  const port = FIRST_PORT + parallelIndex;
  return {
    port,
    dataDir: join(rootDataDir, `worker-${parallelIndex}`),
    baseURL: `http://127.0.0.1:${port}`,
  };
}

/** This worker's server, as the fixture in test.ts set it, for the CLI and the outbox. */
export function currentServer(): { dataDir: string; port: string } {
  const dataDir = process.env.E2E_WORKER_DATA_DIR;
  const port = process.env.E2E_WORKER_PORT;
  if (!dataDir || !port) {
    throw new Error(
      'No worker server: import test from e2e/support/test and run through e2e/run.mjs',
    );
  }
  return { dataDir, port };
}
