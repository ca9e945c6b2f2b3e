// The finance reads' filter values (GET /ops/invoices, record 0103), one list for the server's
// validation and the console's filters; the types of the wire shapes are in back-office/money.ts.
import type {
  InvoiceRecipientKind,
  OpsInvoiceKind,
  OpsInvoiceStatus,
} from '../back-office/money.js';

export const OPS_INVOICE_KINDS = [
  'customer',
  'commission',
] as const satisfies readonly OpsInvoiceKind[];
/** open: in force; cancelled: a storno cancels it; storno: the cancelling invoice itself. */
export const OPS_INVOICE_STATUSES = [
  'open',
  'cancelled',
  'storno',
] as const satisfies readonly OpsInvoiceStatus[];
export const INVOICE_RECIPIENT_KINDS = [
  'caregiver',
  'customer',
  'insurer',
] as const satisfies readonly InvoiceRecipientKind[];
