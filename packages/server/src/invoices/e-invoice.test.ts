// The commission e-invoice (EN 16931, CII as embedded in Factur-X): the run's fast path writes
// exactly what the library writes after validating the data against its EN 16931 schema, for an
// invoice and its storno; and that validation does refuse data that breaks the standard.
import { buildInvoiceLines, invoiceTotals, stornoLines } from '@careport/domain';
import { describe, expect, it } from 'vitest';
import { eInvoiceXml } from './e-invoice.js';
import type { InvoiceDocument } from './invoice-document.js';
import { MARKETPLACE } from './issuer.js';

const visits = [90, 45, 60].map((minutes, index) => ({
  bookingId: `b${index}`,
  startDate: `2026-10-0${index + 2}T08:00:00.000Z`,
  endDate: '',
  durationInMinutes: minutes,
  grossPricePerHourInCents: 3690,
  services: [],
}));

function document(storno: boolean): InvoiceDocument {
  const lines = buildInvoiceLines('COMMISSION', visits, 0.2);
  const shown = storno ? stornoLines(lines) : lines;
  const type = storno ? 'COMMISSION_STORNO' : 'COMMISSION';
  return {
    type,
    invoiceNumber: storno ? '2026-000009' : '2026-000002',
    creationDate: storno ? '2026-11-05' : '2026-11-01',
    periodFrom: '2026-10-01',
    periodTo: '2026-10-31',
    issuer: MARKETPLACE,
    onBehalfOf: null,
    recipient: {
      name: 'Anna Bauer',
      street: 'Kastanienallee 5',
      postalCode: '10435',
      city: 'Berlin',
      taxNo: '21/815/08150',
      ustId: 'DE987654321',
      email: 'anna@careport.example',
    },
    careReceiverName: 'Erna Kunz',
    originalInvoiceNumber: storno ? '2026-000002' : null,
    commissionRate: 0.2,
    lines: shown.map((line) => ({
      startDate: new Date(line.startDate),
      durationInMinutes: line.durationInMinutes,
      services: '',
      unitPriceInCents: line.unitPriceInCents,
      amountInCents: line.amountInCents,
    })),
    totals: invoiceTotals(type, shown),
  };
}

describe('the commission e-invoice', () => {
  it('passes the EN 16931 schema and the fast path writes the same XML', async () => {
    const validated = await eInvoiceXml(document(false), true);
    expect(await eInvoiceXml(document(false))).toBe(validated);
    expect(validated).toContain('<ram:ID>urn:cen.eu:en16931:2017</ram:ID>');
    expect(validated).toMatch(/<ram:TypeCode>380<\/ram:TypeCode>/);
    // 1107 + 554 + 738 = 2399 net; 19 % = 455.81 → 4.56; 28.55 in all.
    expect(validated).toMatch(/<ram:LineTotalAmount>23\.99<\/ram:LineTotalAmount>/);
    expect(validated).toMatch(/<ram:TaxTotalAmount currencyID="EUR">4\.56<\/ram:TaxTotalAmount>/);
    expect(validated).toMatch(/<ram:DuePayableAmount>28\.55<\/ram:DuePayableAmount>/);
    expect(validated).toContain('DE123456789'); // the seller's VAT id
    expect(validated).toContain('DE987654321'); // the buyer's
  });

  it('writes a storno as a credit note (381) naming the invoice it cancels', async () => {
    const validated = await eInvoiceXml(document(true), true);
    expect(await eInvoiceXml(document(true))).toBe(validated);
    expect(validated).toMatch(/<ram:TypeCode>381<\/ram:TypeCode>/);
    expect(validated).toMatch(/<ram:Content>Storno der Rechnung 2026-000002<\/ram:Content>/);
    expect(validated).toMatch(/<ram:DuePayableAmount>28\.55<\/ram:DuePayableAmount>/);
  });

  it.each([
    ['an issue date that is no date', { creationDate: '1.11.2026' }],
    ['a period that is no date', { periodTo: '2026-10' }],
  ])('refuses %s', async (_name, change) => {
    await expect(eInvoiceXml({ ...document(false), ...change }, true)).rejects.toThrow();
  });
});
