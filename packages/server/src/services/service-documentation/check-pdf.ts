// Issue 42 #2: a service documentation PDF is read by a parser, not only by its first bytes, and
// refused when it carries active content (docs/decisions/0071-service-documentation-pdfs-checked.md).
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFStream,
  type PDFObject,
} from '@cantoo/pdf-lib';
import { AppError } from '../../errors/app-error.js';

/** Why a PDF is refused; the key goes to the client in `details.files` (i18n: validation). */
export type PdfRefusal = 'VALIDATION_PDF_UNREADABLE' | 'VALIDATION_PDF_ACTIVE_CONTENT';

/**
 * Keys whose presence anywhere means script, an automatic action or a file inside the file:
 * JavaScript actions and the document's JavaScript name tree, additional actions (page open,
 * field change: in practice always script), embedded files and file attachments, XFA forms
 * (their own scripting) and rich media (Flash, 3D with script).
 */
const ACTIVE_KEYS = new Set(
  ['JS', 'JavaScript', 'AA', 'EmbeddedFiles', 'EF', 'XFA', 'RichMediaContent'].map((name) =>
    PDFName.of(name),
  ),
);

/**
 * Action types (`/S`) that run something or reach outside the document. GoTo (a page), URI (a
 * link the reader asks about) and Named (next page) stay: ordinary documents use them.
 */
const ACTIVE_ACTIONS = new Set(
  [
    'JavaScript',
    'Launch',
    'SubmitForm',
    'ImportData',
    'Rendition',
    'RichMediaExecute',
    'GoToE',
    'GoTo3DView',
    'Sound',
    'Movie',
  ].map((name) => PDFName.of(name)),
);

/** Values of `/Type` or `/Subtype` that are a file or a player inside the document. */
const ACTIVE_TYPES = new Set(
  ['EmbeddedFile', 'FileAttachment', 'RichMedia', 'Screen', 'Movie', 'Sound', '3D'].map((name) =>
    PDFName.of(name),
  ),
);

const S = PDFName.of('S');
const TYPE = PDFName.of('Type');
const SUBTYPE = PDFName.of('Subtype');

function isActiveDict(dict: PDFDict): boolean {
  for (const [key, value] of dict.entries()) {
    if (ACTIVE_KEYS.has(key)) return true;
    if (key === S && value instanceof PDFName && ACTIVE_ACTIONS.has(value)) return true;
    if ((key === TYPE || key === SUBTYPE) && value instanceof PDFName && ACTIVE_TYPES.has(value)) {
      return true;
    }
  }
  return false;
}

/** Whether `object` or anything written inside it (not behind a reference) is active. */
function hasActiveContent(object: PDFObject): boolean {
  const pending: PDFObject[] = [object];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const dict = next instanceof PDFStream ? next.dict : next instanceof PDFDict ? next : null;
    if (dict) {
      if (isActiveDict(dict)) return true;
      pending.push(...dict.values());
    } else if (next instanceof PDFArray) {
      pending.push(...next.asArray());
    }
  }
  return false;
}

const refused = (reason: PdfRefusal) =>
  new AppError('SERVICE_DOCUMENTATION_UPLOAD_FAILED', 415, { files: reason });

/**
 * Refuses (415, the route's code) a PDF that pdf-lib cannot read, that has no page, that is
 * encrypted (its object streams, where script may sit, cannot be read), or that carries active
 * content in any object, object streams and earlier revisions included: pdf-lib reads every
 * object in the file, not only those the cross-reference table names.
 */
export async function checkServicePdf(bytes: Uint8Array): Promise<void> {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, { throwOnInvalidObject: true, updateMetadata: false });
    if (document.getPageCount() < 1) throw refused('VALIDATION_PDF_UNREADABLE');
  } catch (error) {
    // Whatever pdf-lib throws (EncryptedPDFError, a parse error) is about the file, not us.
    throw error instanceof AppError ? error : refused('VALIDATION_PDF_UNREADABLE');
  }
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (hasActiveContent(object)) throw refused('VALIDATION_PDF_ACTIVE_CONTENT');
  }
}
