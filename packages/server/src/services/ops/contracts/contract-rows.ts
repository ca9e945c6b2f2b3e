// Issue 40: a contract as the console's contract list and detail show it: the care receiver, the
// caregiver, start and end, the first booking with the customer's answer, the documentation state.
import type { BookingStatus } from '@careport/domain';
import type { ContractListItem, FirstBookingSummary } from '@careport/domain/back-office';
import { and, asc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import {
  bookings,
  careReceivers,
  caregivers,
  contracts,
  serviceDocumentationFiles,
  serviceDocumentationPeriods,
  serviceDocumentations,
} from '../../../db/schema/index.js';
import { lastCheckedMonth } from '../../service-documentation/overdue-check.js';
import { contractStatusOf } from '../console/get-caregiver-detail.js';

export type { ContractListItem, FirstBookingSummary };

/**
 * Record 0105: how many of each contract's periods are overdue at `now`, the domain's rule
 * (serviceDocumentationState: no file, and the check day of the following month has begun) in
 * SQL, for the contracts with at least one. A derived table, counted once per query and joined:
 * as a subquery per contract row the list paid it for every contract before it could sort
 * (overdue first), ~0.03 ms each, 110 ms for 3 300 contracts (docs/performance/console-reads.md).
 */
export function overduePeriodCounts(db: DbOrTx, now: Date) {
  const checked = lastCheckedMonth(now);
  return db
    .select({
      contractId: serviceDocumentations.contractId,
      overduePeriods: sql<number>`count(*)::int`.as('overdue_periods'),
    })
    .from(serviceDocumentationPeriods)
    .innerJoin(
      serviceDocumentations,
      eq(serviceDocumentations.id, serviceDocumentationPeriods.serviceDocumentationId),
    )
    .where(
      and(
        sql`(${serviceDocumentationPeriods.year} * 12 + ${serviceDocumentationPeriods.month}) <= ${checked.year * 12 + checked.month}`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(serviceDocumentationFiles)
            .where(eq(serviceDocumentationFiles.periodId, serviceDocumentationPeriods.id)),
        ),
      ),
    )
    .groupBy(serviceDocumentations.contractId)
    .as('overdue_counts');
}

/**
 * The columns a list row is made of: contracts joined with care receivers, caregivers and (left)
 * `overdue`, the contracts' overduePeriodCounts.
 */
export const contractRowColumns = (overdue: ReturnType<typeof overduePeriodCounts>) => ({
  id: contracts.id,
  isActive: contracts.isActive,
  endedAt: contracts.endedAt,
  cancelationScheduledFor: contracts.cancelationScheduledFor,
  createdAt: contracts.createdAt,
  /** The exact instant as text: a cursor keeps the microseconds a Date would lose. */
  createdAtText: sql<string>`${contracts.createdAt}::text`,
  paymentMethod: contracts.paymentMethod,
  careReceiverId: careReceivers.id,
  careReceiverFirstName: careReceivers.firstName,
  careReceiverLastName: careReceivers.lastName,
  postalCode: careReceivers.postalCode,
  city: careReceivers.city,
  caregiverId: caregivers.id,
  caregiverFirstName: caregivers.firstName,
  caregiverLastName: caregivers.lastName,
  isEmployee: caregivers.isCareportEmployee,
  overduePeriods: sql<number>`COALESCE(${overdue.overduePeriods}, 0)`,
});

type ContractRow = {
  id: string;
  isActive: boolean;
  endedAt: Date | null;
  cancelationScheduledFor: Date | null;
  createdAt: Date;
  paymentMethod: string | null;
  careReceiverId: string;
  careReceiverFirstName: string;
  careReceiverLastName: string;
  postalCode: string;
  city: string;
  caregiverId: string;
  caregiverFirstName: string;
  caregiverLastName: string;
  isEmployee: boolean;
  overduePeriods: number;
};

/** spec 1 §3: each contract's first booking, its earliest live booking by start date. */
export async function firstBookingsOf(
  db: DbOrTx,
  contractIds: readonly string[],
): Promise<Map<string, FirstBookingSummary>> {
  if (contractIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([bookings.contractId], {
      contractId: bookings.contractId,
      id: bookings.id,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      status: bookings.status,
      firstBookingStatus: bookings.firstBookingStatus,
      confirmationReason: bookings.firstBookingConfirmationReason,
      confirmationDescription: bookings.firstBookingConfirmationDescription,
      declineReason: bookings.declineReason,
      declineSubReason: bookings.declineSubReason,
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.contractId, [...contractIds]),
        isNull(bookings.cancelledAt),
        isNull(bookings.deletedAt),
      ),
    )
    .orderBy(bookings.contractId, asc(bookings.startDate), asc(bookings.id));
  return new Map(
    rows.map(({ contractId, startDate, endDate, status, ...booking }) => [
      contractId,
      {
        ...booking,
        startDate: startDate.toISOString(),
        endDate: endDate.toISOString(),
        status: status as BookingStatus,
      },
    ]),
  );
}

export function toContractListItem(
  row: ContractRow,
  firstBooking: FirstBookingSummary | null,
): ContractListItem {
  return {
    id: row.id,
    status: contractStatusOf(row),
    careReceiver: {
      id: row.careReceiverId,
      firstName: row.careReceiverFirstName,
      lastName: row.careReceiverLastName,
      postalCode: row.postalCode,
      city: row.city,
    },
    caregiver: {
      id: row.caregiverId,
      firstName: row.caregiverFirstName,
      lastName: row.caregiverLastName,
      isEmployee: row.isEmployee,
    },
    startDate: row.createdAt.toISOString(),
    endDate: (row.endedAt ?? row.cancelationScheduledFor)?.toISOString() ?? null,
    paymentMethod: row.paymentMethod,
    firstBooking,
    serviceDocumentation: {
      isRequired: row.paymentMethod === 'direct_reimbursement',
      overduePeriods: row.overduePeriods,
    },
  };
}
