// The built server renders its PDFs on a worker thread (render-pdf.ts); here the same worker runs
// from the source through tsx, and its PDFs read as the in-process ones do. Proofs only: an invoice
// crosses the same way, but tsx takes ~10 s to load the domain package for it in a worker (the
// invoice tests render theirs in process, through the same renderPdfJob).
import { afterAll, describe, expect, it } from 'vitest';
import type { ProofContent } from '../services/proof-of-service/proof-pdf.js';
import { readPdf } from '../test/pdf-text.js';
import { renderPdfJob } from './pdf-jobs.js';
import { createPdfWorkerRenderer } from './render-pdf.js';

const renderOnWorker = createPdfWorkerRenderer({
  workerFile: new URL('./pdf-worker.ts', import.meta.url).pathname,
  execArgv: ['--import', 'tsx'],
});
afterAll(() => renderOnWorker.close());

const proof: ProofContent = {
  madeAt: new Date('2026-11-03T10:00:00Z'),
  title: 'Leistungsnachweis',
  issuer: 'Careport',
  rows: [
    { label: 'Kundin', value: 'Łucja Şahin-Čapek' },
    { label: 'Termin', value: '03.11.2026, 09:00–10:30' },
  ],
  images: [],
  noImages: 'Keine Unterschrift',
  footer: 'Erstellt mit Careport',
};

describe('issue 43 PDFs on a worker thread', () => {
  it('renders a proof as the main thread does', async () => {
    const [onWorker, inProcess] = await Promise.all([
      renderOnWorker({ kind: 'proof', content: proof }),
      renderPdfJob({ kind: 'proof', content: proof }),
    ]);
    expect((await readPdf(onWorker)).text).toBe((await readPdf(inProcess)).text);
    expect((await readPdf(onWorker)).text).toContain('Łucja Şahin-Čapek');
  });

  it('fails a job it cannot render with the reason, and renders the next', async () => {
    const broken: ProofContent = {
      ...proof,
      images: [{ label: 'Unterschrift', png: new Uint8Array([1, 2, 3]) }],
    };
    await expect(renderOnWorker({ kind: 'proof', content: broken })).rejects.toThrow(
      /^PDF worker: /,
    );
    const next = await renderOnWorker({ kind: 'proof', content: proof });
    expect((await readPdf(next)).pages).toBe(1);
  });
});
