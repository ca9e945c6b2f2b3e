// Issue 40 GET /ops/commissions (record 0104): per independent caregiver, a month's documented
// visits, the turnover they make and the commission on it. Computed by the commission invoice's
// own rule: per contract, buildInvoiceLines and invoiceTotals (VAT rounded once per invoice), then
// added up per caregiver; so an invoiced month shows exactly its commission invoices' totals.
// Employees are not listed: they get no commission invoice (spec 2 §6).
import {
  buildInvoiceLines,
  invoiceMonthRange,
  invoiceTotals,
  type InvoiceMonth,
  type InvoiceVisit,
} from '@careport/domain';
import type { CommissionFigures } from '@careport/domain/back-office';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { bookings, caregivers, contracts } from '../db/schema/index.js';
import { isLiveBooking } from '../services/list-bookings.js';
import { toInvoiceVisit } from './invoice-visits.js';

export type { CommissionFigures };

/** The labels do not change an amount, so none are read. */
const NO_LABELS = new Map<string, string[]>();

export async function commissionFigures(options: {
  db: DbOrTx;
  month: InvoiceMonth;
}): Promise<CommissionFigures[]> {
  const { db, month } = options;
  const range = invoiceMonthRange(month);
  const rows = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      grossPricePerHourInCents: bookings.grossPricePerHourInCents,
      otherServiceDescription: bookings.otherServiceDescription,
      contractId: bookings.contractId,
      commissionRate: contracts.commissionRate,
      caregiverId: caregivers.id,
      firstName: caregivers.firstName,
      lastName: caregivers.lastName,
    })
    .from(bookings)
    .innerJoin(contracts, eq(contracts.id, bookings.contractId))
    .innerJoin(caregivers, eq(caregivers.id, contracts.caregiverId))
    .where(
      and(
        // The run's visits (invoice-run.ts documentedInMonth) and those it already invoiced.
        inArray(bookings.status, ['FULFILLED', 'INVOICED']),
        isLiveBooking,
        gte(bookings.startDate, range.start),
        lt(bookings.startDate, range.end),
        eq(caregivers.isCareportEmployee, false),
      ),
    )
    .orderBy(
      asc(caregivers.lastName),
      asc(caregivers.firstName),
      asc(caregivers.id),
      asc(bookings.contractId),
    );

  type Contract = { rate: number; visits: InvoiceVisit[] };
  const byCaregiver = new Map<
    string,
    { name: string; invoiced: number; contracts: Map<string, Contract> }
  >();
  for (const row of rows) {
    const caregiver = byCaregiver.get(row.caregiverId) ?? {
      name: `${row.firstName} ${row.lastName}`,
      invoiced: 0,
      contracts: new Map<string, Contract>(),
    };
    byCaregiver.set(row.caregiverId, caregiver);
    const contract = caregiver.contracts.get(row.contractId) ?? {
      rate: Number(row.commissionRate),
      visits: [],
    };
    caregiver.contracts.set(row.contractId, contract);
    contract.visits.push(toInvoiceVisit(row, NO_LABELS));
    if (row.status === 'INVOICED') caregiver.invoiced += 1;
  }

  return [...byCaregiver].map(([caregiverId, caregiver]) => {
    const figures: CommissionFigures = {
      caregiverId,
      caregiverName: caregiver.name,
      visits: 0,
      visitsInvoiced: caregiver.invoiced,
      turnoverInCents: 0,
      commissionNetInCents: 0,
      commissionVatInCents: 0,
      commissionGrossInCents: 0,
    };
    for (const { rate, visits } of caregiver.contracts.values()) {
      const turnover = invoiceTotals('CUSTOMER', buildInvoiceLines('CUSTOMER', visits, rate));
      const commission = invoiceTotals('COMMISSION', buildInvoiceLines('COMMISSION', visits, rate));
      figures.visits += visits.length;
      figures.turnoverInCents += turnover.grossInCents;
      figures.commissionNetInCents += commission.netInCents;
      figures.commissionVatInCents += commission.vatInCents;
      figures.commissionGrossInCents += commission.grossInCents;
    }
    return figures;
  });
}
