import type { InvoiceType } from '../catalogue/enums.js';
import { commissionInCents, roundCents, vatInCents, visitAmountInCents } from './amounts.js';
import { taxTreatmentOf, type TaxTreatment } from './tax.js';

/** A documented visit as the invoice run reads it. */
export type InvoiceVisit = {
  bookingId: string;
  startDate: string;
  endDate: string;
  durationInMinutes: number;
  /** The customer's hourly price the booking was made with (bookings.gross_price_per_hour). */
  grossPricePerHourInCents: number;
  /** Service labels, for the line's text. */
  services: readonly string[];
};

export type InvoiceLine = {
  bookingId: string;
  startDate: string;
  durationInMinutes: number;
  services: readonly string[];
  /** Per hour for a customer line; the commission rate applied for a commission line. */
  unitPriceInCents: number;
  amountInCents: number;
};

export type InvoiceTotals = {
  netInCents: number;
  vatInCents: number;
  grossInCents: number;
  tax: TaxTreatment;
};

/**
 * The lines of a CUSTOMER invoice (each visit at its hourly price) or of a COMMISSION invoice (the
 * commission on each visit's customer amount), in visit order.
 */
export function buildInvoiceLines(
  type: 'CUSTOMER' | 'COMMISSION',
  visits: readonly InvoiceVisit[],
  commissionRate: number,
): InvoiceLine[] {
  return [...visits]
    .sort((a, b) => a.startDate.localeCompare(b.startDate))
    .map((visit) => {
      const gross = visitAmountInCents(visit.grossPricePerHourInCents, visit.durationInMinutes);
      return {
        bookingId: visit.bookingId,
        startDate: visit.startDate,
        durationInMinutes: visit.durationInMinutes,
        services: visit.services,
        unitPriceInCents: visit.grossPricePerHourInCents,
        amountInCents: type === 'CUSTOMER' ? gross : commissionInCents(gross, commissionRate),
      };
    });
}

/** Net is the sum of the lines; VAT is computed once on the net (not per line). */
export function invoiceTotals(type: InvoiceType, lines: readonly InvoiceLine[]): InvoiceTotals {
  const tax = taxTreatmentOf(type);
  const net = lines.reduce((sum, line) => sum + line.amountInCents, 0);
  const vat = tax.kind === 'standard' ? vatInCents(net, tax.ratePercent) : 0;
  return { netInCents: net, vatInCents: vat, grossInCents: net + vat, tax };
}

/** A storno repeats the original's lines with every amount negated (a full cancellation). */
export function stornoLines(lines: readonly InvoiceLine[]): InvoiceLine[] {
  return lines.map((line) => ({ ...line, amountInCents: roundCents(-line.amountInCents) }));
}
