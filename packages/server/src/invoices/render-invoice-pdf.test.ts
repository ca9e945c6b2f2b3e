// The invoice PDFs are PDF/A-3b as far as can be checked without veraPDF
// (docs/decisions/0039-invoice-pdfs-and-e-invoice.md):
// every font embedded, XMP that says part 3 / conformance B and agrees with the Info dictionary,
// an sRGB output intent, a file ID, no encryption, no transparency; the commission invoice carries factur-x.xml as
// an associated file with the fx: XMP schema; and the embedded font draws umlauts and the euro sign.
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFStream,
  decodePDFRawStream,
  type PDFObject,
} from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { commissionDocument, customerDocument } from '../test/invoice-documents.js';
import { readPdf } from '../test/pdf-text.js';
import { renderInvoice } from './invoice-pdf-store.js';

const streamText = (stream: PDFObject | undefined): string => {
  if (!(stream instanceof PDFRawStream)) throw new Error('expected a stream');
  return new TextDecoder().decode(decodePDFRawStream(stream).decode());
};

/** Each font of each page, with the descendant font of a Type0 font. */
function fontsOf(pdf: PDFDocument): PDFDict[] {
  const fonts: PDFDict[] = [];
  for (const page of pdf.getPages()) {
    const resources = page.node.Resources();
    const dict = resources?.lookup(PDFName.of('Font'), PDFDict);
    for (const ref of dict?.values() ?? []) {
      const font = pdf.context.lookup(ref, PDFDict);
      const descendants = font.lookupMaybe(PDFName.of('DescendantFonts'), PDFArray);
      fonts.push(descendants ? descendants.lookup(0, PDFDict) : font);
    }
  }
  return fonts;
}

const infoText = (pdf: PDFDocument, key: string): string | undefined =>
  ({ Title: pdf.getTitle(), Author: pdf.getAuthor(), Subject: pdf.getSubject() })[key];

async function checkPdfA(bytes: Uint8Array): Promise<{ pdf: PDFDocument; xmp: string }> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  expect(pdf.isEncrypted).toBe(false);

  const fonts = fontsOf(pdf);
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) {
    const descriptor = font.lookup(PDFName.of('FontDescriptor'), PDFDict);
    const file =
      descriptor.lookupMaybe(PDFName.of('FontFile2'), PDFStream) ??
      descriptor.lookupMaybe(PDFName.of('FontFile3'), PDFStream);
    expect(file, `${String(font.get(PDFName.of('BaseFont')))} is embedded`).toBeDefined();
  }

  // ISO 19005-3 6.4: no transparency; pdf-lib would add it only as an ExtGState for an opacity.
  for (const page of pdf.getPages()) {
    const states = page.node.Resources()?.lookupMaybe(PDFName.of('ExtGState'), PDFDict);
    for (const ref of states?.values() ?? []) {
      const state = pdf.context.lookup(ref, PDFDict);
      for (const key of ['CA', 'ca', 'SMask', 'BM'])
        expect(state.has(PDFName.of(key)), `ExtGState ${key}`).toBe(false);
    }
    expect(page.node.has(PDFName.of('Group'))).toBe(false);
  }

  const xmp = streamText(pdf.catalog.lookup(PDFName.of('Metadata')));
  expect(xmp).toContain('<pdfaid:part>3</pdfaid:part>');
  expect(xmp).toContain('<pdfaid:conformance>B</pdfaid:conformance>');
  // ISO 19005-3 6.6.2.3: the Info entries and their XMP twins agree.
  expect(xmp).toContain(`<rdf:li xml:lang="x-default">${infoText(pdf, 'Title')}</rdf:li>`);
  expect(xmp).toContain(`<rdf:li>${infoText(pdf, 'Author')}</rdf:li>`);
  expect(xmp).toContain(`<pdf:Producer>${pdf.getProducer()}</pdf:Producer>`);
  expect(xmp).toContain(`<xmp:CreatorTool>${pdf.getCreator()}</xmp:CreatorTool>`);
  const created = pdf.getCreationDate()?.toISOString().replace('.000Z', 'Z');
  expect(xmp).toContain(`<xmp:CreateDate>${created}</xmp:CreateDate>`);
  expect(pdf.getModificationDate()?.getTime()).toBe(pdf.getCreationDate()?.getTime());
  expect(pdf.getKeywords()).toBeUndefined(); // it would need pdf:Keywords

  const intents = pdf.catalog.lookup(PDFName.of('OutputIntents'), PDFArray);
  const intent = intents.lookup(0, PDFDict);
  expect(intent.get(PDFName.of('S'))).toBe(PDFName.of('GTS_PDFA1'));
  expect(intent.lookup(PDFName.of('DestOutputProfile'))).toBeInstanceOf(PDFStream);

  const id = pdf.context.trailerInfo.ID;
  expect(id).toBeInstanceOf(PDFArray);
  expect((id as PDFArray).size()).toBe(2);
  return { pdf, xmp };
}

describe('an invoice PDF', () => {
  it('is PDF/A-3b and draws umlauts and the euro sign with its embedded font', async () => {
    const bytes = await renderInvoice(customerDocument());
    const { xmp } = await checkPdfA(bytes);
    expect(xmp).not.toContain('fx:');
    const { text, attachments } = await readPdf(bytes);
    expect(text).toContain('Rechnung');
    expect(text).toContain('Rechnungsempfänger');
    expect(text).toContain('Jürgen Größer');
    expect(text).toContain('Körperpflege, Einkäufe');
    expect(text).toMatch(/55,35 €/); // 90 min at 36,90 €/h
    expect(attachments).toEqual({});
  });

  it.each([false, true])(
    'carries factur-x.xml as an associated file for a commission invoice (storno %s)',
    async (storno) => {
      const bytes = await renderInvoice(commissionDocument(storno));
      const { pdf, xmp } = await checkPdfA(bytes);
      expect(xmp).toContain('<fx:DocumentType>INVOICE</fx:DocumentType>');
      expect(xmp).toContain('<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>');
      expect(xmp).toContain('<fx:Version>1.0</fx:Version>');
      expect(xmp).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
      expect(xmp).toContain('<pdfaSchema:prefix>fx</pdfaSchema:prefix>');

      const associated = pdf.catalog.lookup(PDFName.of('AF'), PDFArray);
      expect(associated.size()).toBe(1);
      const spec = associated.lookup(0, PDFDict);
      expect(spec.lookup(PDFName.of('F'))?.toString()).toBe('(factur-x.xml)');
      expect(spec.get(PDFName.of('AFRelationship'))).toBe(PDFName.of('Alternative'));
      const file = spec.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F'), PDFStream);
      expect(file.dict.get(PDFName.of('Subtype'))).toBe(PDFName.of('text/xml'));

      const { text, attachments } = await readPdf(bytes);
      expect(text).toContain(storno ? 'Storno der Provisionsrechnung' : 'Provisionsrechnung');
      expect(text.includes('Stornierte Rechnung')).toBe(storno);
      expect(text).toContain('Schönhauser Allee 10');
      expect(text).toMatch(/28,55 €/);
      const xml = new TextDecoder().decode(attachments['factur-x.xml']);
      expect(xml).toContain('<ram:ID>urn:cen.eu:en16931:2017</ram:ID>');
    },
  );
});
