// How a documented booking becomes an invoice visit and an invoice's lines become rows: shared by
// the monthly run and the demo seed, so a demo invoice is made by the same rules as a real one.
import {
  payerOf,
  type InvoiceLine,
  type InvoicePayer,
  type InvoiceVisit,
  type PaymentMethod,
} from '@careport/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import type { bookings } from '../db/schema/index.js';
import { bookingServices, invoiceLines, mainServices } from '../db/schema/index.js';

type Booking = typeof bookings.$inferSelect;

/** Each booking's main-service labels (German, in catalogue order), for the lines' text. */
export async function serviceLabels(
  tx: DbOrTx,
  bookingIds: readonly string[],
): Promise<Map<string, string[]>> {
  const labels = new Map<string, string[]>();
  if (bookingIds.length === 0) return labels;
  const rows = await tx
    .select({ bookingId: bookingServices.bookingId, label: mainServices.labelDe })
    .from(bookingServices)
    .innerJoin(mainServices, eq(mainServices.id, bookingServices.mainServiceId))
    .where(inArray(bookingServices.bookingId, [...bookingIds]))
    .orderBy(asc(mainServices.sortOrder));
  for (const row of rows)
    labels.set(row.bookingId, [...(labels.get(row.bookingId) ?? []), row.label]);
  return labels;
}

/** What a visit's line is made of; the commission figures (commission-figures.ts) read no more. */
export type VisitFields = Pick<
  Booking,
  'id' | 'startDate' | 'endDate' | 'grossPricePerHourInCents' | 'otherServiceDescription'
>;

export function toInvoiceVisit(booking: VisitFields, labels: Map<string, string[]>): InvoiceVisit {
  return {
    bookingId: booking.id,
    startDate: booking.startDate.toISOString(),
    endDate: booking.endDate.toISOString(),
    durationInMinutes: Math.round(
      (booking.endDate.getTime() - booking.startDate.getTime()) / 60_000,
    ),
    grossPricePerHourInCents: booking.grossPricePerHourInCents,
    services: [
      ...(labels.get(booking.id) ?? []),
      ...(booking.otherServiceDescription ? [booking.otherServiceDescription] : []),
    ],
  };
}

/** A visit's own payment method wins: the signature flow may have switched it to private. */
export function visitsByPayer(
  visits: readonly Booking[],
  contractPaymentMethod: string | null,
  labels: Map<string, string[]>,
): Map<InvoicePayer, InvoiceVisit[]> {
  const groups = new Map<InvoicePayer, InvoiceVisit[]>();
  for (const visit of visits) {
    const method = (visit.paymentMethod ?? contractPaymentMethod) as PaymentMethod | null;
    const payer = payerOf(method);
    groups.set(payer, [...(groups.get(payer) ?? []), toInvoiceVisit(visit, labels)]);
  }
  return groups;
}

export async function insertInvoiceLines(
  tx: DbOrTx,
  invoiceId: string,
  lines: readonly InvoiceLine[],
): Promise<void> {
  if (lines.length === 0) return;
  await tx.insert(invoiceLines).values(
    lines.map((line, index) => ({
      invoiceId,
      position: index + 1,
      bookingId: line.bookingId,
      startDate: new Date(line.startDate),
      durationInMinutes: line.durationInMinutes,
      services: line.services.join(', '),
      unitPriceInCents: line.unitPriceInCents,
      amountInCents: line.amountInCents,
    })),
  );
}
