// Makes each invoice's PDF and stores it, one at a time (never a month's PDFs in memory at once).
// An invoice row without a storage key but with amounts is one whose PDF is still to be made:
// right after its run's commit, or after a crash in between (the next run finishes it).
import { invoiceTotals, type InvoiceType } from '@careport/domain';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import {
  caregivers,
  careReceivers,
  contracts,
  customers,
  invoiceLines,
  invoices,
} from '../db/schema/index.js';
import { renderPdf } from '../pdf/render-pdf.js';
import type { FileStorage } from '../storage/file-storage.js';
import { isCommissionType, type InvoiceDocument, type InvoiceParty } from './invoice-document.js';
import { MARKETPLACE } from './issuer.js';

export const invoiceStorageKey = (caregiverId: string, invoiceId: string): string =>
  `invoices/${caregiverId}/${invoiceId}.pdf`;

/** Everything one invoice's PDF prints, read from the database. */
export async function loadInvoiceDocument(
  db: Db,
  invoiceId: string,
): Promise<InvoiceDocument | null> {
  const original = alias(invoices, 'original');
  const [row] = await db
    .select({
      invoice: invoices,
      originalNumber: original.invoiceNumber,
      caregiver: caregivers,
      receiver: careReceivers,
      customer: customers,
      commissionRate: contracts.commissionRate,
    })
    .from(invoices)
    .innerJoin(caregivers, eq(caregivers.id, invoices.caregiverId))
    .leftJoin(original, eq(original.id, invoices.originalInvoiceId))
    .leftJoin(contracts, eq(contracts.id, invoices.contractId))
    .leftJoin(careReceivers, eq(careReceivers.id, invoices.careReceiverId))
    .leftJoin(customers, eq(customers.id, invoices.customerId))
    .where(eq(invoices.id, invoiceId));
  if (!row) return null;
  const { invoice, caregiver, receiver, customer } = row;
  const type = invoice.type as InvoiceType;
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position));
  const documentLines = lines.map((line) => ({
    startDate: line.startDate,
    durationInMinutes: line.durationInMinutes,
    services: line.services,
    unitPriceInCents: line.unitPriceInCents,
    amountInCents: line.amountInCents,
  }));
  const careReceiverName = invoice.isAnonymized
    ? ''
    : `${invoice.careReceiverFirstName} ${invoice.careReceiverLastName}`.trim();
  const caregiverParty: InvoiceParty = {
    name: `${caregiver.firstName} ${caregiver.lastName}`,
    street: caregiver.street ?? '',
    postalCode: caregiver.postalCode ?? '',
    city: caregiver.city ?? '',
    taxNo: caregiver.taxNo,
    ustId: caregiver.ustId,
    email: caregiver.email,
  };
  const address = {
    street:
      receiver && !invoice.isAnonymized
        ? `${receiver.street} ${receiver.houseNumber ?? ''}`.trim()
        : '',
    postalCode: receiver?.postalCode ?? '',
    city: receiver?.city ?? '',
  };
  let recipient: InvoiceParty;
  if (isCommissionType(type)) {
    recipient = caregiverParty;
  } else if (invoice.payer === 'INSURER') {
    // The claim is assigned (Abtretung): the payer is the insured person's insurer or public body,
    // which the marketplace's finance team addresses; the invoice names whose visits these were.
    recipient = {
      name: `Kostenträger (Abtretung) für ${careReceiverName || 'Versicherte Person'}`,
      ...address,
    };
  } else {
    const name = customer ? `${customer.firstName} ${customer.lastName}` : careReceiverName;
    recipient = { name: invoice.isAnonymized ? 'Anonymisiert' : name, ...address };
  }
  return {
    type,
    invoiceNumber: invoice.invoiceNumber,
    creationDate: invoice.creationDate,
    periodFrom: invoice.invoicingPeriodFrom ?? `${invoice.invoicingPeriodTo.slice(0, 8)}01`,
    periodTo: invoice.invoicingPeriodTo,
    // The marketplace issues every invoice; for an independent's visits in the caregiver's name.
    issuer: MARKETPLACE,
    onBehalfOf: !isCommissionType(type) && !caregiver.isCareportEmployee ? caregiverParty : null,
    recipient,
    careReceiverName,
    originalInvoiceNumber: row.originalNumber,
    commissionRate:
      isCommissionType(type) && row.commissionRate !== null ? Number(row.commissionRate) : null,
    lines: documentLines,
    // Recomputed from the stored lines by the same rule; equal to the stored totals by construction.
    totals: invoiceTotals(
      type,
      lines.map((line) => ({
        ...line,
        bookingId: line.bookingId ?? '',
        startDate: line.startDate.toISOString(),
        services: [],
      })),
    ),
  };
}

/** The finished PDF bytes of one invoice (commission ones with their e-invoice), off the loop. */
export function renderInvoice(document: InvoiceDocument): Promise<Uint8Array> {
  return renderPdf({ kind: 'invoice', document });
}

/**
 * Renders one invoice's PDF and stores it under `storageKey` (its usual key when none is given),
 * then records the key where none is recorded yet (two runs finishing the same invoice).
 */
export async function storeInvoicePdf(
  db: Db,
  storage: FileStorage,
  invoice: { id: string; caregiverId: string; storageKey?: string | null },
): Promise<void> {
  const document = await loadInvoiceDocument(db, invoice.id);
  if (!document) throw new Error(`invoice ${invoice.id} vanished while its PDF was made`);
  const key = invoice.storageKey ?? invoiceStorageKey(invoice.caregiverId, invoice.id);
  await storage.put(key, await renderInvoice(document), 'application/pdf');
  await db
    .update(invoices)
    .set({ storageKey: key })
    .where(and(eq(invoices.id, invoice.id), isNull(invoices.storageKey)));
}

/** Makes and stores every missing invoice PDF, one after the other; answers how many. */
export async function writePendingInvoicePdfs(options: {
  db: Db;
  storage: FileStorage;
}): Promise<number> {
  const { db, storage } = options;
  let written = 0;
  for (;;) {
    // In small pages, so a month of 10 000 caregivers never loads all ids either.
    const pending = await db
      .select({ id: invoices.id, caregiverId: invoices.caregiverId })
      .from(invoices)
      .where(and(isNull(invoices.storageKey), isNotNull(invoices.netInCents)))
      .orderBy(asc(invoices.createdAt), asc(invoices.id))
      .limit(50);
    if (pending.length === 0) return written;
    for (const invoice of pending) {
      await storeInvoicePdf(db, storage, invoice);
      written += 1;
    }
  }
}
