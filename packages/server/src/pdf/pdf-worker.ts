// Issue 43: the server's PDFs are rendered on this worker thread (render-pdf.ts), off the event
// loop: a proof took ~8 ms of the main thread after each documented visit (up to ~140 ms for the
// first), and the monthly invoice run thousands of renders, during which every request waited.
import { parentPort } from 'node:worker_threads';
import { renderPdfJob, type PdfJob } from './pdf-jobs.js';

/** What the main thread sends: one job to render. */
export type ToPdfWorker = { id: number; job: PdfJob };
/** What comes back: the job's bytes, or why it failed. */
export type FromPdfWorker =
  { id: number; bytes: Uint8Array; message?: never } | { id: number; message: string };

const port = parentPort;
if (port) {
  port.on('message', ({ id, job }: ToPdfWorker) => {
    renderPdfJob(job).then(
      (rendered) => {
        // Moved, not copied, unless the bytes are a part of a larger buffer.
        const whole =
          rendered.byteOffset === 0 && rendered.byteLength === rendered.buffer.byteLength;
        const bytes = whole ? rendered : rendered.slice();
        port.postMessage({ id, bytes } satisfies FromPdfWorker, [bytes.buffer as ArrayBuffer]);
      },
      (error: unknown) =>
        port.postMessage({
          id,
          message: error instanceof Error ? (error.stack ?? error.message) : String(error),
        } satisfies FromPdfWorker),
    );
  });
}
