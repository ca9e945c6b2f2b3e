// What one invoice's PDF (and, for a commission invoice, its e-invoice) says: § 14 Abs. 4 UStG —
// issuer and recipient with addresses, the issuer's tax number or VAT id, date, number, period of
// service, each visit (date, duration, services), net, VAT rate and amount or the exemption note.
import type { InvoiceTotals, InvoiceType } from '@careport/domain';

/** The marketplace's commission invoices (and their cancellations) carry an e-invoice. */
export const isCommissionType = (type: InvoiceType): boolean =>
  type === 'COMMISSION' || type === 'COMMISSION_STORNO';

export type InvoiceParty = {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  taxNo?: string | null;
  ustId?: string | null;
  email?: string | null;
};

export type InvoiceDocumentLine = {
  startDate: Date;
  durationInMinutes: number;
  services: string;
  unitPriceInCents: number;
  amountInCents: number;
};

export type InvoiceDocument = {
  type: InvoiceType;
  invoiceNumber: string;
  /** yyyy-MM-dd */
  creationDate: string;
  periodFrom: string;
  periodTo: string;
  issuer: InvoiceParty;
  /** The caregiver, where the marketplace invoices a customer in an independent's name. */
  onBehalfOf: InvoiceParty | null;
  recipient: InvoiceParty;
  /** Who received the care (printed on the customer invoice; blank once anonymized). */
  careReceiverName: string;
  originalInvoiceNumber: string | null;
  commissionRate: number | null;
  lines: InvoiceDocumentLine[];
  totals: InvoiceTotals;
};
