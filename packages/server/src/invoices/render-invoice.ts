import { isCommissionType, type InvoiceDocument } from './invoice-document.js';
import { renderInvoicePdf } from './render-invoice-pdf.js';

/** The finished PDF bytes of one invoice: commission ones carry their e-invoice (Factur-X). */
export async function renderInvoiceDocument(document: InvoiceDocument): Promise<Uint8Array> {
  if (!isCommissionType(document.type)) return renderInvoicePdf(document);
  // Only commission invoices need the e-invoice library, the largest part of the PDF code.
  const { attachEInvoice } = await import('./e-invoice.js');
  return attachEInvoice(document, await renderInvoicePdf(document, { pdfAParts: false }));
}
