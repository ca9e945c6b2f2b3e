// Issue 40 GET /ops/invoices (record 0103): a month's invoices of every caregiver for the finance
// team, each with its storno partner, a page at a time (keyset on the invoice number, which is
// unique and grows with time, so stornos follow the invoices they cancel).
import {
  cleanText,
  INVOICE_RECIPIENT_KINDS,
  invoiceMonthRange,
  OPS_INVOICE_KINDS,
  OPS_INVOICE_STATUSES,
  type InvoiceMonth,
  type InvoiceType,
} from '@careport/domain';
import type {
  OpsInvoiceItem,
  OpsInvoiceKind,
  OpsInvoiceLink,
  OpsInvoiceStatus,
} from '@careport/domain/back-office';
import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { DbOrTx } from '../db/client.js';
import { caregivers, customers, invoices } from '../db/schema/index.js';
import { decodeCursor, pageOf } from '../services/ops/console/cursor.js';

export { OPS_INVOICE_KINDS, OPS_INVOICE_STATUSES, INVOICE_RECIPIENT_KINDS as RECIPIENT_KINDS };
export type { OpsInvoiceItem, OpsInvoiceKind, OpsInvoiceLink, OpsInvoiceStatus };

export type OpsInvoiceQuery = {
  month: InvoiceMonth;
  caregiverId?: string | undefined;
  kind?: OpsInvoiceKind | undefined;
  status?: OpsInvoiceStatus | undefined;
  cursor?: string | undefined;
  limit: number;
};

const TYPES_OF: Record<OpsInvoiceKind, InvoiceType[]> = {
  customer: ['CUSTOMER', 'CUSTOMER_STORNO'],
  commission: ['COMMISSION', 'COMMISSION_STORNO'],
};

const STATUS_FILTER: Record<OpsInvoiceStatus, SQL | undefined> = {
  open: and(isNull(invoices.originalInvoiceId), isNull(invoices.cancelledAt)),
  cancelled: isNotNull(invoices.cancelledAt),
  storno: isNotNull(invoices.originalInvoiceId),
};

const cursorShape = z.tuple([cleanText()]);

const kindOf = (type: InvoiceType): OpsInvoiceKind =>
  type === 'COMMISSION' || type === 'COMMISSION_STORNO' ? 'commission' : 'customer';

export async function listOpsInvoices(options: {
  db: DbOrTx;
  query: OpsInvoiceQuery;
}): Promise<{ invoices: OpsInvoiceItem[]; nextCursor: string | null }> {
  const { db, query } = options;
  const after = decodeCursor(query.cursor, cursorShape);
  const range = invoiceMonthRange(query.month);
  const original = alias(invoices, 'original');
  const storno = alias(invoices, 'storno');
  const rows = await db
    .select({
      invoice: invoices,
      caregiverFirst: caregivers.firstName,
      caregiverLast: caregivers.lastName,
      customerFirst: customers.firstName,
      customerLast: customers.lastName,
      originalNumber: original.invoiceNumber,
      stornoId: storno.id,
      stornoNumber: storno.invoiceNumber,
    })
    .from(invoices)
    .innerJoin(caregivers, eq(caregivers.id, invoices.caregiverId))
    .leftJoin(customers, eq(customers.id, invoices.customerId))
    .leftJoin(original, eq(original.id, invoices.originalInvoiceId))
    .leftJoin(storno, eq(storno.originalInvoiceId, invoices.id))
    .where(
      and(
        // The month an invoice belongs to is its period's; a storno keeps its original's period.
        gte(invoices.invoicingPeriodTo, range.from),
        lte(invoices.invoicingPeriodTo, range.to),
        query.caregiverId ? eq(invoices.caregiverId, query.caregiverId) : undefined,
        query.kind ? inArray(invoices.type, TYPES_OF[query.kind]) : undefined,
        query.status ? STATUS_FILTER[query.status] : undefined,
        after ? gt(invoices.invoiceNumber, after[0]) : undefined,
      ),
    )
    .orderBy(asc(invoices.invoiceNumber))
    .limit(query.limit + 1);
  const page = pageOf(rows, query.limit, (row) => [row.invoice.invoiceNumber]);
  return {
    invoices: page.rows.map((row): OpsInvoiceItem => {
      const { invoice } = row;
      const type = invoice.type as InvoiceType;
      const kind = kindOf(type);
      const caregiverName = `${row.caregiverFirst} ${row.caregiverLast}`;
      const careReceiverName = invoice.isAnonymized
        ? null
        : `${invoice.careReceiverFirstName} ${invoice.careReceiverLastName}`.trim();
      const customerName =
        row.customerFirst === null ? careReceiverName : `${row.customerFirst} ${row.customerLast}`;
      // As the PDF addresses it (invoice-pdf-store.ts): the caregiver for commission, the insurer
      // by assignment for the insurer's share, otherwise the customer.
      const recipient: OpsInvoiceItem['recipient'] =
        kind === 'commission'
          ? { kind: 'caregiver', name: caregiverName }
          : invoice.payer === 'INSURER'
            ? { kind: 'insurer', name: careReceiverName }
            : { kind: 'customer', name: invoice.isAnonymized ? null : customerName };
      const hasPdf = invoice.storageKey !== null;
      return {
        id: invoice.id,
        number: invoice.invoiceNumber,
        type,
        kind,
        status: invoice.originalInvoiceId ? 'storno' : invoice.cancelledAt ? 'cancelled' : 'open',
        caregiverId: invoice.caregiverId,
        caregiverName,
        recipient,
        careReceiverName,
        isAnonymized: invoice.isAnonymized,
        periodFrom: invoice.invoicingPeriodFrom,
        periodTo: invoice.invoicingPeriodTo,
        creationDate: invoice.creationDate,
        netInCents: invoice.netInCents,
        vatInCents: invoice.vatInCents,
        grossInCents: invoice.grossInCents,
        cancelledAt: invoice.cancelledAt?.toISOString() ?? null,
        originalInvoice:
          invoice.originalInvoiceId && row.originalNumber !== null
            ? { id: invoice.originalInvoiceId, number: row.originalNumber }
            : null,
        stornoInvoice:
          row.stornoId !== null && row.stornoNumber !== null
            ? { id: row.stornoId, number: row.stornoNumber }
            : null,
        hasPdf,
        hasXml: hasPdf && kind === 'commission',
      };
    }),
    nextCursor: page.nextCursor,
  };
}
