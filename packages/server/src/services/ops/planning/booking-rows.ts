// Issue 40: a booking as the console's planning shows it (BookingRow of the shared contract):
// Berlin day and wall-clock times, the caregiver's and the care receiver's names.
import { formatTime, toDayDate, type BookingStatus } from '@careport/domain';
import type { PlanningBookingRow } from '@careport/domain/back-office';
import { and, asc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { bookings, careReceivers, caregivers, contracts } from '../../../db/schema/index.js';
import { isLiveBooking } from '../../list-bookings.js';

export type { PlanningBookingRow };

const SELECTION = {
  id: bookings.id,
  caregiverId: bookings.caregiverId,
  caregiverFirstName: caregivers.firstName,
  caregiverLastName: caregivers.lastName,
  contractId: bookings.contractId,
  careReceiverFirstName: careReceivers.firstName,
  careReceiverLastName: careReceivers.lastName,
  startDate: bookings.startDate,
  endDate: bookings.endDate,
  status: bookings.status,
  seriesId: bookings.seriesId,
};

type Selected = {
  id: string;
  caregiverId: string;
  caregiverFirstName: string;
  caregiverLastName: string;
  contractId: string;
  careReceiverFirstName: string;
  careReceiverLastName: string;
  startDate: Date;
  endDate: Date;
  status: string;
  seriesId: string | null;
};

function toRow(row: Selected): PlanningBookingRow {
  return {
    id: row.id,
    caregiverId: row.caregiverId,
    caregiverName: `${row.caregiverFirstName} ${row.caregiverLastName}`,
    contractId: row.contractId,
    careReceiverName: `${row.careReceiverFirstName} ${row.careReceiverLastName}`,
    date: toDayDate(row.startDate),
    start: formatTime(row.startDate),
    end: formatTime(row.endDate),
    // status holds only BOOKING_STATUSES (CHECK constraint from the same array).
    status: row.status as BookingStatus,
    seriesId: row.seriesId,
  };
}

async function selectRows(db: DbOrTx, where: SQL | undefined): Promise<PlanningBookingRow[]> {
  const rows = await db
    .select(SELECTION)
    .from(bookings)
    .innerJoin(caregivers, eq(caregivers.id, bookings.caregiverId))
    .innerJoin(contracts, eq(contracts.id, bookings.contractId))
    .innerJoin(careReceivers, eq(careReceivers.id, contracts.careReceiverId))
    .where(where)
    .orderBy(asc(bookings.startDate), asc(bookings.id));
  return rows.map(toRow);
}

/** The bookings among `ids`, live or cancelled (a cancelled one answers its cancel call). */
export function bookingRowsByIds(db: DbOrTx, ids: readonly string[]) {
  return selectRows(db, inArray(bookings.id, [...ids]));
}

/**
 * The live bookings starting in [from, to) of one caregiver or one contract, by start: the week
 * views. Both use an index on (owner, start_date) (drizzle/0018, docs/performance/console-reads.md).
 */
export function liveBookingRowsBetween(
  db: DbOrTx,
  owner: { caregiverId: string } | { contractId: string },
  from: Date,
  to: Date,
) {
  const ownerIs =
    'caregiverId' in owner
      ? eq(bookings.caregiverId, owner.caregiverId)
      : eq(bookings.contractId, owner.contractId);
  return selectRows(
    db,
    and(ownerIs, gte(bookings.startDate, from), lt(bookings.startDate, to), isLiveBooking),
  );
}
