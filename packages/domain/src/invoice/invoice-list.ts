import type { InvoiceType } from '../catalogue/enums.js';
import { compareGerman } from '../format/collation.js';

/** spec 2 §3 Invoice, as the app lists it. */
export type ListedInvoice = {
  invoiceId: string;
  invoiceNumber: string;
  invoiceType: InvoiceType;
  originalInvoiceId: string | null;
  invoicingPeriodTo: string;
  creationDate: string;
  careReceiver: { firstName: string; lastName: string; isAnonymized: boolean };
};

/** An invoice with the storno that cancelled it, if any (spec 2 §2: shown beside the original). */
export type InvoiceEntry<T extends ListedInvoice> = { invoice: T; storno: T | null };

export type InvoiceYearGroup<T extends ListedInvoice> = {
  year: number;
  /** spec 2 §2: a year holding anonymized invoices shows a note to contact finance. */
  hasAnonymized: boolean;
  months: { month: number; entries: InvoiceEntry<T>[] }[];
};

/**
 * spec 2 §2 Invoice list: by year, then month (newest first, from the period's last day), then the
 * care receiver's last name (German order; anonymized ones last). A storno joins its original's
 * entry; a storno whose original is not in the list stands on its own.
 */
export function groupInvoices<T extends ListedInvoice>(
  invoices: readonly T[],
): InvoiceYearGroup<T>[] {
  const byId = new Map(invoices.map((invoice) => [invoice.invoiceId, invoice]));
  const stornoOf = new Map<string, T>();
  for (const invoice of invoices) {
    if (invoice.originalInvoiceId && byId.has(invoice.originalInvoiceId)) {
      stornoOf.set(invoice.originalInvoiceId, invoice);
    }
  }
  const entries = invoices
    .filter((invoice) => !(invoice.originalInvoiceId && byId.has(invoice.originalInvoiceId)))
    .map((invoice) => ({ invoice, storno: stornoOf.get(invoice.invoiceId) ?? null }));
  const years = new Map<number, InvoiceYearGroup<T>>();
  for (const entry of entries) {
    const [year, month] = entry.invoice.invoicingPeriodTo.split('-').map(Number) as [
      number,
      number,
    ];
    let group = years.get(year);
    if (!group) {
      group = { year, hasAnonymized: false, months: [] };
      years.set(year, group);
    }
    if (entry.invoice.careReceiver.isAnonymized) group.hasAnonymized = true;
    let monthGroup = group.months.find((candidate) => candidate.month === month);
    if (!monthGroup) {
      monthGroup = { month, entries: [] };
      group.months.push(monthGroup);
    }
    monthGroup.entries.push(entry);
  }
  const sorted = [...years.values()].sort((a, b) => b.year - a.year);
  for (const group of sorted) {
    group.months.sort((a, b) => b.month - a.month);
    for (const monthGroup of group.months) monthGroup.entries.sort(compareEntries);
  }
  return sorted;
}

function compareEntries<T extends ListedInvoice>(a: InvoiceEntry<T>, b: InvoiceEntry<T>): number {
  const left = a.invoice.careReceiver;
  const right = b.invoice.careReceiver;
  if (left.isAnonymized !== right.isAnonymized) return left.isAnonymized ? 1 : -1;
  return (
    compareGerman(left.lastName, right.lastName) ||
    compareGerman(left.firstName, right.firstName) ||
    a.invoice.invoiceType.localeCompare(b.invoice.invoiceType) ||
    a.invoice.invoiceNumber.localeCompare(b.invoice.invoiceNumber)
  );
}
