// Issue 40 GET /ops/invoices/{id}/pdf and /xml: the finance team's downloads. The PDF is the stored
// file the caregiver downloads, byte for byte (anonymized ones too: their file is for the finance
// team, spec 2 §2); the XML is the Factur-X attachment read out of that same file, so it is the
// e-invoice as issued, not one rebuilt from today's data.
import type { InvoiceType } from '@careport/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { invoices } from '../db/schema/index.js';
import { isUuid } from '../services/ids.js';
import { OpsError } from '../services/ops/ops-error.js';
import { isValidStorageKey, type FileStorage } from '../storage/file-storage.js';

export type InvoiceFile = { bytes: Uint8Array; invoiceNumber: string };

const notFound = (message: string) => new OpsError('INVOICE_NOT_FOUND', message);

/** The stored PDF of an invoice; a malformed id, an unknown one or one still being made: 404. */
export async function invoicePdfForStaff(options: {
  db: Db;
  storage: FileStorage;
  invoiceId: string;
}): Promise<InvoiceFile & { type: InvoiceType }> {
  const { db, storage, invoiceId } = options;
  // 404 rather than 400 for a malformed id: a download link names a file, and a file that cannot
  // exist is not found (record 0103).
  if (!isUuid(invoiceId)) throw notFound('There is no invoice of that id.');
  const [invoice] = await db
    .select({
      number: invoices.invoiceNumber,
      type: invoices.type,
      storageKey: invoices.storageKey,
    })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  if (!invoice) throw notFound(`There is no invoice ${invoiceId}.`);
  const key = invoice.storageKey;
  const file = key && isValidStorageKey(key) ? await storage.get(key) : null;
  if (!file) throw notFound(`The PDF of invoice ${invoice.number} is still being made.`);
  return { bytes: file.bytes, invoiceNumber: invoice.number, type: invoice.type as InvoiceType };
}

/** The bytes of the PDF's associated file `name` (Factur-X attaches its XML there), or null. */
export async function associatedFile(pdf: Uint8Array, name: string): Promise<Uint8Array | null> {
  // Loaded here, as the renderers are (invoice-pdf-store.ts): not at the server's start.
  const {
    decodePDFRawStream,
    PDFArray,
    PDFDict,
    PDFDocument,
    PDFHexString,
    PDFName,
    PDFRawStream,
    PDFString,
  } = await import('@cantoo/pdf-lib');
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const associated = document.catalog.lookupMaybe(PDFName.of('AF'), PDFArray);
  for (let index = 0; index < (associated?.size() ?? 0); index += 1) {
    const spec = associated?.lookupMaybe(index, PDFDict);
    const fileName =
      spec?.lookupMaybe(PDFName.of('UF'), PDFString, PDFHexString) ??
      spec?.lookupMaybe(PDFName.of('F'), PDFString, PDFHexString);
    if (fileName?.decodeText() !== name) continue;
    const stream = spec?.lookupMaybe(PDFName.of('EF'), PDFDict)?.get(PDFName.of('F'));
    const file = stream ? document.context.lookup(stream) : undefined;
    if (file instanceof PDFRawStream) return decodePDFRawStream(file).decode();
  }
  return null;
}

/** The commission invoice's e-invoice (CII XML); a customer invoice carries none: 404. */
export async function invoiceXmlForStaff(options: {
  db: Db;
  storage: FileStorage;
  invoiceId: string;
}): Promise<InvoiceFile> {
  const pdf = await invoicePdfForStaff(options);
  if (pdf.type !== 'COMMISSION' && pdf.type !== 'COMMISSION_STORNO') {
    throw notFound(`Invoice ${pdf.invoiceNumber} is a customer invoice: it has no e-invoice.`);
  }
  const { FACTUR_X } = await import('./e-invoice.js');
  const xml = await associatedFile(pdf.bytes, FACTUR_X.fileName);
  if (!xml) throw notFound(`Invoice ${pdf.invoiceNumber} carries no e-invoice.`);
  return { bytes: xml, invoiceNumber: pdf.invoiceNumber };
}
