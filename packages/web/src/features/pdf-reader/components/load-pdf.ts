import type { PDFDocumentProxy } from 'pdfjs-dist';
// The worker is bundled with the app and served from our origin (no CDN): Vite emits the file
// and gives its URL.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/**
 * Opens a PDF with pdf.js. This module is imported lazily by the reader only, so pdf.js is its
 * own chunk that no other screen loads.
 */
/**
 * A URL of our origin, or the file's bytes: a file fetched with a single-use token (an invoice) is
 * read once and handed over as bytes (the CSP allows connections to our origin only, not to blob:).
 */
export type PdfSource = string | Uint8Array;

export async function loadPdf(source: PdfSource): Promise<PDFDocumentProxy> {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
  // pdf.js takes over the buffer it is given: a copy keeps the caller's bytes usable (a second
  // mount, the download).
  const input = typeof source === 'string' ? { url: source } : { data: source.slice() };
  return pdfjs.getDocument({ ...input, isEvalSupported: false }).promise;
}
