// The finance reads as GET /ops/invoices, /ops/commissions and /ops/invoice-runs answer them
// (records 0102 to 0104), and the storno's answer: the back office's wire shapes of
// packages/domain, which the server's services return, under the names the money screens use.
export type {
  CommissionFigures as CommissionRow,
  InvoiceCorrection as Correction,
  InvoiceRunView as InvoiceRun,
  OpsInvoiceItem as OpsInvoice,
  OpsInvoiceKind as InvoiceKind,
  OpsInvoiceLink as InvoiceLink,
  OpsInvoicePage as InvoicePage,
  OpsInvoiceStatus as InvoiceStatus,
  StornoResult,
} from '@careport/domain/back-office';

export {
  OPS_INVOICE_KINDS as INVOICE_KINDS,
  OPS_INVOICE_STATUSES as INVOICE_STATUSES,
} from '@careport/domain';

/** The month fields' shape; the server checks the range. */
export const isMonth = (value: string): boolean => /^\d{4}-\d{2}$/.test(value);

export function formatEuro(cents: number | null, locale: string): string {
  if (cents === null) return '—';
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);
}
