// Issue 40: the finance reads as they travel (GET /ops/invoices, /ops/commissions and
// /ops/invoice-runs; records 0102 to 0104). Types only, shared by the server and the console.
import type { InvoiceType } from '../catalogue/enums.js';

export type OpsInvoiceKind = 'customer' | 'commission';
/** open: in force; cancelled: a storno cancels it; storno: the cancelling invoice itself. */
export type OpsInvoiceStatus = 'open' | 'cancelled' | 'storno';
export type InvoiceRecipientKind = 'caregiver' | 'customer' | 'insurer';

export type OpsInvoiceLink = { id: string; number: string };

export type OpsInvoiceItem = {
  id: string;
  number: string;
  type: InvoiceType;
  kind: OpsInvoiceKind;
  status: OpsInvoiceStatus;
  caregiverId: string;
  caregiverName: string;
  /** Who the invoice is addressed to; the name is null once the care receiver is anonymized. */
  recipient: { kind: InvoiceRecipientKind; name: string | null };
  careReceiverName: string | null;
  isAnonymized: boolean;
  periodFrom: string | null;
  periodTo: string;
  creationDate: string;
  netInCents: number | null;
  vatInCents: number | null;
  grossInCents: number | null;
  cancelledAt: string | null;
  /** On a storno: the invoice it cancels. */
  originalInvoice: OpsInvoiceLink | null;
  /** On a cancelled invoice: its storno. */
  stornoInvoice: OpsInvoiceLink | null;
  /** Whether its PDF is made (right after a run it may still be on its way). */
  hasPdf: boolean;
  /** Commission invoices carry their e-invoice (Factur-X XML) inside the PDF. */
  hasXml: boolean;
};

export type OpsInvoicePage = { invoices: OpsInvoiceItem[]; nextCursor: string | null };

export type CommissionFigures = {
  caregiverId: string;
  caregiverName: string;
  /** Documented visits of the month: invoiced ones and those still to be invoiced. */
  visits: number;
  /** Of them, already on an invoice. */
  visitsInvoiced: number;
  /** What the customers pay for them (the customer invoices' total; care is VAT exempt). */
  turnoverInCents: number;
  commissionNetInCents: number;
  commissionVatInCents: number;
  commissionGrossInCents: number;
};

export type InvoiceRunStatus = 'running' | 'done' | 'failed';

/** What /ops/invoice-runs answers for one run (snake_case, as the CLI prints it). */
export type InvoiceRunView = {
  id: string;
  month: string;
  started_by: string;
  status: InvoiceRunStatus;
  contracts_total: number;
  contracts_done: number;
  /** Contracts that got invoices in this run. */
  contracts: number;
  invoices_created: number;
  pdfs_written: number;
  visits_left_for_correction: number;
  error: string | null;
  started_at: string;
  updated_at: string;
  finished_at: string | null;
};

/** A documented visit a run left for correction (GET /ops/invoice-corrections). */
export type InvoiceCorrection = {
  booking_id: string;
  contract_id: string;
  caregiver_id: string;
  caregiver_name: string;
  care_receiver_name: string;
  start_date: string;
  /** Why it was left: so far only that the month was invoiced before it was documented. */
  reason: 'documented_after_invoicing';
};

/** What POST /ops/invoices/:id/storno answers: the stornos issued and the visits reopened. */
export type StornoResult = {
  stornos: {
    invoice_id: string;
    invoice_number: string;
    invoice_type: InvoiceType;
    original_invoice_id: string;
  }[];
  bookings_reopened: number;
};

/** What POST /ops/proofs/verify answers for a proof Careport issued (issue 14). */
export type ProofVerification = {
  valid: true;
  booking_id: string;
  sha256: string;
  issued_at: string;
  booking_status: string;
};
