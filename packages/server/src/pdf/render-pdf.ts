// Issue 43: where the server's PDFs are rendered. The built server renders them on one worker
// thread (pdf-worker.ts), started with the first PDF, so pdf-lib's work does not hold the event
// loop; run from the source (the tests, `npm run dev`, the benches through tsx) it renders in
// process, since Node alone cannot run the worker's TypeScript imports.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { renderPdfJob, type PdfJob } from './pdf-jobs.js';
import type { FromPdfWorker, ToPdfWorker } from './pdf-worker.js';

export type RenderPdf = (job: PdfJob) => Promise<Uint8Array>;

/**
 * The bundled worker, dist/pdf-worker.js (scripts/bundle.mjs), seen from the bundle's dist/main.js,
 * its dist/chunks/ or tsc's dist/pdf/ (the CLIs); else tsc's own dist/pdf/pdf-worker.js; undefined
 * when running from the source.
 */
function findBuiltWorker(): string | undefined {
  return ['../pdf-worker.js', './pdf-worker.js']
    .map((candidate) => fileURLToPath(new URL(candidate, import.meta.url)))
    .find((file) => existsSync(file));
}

/**
 * Renders each job on one worker thread, started at the first job and replaced after it fails
 * (the jobs it held fail with it). The worker keeps the process alive only while it renders.
 */
export function createPdfWorkerRenderer(options: {
  workerFile: string;
  /** `['--import', 'tsx']` to run the worker from the source (its test). */
  execArgv?: string[];
}): RenderPdf & { close(): Promise<void> } {
  let worker: Worker | undefined;
  let lastId = 0;
  const pending = new Map<
    number,
    { resolve(bytes: Uint8Array): void; reject(error: Error): void }
  >();
  const settle = (id: number) => {
    const job = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker?.unref();
    return job;
  };
  const failAll = (error: Error) => {
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  };
  const start = () => {
    const started = new Worker(options.workerFile, { execArgv: options.execArgv ?? [] });
    started.on('message', (message: FromPdfWorker) => {
      const job = settle(message.id);
      if (message.message === undefined) job?.resolve(message.bytes);
      else job?.reject(new Error(`PDF worker: ${message.message}`));
    });
    const lost = (error: Error) => {
      if (worker !== started) return;
      worker = undefined;
      failAll(error);
    };
    started.on('error', lost);
    started.on('exit', (code) => lost(new Error(`PDF worker stopped (exit code ${code})`)));
    return started;
  };
  const render: RenderPdf = (job) =>
    new Promise((resolve, reject) => {
      worker ??= start();
      worker.ref();
      lastId += 1;
      pending.set(lastId, { resolve, reject });
      worker.postMessage({ id: lastId, job } satisfies ToPdfWorker);
    });
  return Object.assign(render, {
    async close() {
      const stopping = worker;
      worker = undefined;
      failAll(new Error('PDF worker closed'));
      await stopping?.terminate();
    },
  });
}

const builtWorker = findBuiltWorker();

/** The server's PDFs: on the worker thread in the built server, in process from the source. */
export const renderPdf: RenderPdf = builtWorker
  ? createPdfWorkerRenderer({ workerFile: builtWorker })
  : renderPdfJob;
