// Invoice documents as the run builds them from the database, for tests that render or write them
// without one: a commission invoice (or its storno) and a customer invoice with German names.
import { buildInvoiceLines, invoiceTotals, stornoLines } from '@careport/domain';
import type { InvoiceDocument } from '../invoices/invoice-document.js';
import { MARKETPLACE } from '../invoices/issuer.js';

const visits = [90, 45, 60].map((minutes, index) => ({
  bookingId: `b${index}`,
  startDate: `2026-10-0${index + 2}T08:00:00.000Z`,
  endDate: '',
  durationInMinutes: minutes,
  grossPricePerHourInCents: 3690,
  services: [],
}));

const anna = {
  name: 'Anna Bauer',
  street: 'Kastanienallee 5',
  postalCode: '10435',
  city: 'Berlin',
  taxNo: '21/815/08150',
  ustId: 'DE987654321',
  email: 'anna@careport.example',
};

const documentLines = (lines: ReturnType<typeof buildInvoiceLines>, services = '') =>
  lines.map((line) => ({
    startDate: new Date(line.startDate),
    durationInMinutes: line.durationInMinutes,
    services,
    unitPriceInCents: line.unitPriceInCents,
    amountInCents: line.amountInCents,
  }));

export function commissionDocument(storno: boolean): InvoiceDocument {
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
    recipient: anna,
    careReceiverName: 'Erna Kunz',
    originalInvoiceNumber: storno ? '2026-000002' : null,
    commissionRate: 0.2,
    lines: documentLines(shown),
    totals: invoiceTotals(type, shown),
  };
}

/** An independent caregiver's visits, invoiced in her name to a customer with umlauts. */
export function customerDocument(): InvoiceDocument {
  const lines = buildInvoiceLines('CUSTOMER', visits, 0.2);
  return {
    type: 'CUSTOMER',
    invoiceNumber: '2026-000003',
    creationDate: '2026-11-01',
    periodFrom: '2026-10-01',
    periodTo: '2026-10-31',
    issuer: MARKETPLACE,
    onBehalfOf: anna,
    recipient: { name: 'Jürgen Größer', street: 'Straße 1', postalCode: '10115', city: 'Berlin' },
    careReceiverName: 'Jürgen Größer',
    originalInvoiceNumber: null,
    commissionRate: null,
    lines: documentLines(lines, 'Körperpflege, Einkäufe'),
    totals: invoiceTotals('CUSTOMER', lines),
  };
}
