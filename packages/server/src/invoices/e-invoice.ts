// The commission invoice as an EN 16931 e-invoice: Factur-X / ZUGFeRD, profile EN16931 (CII XML
// embedded in the PDF/A-3 file, whose metadata pdf-a.ts writes), made with @e-invoice-eu/core from
// its internal (UBL-like) format, which the library checks against its JSON schema of EN 16931
// before writing anything.
// A storno is a credit note (type code 381) with positive amounts that names the invoice it cancels.
import type { InvoiceType } from '@careport/domain';
import {
  FormatFactoryService,
  InvoiceService,
  type Invoice,
  type InvoiceServiceOptions,
} from '@e-invoice-eu/core';
import { PDFDocument } from '@cantoo/pdf-lib';
import type { InvoiceDocument, InvoiceParty } from './invoice-document.js';
import { MARKETPLACE } from './issuer.js';
import { writePdfAParts } from './pdf-a.js';
import { invoicePdfMetadata } from './render-invoice-pdf.js';

/** The library logs warnings; the run has its own log, so they are dropped here. */
const silent = { log() {}, warn() {}, error() {} };

export const E_INVOICE_FORMAT = 'Factur-X-EN16931';
/** The XMP's fx:ConformanceLevel of that profile and the attachment's name (Factur-X 1.0 §6.2.2). */
export const FACTUR_X = { fileName: 'factur-x.xml', conformanceLevel: 'EN 16931' } as const;

const amount = (cents: number): string => (Math.abs(cents) / 100).toFixed(2);

function party(
  value: InvoiceParty,
): Invoice['ubl:Invoice']['cac:AccountingSupplierParty']['cac:Party'] {
  const taxSchemes: { 'cbc:CompanyID': string; 'cac:TaxScheme': { 'cbc:ID': string } }[] = [];
  if (value.ustId)
    taxSchemes.push({ 'cbc:CompanyID': value.ustId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } });
  if (value.taxNo)
    taxSchemes.push({ 'cbc:CompanyID': value.taxNo, 'cac:TaxScheme': { 'cbc:ID': 'FC' } });
  return {
    ...(value.email
      ? { 'cbc:EndpointID': value.email, 'cbc:EndpointID@schemeID': 'EM' as const }
      : {}),
    'cac:PartyName': { 'cbc:Name': value.name },
    'cac:PostalAddress': {
      'cbc:StreetName': value.street,
      'cbc:CityName': value.city,
      'cbc:PostalZone': value.postalCode,
      'cac:Country': { 'cbc:IdentificationCode': 'DE' },
    },
    ...(taxSchemes.length > 0
      ? { 'cac:PartyTaxScheme': taxSchemes.slice(0, 2) as [(typeof taxSchemes)[number]] }
      : {}),
    'cac:PartyLegalEntity': { 'cbc:RegistrationName': value.name },
  };
}

/** The buyer carries at most its VAT id (BT-48); a tax number is the seller's field only (BT-32). */
function buyer(
  value: InvoiceParty,
): Invoice['ubl:Invoice']['cac:AccountingCustomerParty']['cac:Party'] {
  return {
    ...(value.email
      ? { 'cbc:EndpointID': value.email, 'cbc:EndpointID@schemeID': 'EM' as const }
      : {}),
    'cac:PartyName': { 'cbc:Name': value.name },
    'cac:PostalAddress': {
      'cbc:StreetName': value.street,
      'cbc:CityName': value.city,
      'cbc:PostalZone': value.postalCode,
      'cac:Country': { 'cbc:IdentificationCode': 'DE' },
    },
    ...(value.ustId
      ? {
          'cac:PartyTaxScheme': {
            'cbc:CompanyID': value.ustId,
            'cac:TaxScheme': { 'cbc:ID': 'VAT' },
          },
        }
      : {}),
    'cac:PartyLegalEntity': { 'cbc:RegistrationName': value.name },
  };
}

const isStorno = (type: InvoiceType): boolean => type === 'COMMISSION_STORNO';

/** The e-invoice's data in the library's internal format (exported for the XML test). */
export function eInvoiceData(document: InvoiceDocument): Invoice {
  const { totals } = document;
  if (totals.tax.kind !== 'standard')
    throw new Error('an e-invoice is made for commission invoices only');
  const percent = String(totals.tax.ratePercent);
  const category = {
    'cbc:ID': 'S' as const,
    'cbc:Percent': percent,
    'cac:TaxScheme': { 'cbc:ID': 'VAT' },
  };
  const lines = document.lines.map((line, index) => ({
    'cbc:ID': String(index + 1),
    'cbc:InvoicedQuantity': '1',
    'cbc:InvoicedQuantity@unitCode': 'C62' as const,
    'cbc:LineExtensionAmount': amount(line.amountInCents),
    'cbc:LineExtensionAmount@currencyID': 'EUR' as const,
    'cac:Item': {
      'cbc:Name': `Vermittlungsprovision Einsatz ${line.startDate.toISOString().slice(0, 10)} (${line.durationInMinutes} Min.)`,
      'cac:ClassifiedTaxCategory': category,
    },
    'cac:Price': {
      'cbc:PriceAmount': amount(line.amountInCents),
      'cbc:PriceAmount@currencyID': 'EUR' as const,
    },
  }));
  if (lines.length === 0) throw new Error('an e-invoice needs at least one line');
  return {
    'ubl:Invoice': {
      'cbc:CustomizationID': 'urn:cen.eu:en16931:2017',
      'cbc:ID': document.invoiceNumber,
      'cbc:IssueDate': document.creationDate,
      'cbc:InvoiceTypeCode': isStorno(document.type) ? '381' : '380',
      // BT-22: the library's CII writer drops BT-25 (the BillingReference below), so the note
      // names the cancelled invoice too.
      ...(document.originalInvoiceNumber
        ? { 'cbc:Note': [`Storno der Rechnung ${document.originalInvoiceNumber}`] }
        : {}),
      'cbc:DocumentCurrencyCode': 'EUR',
      'cbc:BuyerReference': document.recipient.name,
      'cac:InvoicePeriod': {
        'cbc:StartDate': document.periodFrom,
        'cbc:EndDate': document.periodTo,
      },
      ...(document.originalInvoiceNumber
        ? {
            'cac:BillingReference': [
              { 'cac:InvoiceDocumentReference': { 'cbc:ID': document.originalInvoiceNumber } },
            ],
          }
        : {}),
      'cac:AccountingSupplierParty': { 'cac:Party': party(document.issuer) },
      'cac:AccountingCustomerParty': { 'cac:Party': buyer(document.recipient) },
      // BT-72, the month's service completed at its end. CII requires the delivery element
      // (ApplicableHeaderTradeDelivery), and the library writes it only from this: without it the
      // XML failed the Factur-X XSD (e-invoice-xsd.test.ts).
      'cac:Delivery': { 'cbc:ActualDeliveryDate': document.periodTo },
      'cac:PaymentMeans': [
        {
          'cbc:PaymentMeansCode': '58',
          'cac:PayeeFinancialAccount': { 'cbc:ID': MARKETPLACE.iban, 'cbc:Name': MARKETPLACE.name },
        },
      ],
      'cac:PaymentTerms': {
        'cbc:Note':
          'Zahlbar innerhalb von 14 Tagen ohne Abzug; die Provision wird mit der Auszahlung verrechnet.',
      },
      'cac:TaxTotal': [
        {
          'cbc:TaxAmount': amount(totals.vatInCents),
          'cbc:TaxAmount@currencyID': 'EUR',
          'cac:TaxSubtotal': [
            {
              'cbc:TaxableAmount': amount(totals.netInCents),
              'cbc:TaxableAmount@currencyID': 'EUR',
              'cbc:TaxAmount': amount(totals.vatInCents),
              'cbc:TaxAmount@currencyID': 'EUR',
              'cac:TaxCategory': category,
            },
          ],
        },
      ],
      'cac:LegalMonetaryTotal': {
        'cbc:LineExtensionAmount': amount(totals.netInCents),
        'cbc:LineExtensionAmount@currencyID': 'EUR',
        'cbc:TaxExclusiveAmount': amount(totals.netInCents),
        'cbc:TaxExclusiveAmount@currencyID': 'EUR',
        'cbc:TaxInclusiveAmount': amount(totals.grossInCents),
        'cbc:TaxInclusiveAmount@currencyID': 'EUR',
        'cbc:PayableAmount': amount(totals.grossInCents),
        'cbc:PayableAmount@currencyID': 'EUR',
      },
      'cac:InvoiceLine': lines as Invoice['ubl:Invoice']['cac:InvoiceLine'],
    },
  };
}

const formats = new FormatFactoryService();

/**
 * The library's generate() compiles its whole EN 16931 JSON schema (ajv) on every call, about a
 * second each: too slow for a month of 10 000 caregivers. The run therefore writes through the
 * format service directly (what generate() does after validating). The data comes from this one
 * builder, whose output the tests validate against that schema (`validatedEInvoice`) and compare
 * byte for byte with this path, for an invoice and a storno.
 */
async function writeEInvoice(
  data: Invoice,
  options: InvoiceServiceOptions,
  validate: boolean,
): Promise<string | Uint8Array> {
  if (validate) return new InvoiceService(silent).generate(data, options);
  const formatter = formats.createFormatService(options.format, silent);
  const invoice = structuredClone(data);
  formatter.fillInvoiceDefaults(invoice);
  return formatter.generate(invoice, {
    ...options,
    format: formats.normalizeFormat(options.format),
  });
}

/**
 * The commission PDF with its Factur-X XML attached by the library (as factur-x.xml, an associated
 * file with AFRelationship /Alternative). The library's PDF/A metadata disagrees with itself (Info
 * Title, Producer and Creator differ from their XMP twins, Keywords has none), so it is rewritten.
 */
export async function attachEInvoice(
  document: InvoiceDocument,
  pdf: Uint8Array,
): Promise<Uint8Array> {
  const result = await writeEInvoice(
    eInvoiceData(document),
    {
      format: E_INVOICE_FORMAT,
      lang: 'de-de',
      pdf: { buffer: pdf, filename: `${document.invoiceNumber}.pdf`, mimetype: 'application/pdf' },
      noWarnings: true,
    },
    false,
  );
  if (typeof result === 'string') throw new Error('Factur-X should answer a PDF');
  const facturX = await PDFDocument.load(result, { updateMetadata: false });
  writePdfAParts(facturX, { ...invoicePdfMetadata(document, new Date()), facturX: FACTUR_X });
  return facturX.save();
}

/**
 * The CII XML of the same data (the XML inside the Factur-X PDF); with `validate`, through the
 * library's generate(), which first checks the data against its EN 16931 schema and throws a
 * ValidationError with ajv's findings.
 */
export async function eInvoiceXml(document: InvoiceDocument, validate = false): Promise<string> {
  const result = await writeEInvoice(
    eInvoiceData(document),
    { format: 'CII', lang: 'de-de', noWarnings: true },
    validate,
  );
  return typeof result === 'string' ? result : new TextDecoder().decode(result);
}
