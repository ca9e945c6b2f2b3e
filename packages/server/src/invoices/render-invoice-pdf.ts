// One invoice as a PDF/A-3b file (pdf-lib). Its embedded font (pdf/pdf-fonts.ts) covers German
// text (umlauts, ß, €); a character outside it is replaced rather than failing the run. A4, as
// many pages as the visits need, each with the number and a page count.
import {
  formatCommissionRate,
  formatDate,
  formatEuroFromCents,
  formatTime,
  visitAmountInCents,
} from '@careport/domain';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';
import type { InvoiceDocument, InvoiceParty } from './invoice-document.js';
import { drawable, embedPdfFonts } from '../pdf/pdf-fonts.js';
import { writePdfAParts, type PdfAMetadata } from './pdf-a.js';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const GREY = rgb(0.35, 0.35, 0.35);

const TITLES = {
  CUSTOMER: 'Rechnung',
  COMMISSION: 'Provisionsrechnung',
  CUSTOMER_STORNO: 'Stornorechnung',
  COMMISSION_STORNO: 'Storno der Provisionsrechnung',
} as const;

const dayOf = (date: string): string => formatDate(`${date}T12:00:00Z`);
const euro = (cents: number): string => formatEuroFromCents(cents, 'de');

/** Title, author and subject of an invoice's file (Info dictionary and XMP alike). */
export function invoicePdfMetadata(
  document: InvoiceDocument,
  date: Date,
): Omit<PdfAMetadata, 'facturX'> {
  const title = `${TITLES[document.type]} ${document.invoiceNumber}`;
  return {
    title,
    author: document.issuer.name,
    subject: `${title} vom ${dayOf(document.creationDate)}, ${document.issuer.name}`,
    date,
  };
}

function taxIdLines(party: InvoiceParty): string[] {
  const lines: string[] = [];
  if (party.ustId) lines.push(`USt-IdNr.: ${party.ustId}`);
  if (party.taxNo) lines.push(`Steuernummer: ${party.taxNo}`);
  return lines;
}

/**
 * With `pdfAParts: false` the PDF/A metadata is left to a later writer (the Factur-X step writes
 * its own; written here too, it would stay in the file unreferenced).
 */
export async function renderInvoicePdf(
  document: InvoiceDocument,
  { pdfAParts = true }: { pdfAParts?: boolean } = {},
): Promise<Uint8Array> {
  // The Info dictionary is written by writePdfAParts, matching the XMP; pdf-lib must not add to it.
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setLanguage('de-DE');
  const { regular, bold } = await embedPdfFonts(pdf);
  const pages: PDFPage[] = [];
  let page = pdf.addPage(A4);
  pages.push(page);
  let y = A4[1] - MARGIN;

  const text = (
    value: string,
    x: number,
    options: {
      size?: number;
      font?: PDFFont;
      right?: boolean;
      color?: ReturnType<typeof rgb>;
    } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? 9;
    const safe = drawable(font, value);
    const left = options.right ? x - font.widthOfTextAtSize(safe, size) : x;
    page.drawText(safe, { x: left, y, size, font, color: options.color ?? rgb(0, 0, 0) });
  };
  const newLine = (height = 12) => {
    y -= height;
  };

  // Header: issuer on the left, the invoice's facts on the right.
  text(document.issuer.name, MARGIN, { size: 14, font: bold });
  const facts: [string, string][] = [
    ['Rechnungsnummer', document.invoiceNumber],
    ['Rechnungsdatum', dayOf(document.creationDate)],
    ['Leistungszeitraum', `${dayOf(document.periodFrom)} – ${dayOf(document.periodTo)}`],
  ];
  if (document.originalInvoiceNumber)
    facts.push(['Stornierte Rechnung', document.originalInvoiceNumber]);
  let factsY = y;
  for (const [label, value] of facts) {
    const saved = y;
    y = factsY;
    text(label, 360, { color: GREY });
    text(value, A4[0] - MARGIN, { right: true, font: bold });
    y = saved;
    factsY -= 12;
  }
  newLine(14);
  for (const line of [
    `${document.issuer.street}, ${document.issuer.postalCode} ${document.issuer.city}`,
    ...taxIdLines(document.issuer),
  ]) {
    text(line, MARGIN, { color: GREY });
    newLine();
  }
  y = Math.min(y, factsY) - 24;

  text('Rechnungsempfänger', MARGIN, { color: GREY });
  newLine();
  for (const line of [
    document.recipient.name,
    document.recipient.street,
    `${document.recipient.postalCode} ${document.recipient.city}`,
    ...taxIdLines(document.recipient),
  ]) {
    if (line.trim() === '') continue;
    text(line, MARGIN, { size: 10 });
    newLine(13);
  }
  newLine(14);

  const title = document.originalInvoiceNumber
    ? `${TITLES[document.type]} zu ${document.originalInvoiceNumber}`
    : TITLES[document.type];
  text(title, MARGIN, { size: 16, font: bold });
  newLine(22);
  if (document.onBehalfOf) {
    const provider = document.onBehalfOf;
    text(
      `Leistungserbringer: ${provider.name}, ${provider.street}, ${provider.postalCode} ${provider.city}`,
      MARGIN,
    );
    newLine();
    const ids = taxIdLines(provider).join(', ');
    if (ids) {
      text(ids, MARGIN);
      newLine();
    }
    text(
      `Die Rechnung stellt ${document.issuer.name} im Namen und für Rechnung des Leistungserbringers.`,
      MARGIN,
      { color: GREY },
    );
    newLine();
  }
  if (document.careReceiverName.trim() !== '') {
    text(`Leistungsempfänger: ${document.careReceiverName}`, MARGIN);
    newLine();
  }
  if (document.commissionRate !== null) {
    text(
      `Vermittlungsprovision von ${formatCommissionRate(document.commissionRate, 'de')} auf den Preis je Einsatz`,
      MARGIN,
    );
    newLine();
  }
  newLine(10);

  const isCommission = document.commissionRate !== null;
  const columns = {
    date: MARGIN,
    time: 112,
    duration: 160,
    services: 210,
    unit: 470,
    amount: A4[0] - MARGIN,
  };
  const header = () => {
    text('Datum', columns.date, { font: bold });
    text('Uhrzeit', columns.time, { font: bold });
    text('Dauer', columns.duration, { font: bold });
    text('Leistungen', columns.services, { font: bold });
    text(isCommission ? 'Einsatz brutto' : 'Preis/Std.', columns.unit, { font: bold, right: true });
    text('Betrag', columns.amount, { font: bold, right: true });
    newLine(4);
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: A4[0] - MARGIN, y },
      thickness: 0.5,
      color: GREY,
    });
    newLine(12);
  };
  header();
  for (const line of document.lines) {
    if (y < 110) {
      page = pdf.addPage(A4);
      pages.push(page);
      y = A4[1] - MARGIN;
      text(`${TITLES[document.type]} ${document.invoiceNumber} (Fortsetzung)`, MARGIN, {
        font: bold,
      });
      newLine(20);
      header();
    }
    text(formatDate(line.startDate), columns.date);
    text(formatTime(line.startDate), columns.time);
    text(`${line.durationInMinutes} Min.`, columns.duration);
    const services = drawable(regular, line.services || 'Betreuung und Alltagshilfe');
    text(services.length > 48 ? `${services.slice(0, 47)}…` : services, columns.services);
    text(
      isCommission
        ? euro(visitAmountInCents(line.unitPriceInCents, line.durationInMinutes))
        : euro(line.unitPriceInCents),
      columns.unit,
      { right: true },
    );
    text(euro(line.amountInCents), columns.amount, { right: true });
    newLine(13);
  }

  if (y < 150) {
    page = pdf.addPage(A4);
    pages.push(page);
    y = A4[1] - MARGIN;
  }
  page.drawLine({
    start: { x: 330, y: y + 6 },
    end: { x: A4[0] - MARGIN, y: y + 6 },
    thickness: 0.5,
    color: GREY,
  });
  newLine(6);
  const { totals } = document;
  const sum = (label: string, cents: number, strong = false) => {
    text(label, 330, strong ? { font: bold, size: 10 } : {});
    text(euro(cents), A4[0] - MARGIN, { right: true, ...(strong ? { font: bold, size: 10 } : {}) });
    newLine(14);
  };
  sum('Nettobetrag', totals.netInCents);
  if (totals.tax.kind === 'standard') {
    sum(`Umsatzsteuer ${totals.tax.ratePercent} %`, totals.vatInCents);
  } else {
    sum('Umsatzsteuer 0 %', 0);
  }
  sum('Gesamtbetrag', totals.grossInCents, true);
  newLine(6);
  if (totals.tax.kind === 'exempt') {
    text(totals.tax.note, MARGIN);
    newLine();
  }

  pages.forEach((each, index) => {
    page = each;
    y = 30;
    text(
      `${document.issuer.name} · ${document.issuer.email ?? ''} · ${document.invoiceNumber} · Seite ${index + 1} von ${pages.length}`,
      MARGIN,
      { size: 7, color: GREY },
    );
  });
  if (pdfAParts) writePdfAParts(pdf, invoicePdfMetadata(document, new Date()));
  return pdf.save();
}
