// The finance reads as GET /ops/invoices and /ops/commissions answer them (records 0103, 0104;
// the server's schemas are in packages/server/src/http/ops/ops-dto-schemas.ts).
export type InvoiceKind = 'customer' | 'commission';
export const INVOICE_KINDS: readonly InvoiceKind[] = ['customer', 'commission'];
export type InvoiceStatus = 'open' | 'cancelled' | 'storno';
export const INVOICE_STATUSES: readonly InvoiceStatus[] = ['open', 'cancelled', 'storno'];

export type InvoiceLink = { id: string; number: string };

export type OpsInvoice = {
  id: string;
  number: string;
  type: 'CUSTOMER' | 'COMMISSION' | 'CUSTOMER_STORNO' | 'COMMISSION_STORNO';
  kind: InvoiceKind;
  status: InvoiceStatus;
  caregiverId: string;
  caregiverName: string;
  recipient: { kind: 'caregiver' | 'customer' | 'insurer'; name: string | null };
  careReceiverName: string | null;
  isAnonymized: boolean;
  periodFrom: string | null;
  periodTo: string;
  creationDate: string;
  netInCents: number | null;
  vatInCents: number | null;
  grossInCents: number | null;
  cancelledAt: string | null;
  originalInvoice: InvoiceLink | null;
  stornoInvoice: InvoiceLink | null;
  hasPdf: boolean;
  hasXml: boolean;
};

export type InvoicePage = { invoices: OpsInvoice[]; nextCursor: string | null };

export type CommissionRow = {
  caregiverId: string;
  caregiverName: string;
  visits: number;
  visitsInvoiced: number;
  turnoverInCents: number;
  commissionNetInCents: number;
  commissionVatInCents: number;
  commissionGrossInCents: number;
};

export type StornoResult = {
  stornos: {
    invoice_id: string;
    invoice_number: string;
    invoice_type: OpsInvoice['type'];
    original_invoice_id: string;
  }[];
  bookings_reopened: number;
};

/** The month fields' shape; the server checks the range. */
export const isMonth = (value: string): boolean => /^\d{4}-\d{2}$/.test(value);

export function formatEuro(cents: number | null, locale: string): string {
  if (cents === null) return '—';
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);
}
