// The demo's invoices (DESIGN Demo data): for each contract and month whose visits the demo shows
// as INVOICED, what the monthly run (issue 12, invoices/invoice-run.ts) makes of such visits: one
// CUSTOMER invoice per payer and, for independents, one COMMISSION invoice, with the lines and
// amounts of the domain's invoice rules. Numbered per demo caregiver ('AB-2026-0001'), so the
// demo's numbers never take the run's. Their PDFs are made after the seed's commit, as the run's
// are (demo-invoice-files.ts).
import {
  buildInvoiceLines,
  invoiceMonthRange,
  invoiceTotals,
  stornoLines,
  stornoTypeOf,
  type InvoiceLine,
  type InvoiceType,
} from '@careport/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import type { bookings, careReceivers, contracts, customers } from '../db/schema/index.js';
import { invoices } from '../db/schema/index.js';
import {
  insertInvoiceLines,
  serviceLabels,
  toInvoiceVisit,
  visitsByPayer,
} from '../invoices/invoice-visits.js';
import { berlinMonth } from './berlin-time.js';

export type DemoInvoicing = {
  caregiverId: string;
  isEmployee: boolean;
  /** Makes invoice numbers unique per caregiver, e.g. 'AB'. */
  invoicePrefix: string;
};

/** One seeded contract with its bookings, as demo-world.ts inserted them. */
export type DemoInvoicedContract = {
  contract: typeof contracts.$inferSelect;
  receiver: typeof careReceivers.$inferSelect;
  customer: typeof customers.$inferSelect | undefined;
  bookings: readonly (typeof bookings.$inferSelect)[];
  isAnonymized: boolean;
};

type Invoice = typeof invoices.$inferSelect;

const monthAfter = (year: number, month: number) =>
  month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };

/** The contract's live INVOICED visits, by Berlin month (`YYYY-M`), each month in visit order. */
const invoicedMonths = (entry: DemoInvoicedContract) => {
  const months = new Map<string, { year: number; month: number; visits: typeof entry.bookings }>();
  const invoiced = entry.bookings
    .filter((b) => b.status === 'INVOICED' && b.cancelledAt === null && b.deletedAt === null)
    .sort((a, b) => a.startDate.getTime() - b.startDate.getTime());
  for (const booking of invoiced) {
    const { year, month } = berlinMonth(booking.startDate);
    const key = `${year}-${month}`;
    const found = months.get(key) ?? { year, month, visits: [] };
    months.set(key, { ...found, visits: [...found.visits, booking] });
  }
  return [...months.values()];
};

export const seedDemoInvoices = async (
  tx: DbOrTx,
  world: DemoInvoicing,
  seeded: readonly DemoInvoicedContract[],
): Promise<void> => {
  let sequence = 0;
  const nextNumber = (year: number) =>
    `${world.invoicePrefix}-${year}-${String(++sequence).padStart(4, '0')}`;
  const insertInvoice = async (
    values: Omit<typeof invoices.$inferInsert, 'invoiceNumber' | 'filename'>,
    numberYear: number,
    lines: readonly InvoiceLine[],
  ): Promise<Invoice> => {
    const invoiceNumber = nextNumber(numberYear);
    const totals = invoiceTotals(values.type as InvoiceType, lines);
    const [row] = await tx
      .insert(invoices)
      .values({
        ...values,
        invoiceNumber,
        filename: `${invoiceNumber}.pdf`,
        netInCents: totals.netInCents,
        vatInCents: totals.vatInCents,
        grossInCents: totals.grossInCents,
      })
      .returning();
    if (!row) throw new Error('demo invoice insert returned no row');
    await insertInvoiceLines(tx, row.id, lines);
    return row;
  };

  const labels = await serviceLabels(
    tx,
    seeded.flatMap((entry) => entry.bookings.map((booking) => booking.id)),
  );
  let firstCustomerInvoice: { row: Invoice; lines: InvoiceLine[] } | undefined;
  for (const entry of seeded) {
    const rate = Number(entry.contract.commissionRate);
    for (const { year, month, visits } of invoicedMonths(entry)) {
      const range = invoiceMonthRange({ year, month });
      const next = monthAfter(year, month);
      const common = {
        invoicingPeriodFrom: range.from,
        invoicingPeriodTo: range.to,
        creationDate: `${next.year}-${String(next.month).padStart(2, '0')}-02`,
        contractId: entry.contract.id,
        caregiverId: world.caregiverId,
        careReceiverId: entry.receiver.id,
        careReceiverFirstName: entry.receiver.firstName,
        careReceiverLastName: entry.receiver.lastName,
        isAnonymized: entry.isAnonymized,
      };
      const groups = visitsByPayer(visits, entry.contract.paymentMethod, labels);
      for (const payer of ['CUSTOMER', 'INSURER'] as const) {
        const group = groups.get(payer);
        if (!group) continue;
        const lines = buildInvoiceLines('CUSTOMER', group, rate);
        const row = await insertInvoice(
          { ...common, type: 'CUSTOMER', payer, customerId: entry.customer?.id ?? null },
          year,
          lines,
        );
        if (!entry.isAnonymized) firstCustomerInvoice ??= { row, lines };
      }
      if (!world.isEmployee) {
        const commissionVisits = visits.map((visit) => toInvoiceVisit(visit, labels));
        await insertInvoice(
          { ...common, type: 'COMMISSION', payer: 'CUSTOMER', customerId: null },
          year,
          buildInvoiceLines('COMMISSION', commissionVisits, rate),
        );
      }
    }
  }
  if (!firstCustomerInvoice) return;
  // spec 2 §2 Invoice list: a storno is shown beside its original, with a cancelled date. The
  // original is marked cancelled as invoices/storno.ts marks it, so the back office's storno
  // answers INVOICE_ALREADY_CANCELLED for it rather than trying a second one.
  const { row, lines } = firstCustomerInvoice;
  const { id, invoiceNumber: _number, createdAt: _createdAt, ...original } = row;
  await tx
    .update(invoices)
    .set({ cancelledAt: new Date(`${original.creationDate}T12:00:00Z`) })
    .where(eq(invoices.id, id));
  await insertInvoice(
    {
      ...original,
      type: stornoTypeOf(original.type as InvoiceType),
      originalInvoiceId: id,
      storageKey: null,
    },
    Number(original.creationDate.slice(0, 4)),
    stornoLines(lines),
  );
};
