// The PDF/A-3b parts of an invoice PDF (ISO 19005-3, conformance B), written last, just before save:
// XMP metadata that says so and repeats the Info dictionary (6.6.2: both must agree, so both are
// written here from one set of values), the sRGB output intent (6.2.3) and the trailer's ID (6.1.3).
// Fonts are embedded by the renderer. For a Factur-X invoice the XMP also carries the fx: extension
// schema (Factur-X 1.0 spec, §6.2.2) that names the attached XML.
import { randomBytes } from 'node:crypto';
import {
  PDFArray,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFRef,
  PDFString,
  type PDFDocument,
} from '@cantoo/pdf-lib';
import { srgbProfileBytes } from '../pdf/pdf-assets.js';

export type PdfAMetadata = {
  title: string;
  author: string;
  subject: string;
  /** Both the creation and the modification date: the file is written once. */
  date: Date;
  /** For a Factur-X PDF: the attached XML's name and profile (fx:ConformanceLevel). */
  facturX?: { fileName: string; conformanceLevel: string };
};

export const PDF_PRODUCER = 'Careport (pdf-lib)';

const xml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** XMP dates without milliseconds, so they equal the Info dictionary's D:YYYYMMDDHHmmSSZ. */
const xmpDate = (date: Date): string => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

// Factur-X 1.0 §6.2.2: the fx: properties must be declared in a PDF/A extension schema.
const FX_EXTENSION_SCHEMA = `  <rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
   <pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">
    <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
    <pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>
    <pdfaSchema:prefix>fx</pdfaSchema:prefix>
    <pdfaSchema:property><rdf:Seq>
${['DocumentFileName', 'DocumentType', 'Version', 'ConformanceLevel']
  .map(
    (name) =>
      `     <rdf:li rdf:parseType="Resource"><pdfaProperty:name>${name}</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>Factur-X ${name}</pdfaProperty:description></rdf:li>`,
  )
  .join('\n')}
    </rdf:Seq></pdfaSchema:property>
   </rdf:li></rdf:Bag></pdfaExtension:schemas>
  </rdf:Description>`;

export function xmpPacket(meta: PdfAMetadata): string {
  const date = xmpDate(meta.date);
  const facturX = meta.facturX
    ? `${FX_EXTENSION_SCHEMA}
  <rdf:Description rdf:about="" xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#">
   <fx:DocumentType>INVOICE</fx:DocumentType>
   <fx:DocumentFileName>${xml(meta.facturX.fileName)}</fx:DocumentFileName>
   <fx:Version>1.0</fx:Version>
   <fx:ConformanceLevel>${xml(meta.facturX.conformanceLevel)}</fx:ConformanceLevel>
  </rdf:Description>`
    : '';
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
  <rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/">
   <pdfaid:part>3</pdfaid:part>
   <pdfaid:conformance>B</pdfaid:conformance>
  </rdf:Description>
  <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
   <dc:format>application/pdf</dc:format>
   <dc:title><rdf:Alt><rdf:li xml:lang="x-default">${xml(meta.title)}</rdf:li></rdf:Alt></dc:title>
   <dc:creator><rdf:Seq><rdf:li>${xml(meta.author)}</rdf:li></rdf:Seq></dc:creator>
   <dc:description><rdf:Alt><rdf:li xml:lang="x-default">${xml(meta.subject)}</rdf:li></rdf:Alt></dc:description>
  </rdf:Description>
  <rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
   <pdf:Producer>${PDF_PRODUCER}</pdf:Producer>
  </rdf:Description>
  <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
   <xmp:CreatorTool>${PDF_PRODUCER}</xmp:CreatorTool>
   <xmp:CreateDate>${date}</xmp:CreateDate>
   <xmp:ModifyDate>${date}</xmp:ModifyDate>
   <xmp:MetadataDate>${date}</xmp:MetadataDate>
  </rdf:Description>
${facturX}
 </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

/**
 * Drops the metadata and output intents another writer left (@e-invoice-eu/core's), so the file
 * does not carry them unreferenced.
 */
function dropOld(pdf: PDFDocument): void {
  const { context, catalog } = pdf;
  const metadata = catalog.get(PDFName.of('Metadata'));
  if (metadata instanceof PDFRef) context.delete(metadata);
  const intents = catalog.lookup(PDFName.of('OutputIntents'));
  if (!(intents instanceof PDFArray)) return;
  for (const entry of intents.asArray()) {
    const intent = context.lookup(entry);
    const profile = intent instanceof PDFDict ? intent.get(PDFName.of('DestOutputProfile')) : null;
    if (profile instanceof PDFRef) context.delete(profile);
    if (entry instanceof PDFRef) context.delete(entry);
  }
  const ref = catalog.get(PDFName.of('OutputIntents'));
  if (ref instanceof PDFRef) context.delete(ref);
}

/** Makes `pdf` PDF/A-3b in everything but its fonts; replaces what an earlier writer set. */
export function writePdfAParts(pdf: PDFDocument, meta: PdfAMetadata): void {
  const { context, catalog } = pdf;
  const date = PDFString.fromDate(meta.date);
  if (context.trailerInfo.Info instanceof PDFRef) context.delete(context.trailerInfo.Info);
  // A fresh Info dictionary: an earlier writer's extra entries (Keywords…) would lack their XMP twin.
  context.trailerInfo.Info = context.register(
    context.obj({
      Title: PDFHexString.fromText(meta.title),
      Author: PDFHexString.fromText(meta.author),
      Subject: PDFHexString.fromText(meta.subject),
      Creator: PDFHexString.fromText(PDF_PRODUCER),
      Producer: PDFHexString.fromText(PDF_PRODUCER),
      CreationDate: date,
      ModDate: date,
    }),
  );

  dropOld(pdf);
  // XMP must be UTF-8 (ISO 16684-1); pdf-lib would write a JS string's chars as single bytes.
  const xmp = new TextEncoder().encode(xmpPacket(meta));
  const metadata = context.stream(xmp, { Type: 'Metadata', Subtype: 'XML', Length: xmp.length });
  catalog.set(PDFName.of('Metadata'), context.register(metadata));

  const profile = srgbProfileBytes();
  const profileRef = context.register(context.flateStream(profile, { N: 3 }));
  const intent = context.obj({
    Type: 'OutputIntent',
    S: 'GTS_PDFA1',
    OutputConditionIdentifier: PDFString.of('sRGB IEC61966-2.1'),
    Info: PDFString.of('sRGB IEC61966-2.1'),
    DestOutputProfile: profileRef,
  });
  catalog.set(PDFName.of('OutputIntents'), context.obj([context.register(intent)]));

  // 6.1.3: a file identifier; both halves equal, the file being written once.
  const id = PDFHexString.of(randomBytes(16).toString('hex'));
  context.trailerInfo.ID = context.obj([id, id]);
}
