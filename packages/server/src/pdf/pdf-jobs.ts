// The PDFs the server renders, as data that crosses to the PDF worker (render-pdf.ts) and back:
// a proof of service after each documented visit, an invoice at the monthly run or on demand.
import type { InvoiceDocument } from '../invoices/invoice-document.js';
import type { ProofContent } from '../services/proof-of-service/proof-pdf.js';

export type PdfJob =
  { kind: 'proof'; content: ProofContent } | { kind: 'invoice'; document: InvoiceDocument };

/**
 * Renders one job. Imported lazily: pdf-lib, the fonts and the e-invoice library (~8 MB of the
 * bundle) load with the first PDF (issue 43), on whichever thread renders it.
 */
export async function renderPdfJob(job: PdfJob): Promise<Uint8Array> {
  if (job.kind === 'proof') {
    const { renderProofPdf } = await import('../services/proof-of-service/proof-pdf.js');
    return renderProofPdf(job.content);
  }
  const { renderInvoiceDocument } = await import('../invoices/render-invoice.js');
  return renderInvoiceDocument(job.document);
}
