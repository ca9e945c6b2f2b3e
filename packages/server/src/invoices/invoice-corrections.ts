// Issue 40: the visits a month's invoice run left for correction. A visit documented (FULFILLED)
// after its contract's month was invoiced cannot join that invoice; it waits until the back office
// cancels the month's invoices (storno), and the next run invoices them together (invoice-run.ts).
import { invoiceMonthRange, type InvoiceMonth } from '@careport/domain';
import type { InvoiceCorrection } from '@careport/domain/back-office';
import { and, asc, eq, exists, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { bookings, caregivers, careReceivers, contracts, invoices } from '../db/schema/index.js';
import { documentedInMonth } from './invoice-run.js';

export type { InvoiceCorrection };

export async function listInvoiceCorrections(
  db: Db,
  month: InvoiceMonth,
): Promise<InvoiceCorrection[]> {
  const range = invoiceMonthRange(month);
  const rows = await db
    .select({
      bookingId: bookings.id,
      contractId: contracts.id,
      caregiverId: caregivers.id,
      caregiverFirst: caregivers.firstName,
      caregiverLast: caregivers.lastName,
      receiverFirst: careReceivers.firstName,
      receiverLast: careReceivers.lastName,
      startDate: bookings.startDate,
    })
    .from(bookings)
    .innerJoin(contracts, eq(contracts.id, bookings.contractId))
    .innerJoin(caregivers, eq(caregivers.id, contracts.caregiverId))
    .innerJoin(careReceivers, eq(careReceivers.id, contracts.careReceiverId))
    .where(
      and(
        documentedInMonth(range),
        // The same test the run makes: the contract's month has a live invoice already.
        exists(
          db
            .select({ id: invoices.id })
            .from(invoices)
            .where(
              and(
                eq(invoices.contractId, contracts.id),
                eq(invoices.invoicingPeriodTo, range.to),
                isNull(invoices.originalInvoiceId),
                isNull(invoices.cancelledAt),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(bookings.startDate), asc(bookings.id))
    .limit(500);
  return rows.map((row) => ({
    booking_id: row.bookingId,
    contract_id: row.contractId,
    caregiver_id: row.caregiverId,
    caregiver_name: `${row.caregiverFirst} ${row.caregiverLast}`,
    care_receiver_name: `${row.receiverFirst} ${row.receiverLast}`,
    start_date: row.startDate.toISOString(),
    reason: 'documented_after_invoicing',
  }));
}
