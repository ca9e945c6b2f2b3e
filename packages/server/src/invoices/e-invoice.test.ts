// The commission e-invoice (EN 16931, CII as embedded in Factur-X): the run's fast path writes
// exactly what the library writes after validating the data against its EN 16931 schema, for an
// invoice and its storno; and that validation does refuse data that breaks the standard.
import { describe, expect, it } from 'vitest';
import { commissionDocument as document } from '../test/invoice-documents.js';
import { eInvoiceXml } from './e-invoice.js';

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
