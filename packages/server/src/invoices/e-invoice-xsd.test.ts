// Issue 12: the commission e-invoice against the standard's own schema, the Factur-X 1.07.3
// EN16931 XSD (CII D16B as published by FNFE-MPE; test-assets/README.md), with
// libxml2 compiled to WebAssembly: the factur-x.xml read back out of the rendered PDF, not only
// the library's JSON schema of the data it was made from (e-invoice.test.ts).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { XmlDocument, XsdValidator, XmlValidateError } from 'libxml2-wasm';
import { xmlRegisterFsInputProviders } from 'libxml2-wasm/lib/nodejs.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commissionDocument as document } from '../test/invoice-documents.js';
import { readPdf } from '../test/pdf-text.js';
import { eInvoiceXml } from './e-invoice.js';
import { renderInvoice } from './invoice-pdf-store.js';

const SCHEMA = fileURLToPath(
  new URL('../../test-assets/factur-x/Factur-X_1.07.3_EN16931.xsd', import.meta.url),
);

let schema: XmlDocument;
let validator: XsdValidator;

beforeAll(() => {
  // The schema imports its three data-type files by relative path: read from disk.
  xmlRegisterFsInputProviders();
  schema = XmlDocument.fromBuffer(new Uint8Array(readFileSync(SCHEMA)), { url: SCHEMA });
  validator = XsdValidator.fromDoc(schema);
});
afterAll(() => {
  validator?.dispose();
  schema?.dispose();
});

/** The schema's findings for `xml`, [] when it is valid. */
function findings(xml: string): string[] {
  const parsed = XmlDocument.fromString(xml);
  try {
    validator.validate(parsed);
    return [];
  } catch (error) {
    if (error instanceof XmlValidateError) return error.details.map((detail) => detail.message);
    throw error;
  } finally {
    parsed.dispose();
  }
}

describe('the commission e-invoice against the Factur-X EN16931 XSD', () => {
  it.each([false, true])('is valid as embedded in the PDF (storno %s)', async (storno) => {
    const { attachments } = await readPdf(await renderInvoice(document(storno)));
    const xml = new TextDecoder().decode(attachments['factur-x.xml']);
    expect(xml).toContain('CrossIndustryInvoice');
    expect(findings(xml)).toEqual([]);
  });

  it('would be refused with a required element missing, so the check can fail', async () => {
    const xml = await eInvoiceXml(document(false));
    const withoutIssueDate = xml.replace(/<ram:IssueDateTime>[\s\S]*?<\/ram:IssueDateTime>/, '');
    expect(withoutIssueDate).not.toBe(xml);
    expect(findings(withoutIssueDate).join('\n')).toMatch(/IssueDateTime|TypeCode|Expected/);
  });
});
