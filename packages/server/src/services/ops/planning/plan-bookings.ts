// Issue 40 POST /ops/planning/bookings: the provider plans an employee's visit, or a weekly series
// of them, all or nothing: every occurrence is checked before any is written.
import { plannedIntervals } from '@careport/domain';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/client.js';
import { runAsCaregiver } from '../../../db/change-reach.js';
import { bookings } from '../../../db/schema/index.js';
import { assertFollowUpAllowed } from '../../create-booking.js';
import { isOverlapViolation } from '../../own-booking.js';
import { OpsError } from '../ops-error.js';
import { bookingRowsByIds, type PlanningBookingRow } from './booking-rows.js';
import type { PlanBookingsInput } from './planning-schemas.js';
import {
  asOpsRule,
  checkPlannedIntervals,
  findPlannableContract,
  type PlanningWarningAnswer,
} from './planning-rules.js';

export type BookingsPlanned = {
  bookings: PlanningBookingRow[];
  warnings: PlanningWarningAnswer[];
};

export async function planBookings(options: {
  db: Db;
  now: Date;
  input: PlanBookingsInput;
}): Promise<BookingsPlanned> {
  const { db, now, input } = options;
  const contract = await findPlannableContract(db, input.contractId);
  const intervals = plannedIntervals(input, input.repeatWeeks);
  const warnings = await checkPlannedIntervals({ db, contract, intervals, now });
  // spec 1 §4: follow-ups only once the first booking is fulfilled, as for the caregiver.
  await asOpsRule(
    () => assertFollowUpAllowed(db, contract),
    "The contract's first booking is not documented yet, so no follow-up can be planned",
  );
  const seriesId = intervals.length > 1 ? randomUUID() : null;
  let ids: string[];
  try {
    // The caregiver's own read versions (db/change-reach.ts): their diary shows it at once, and
    // nobody else's cached answers are emptied by it.
    ids = await runAsCaregiver(contract.caregiverId, () =>
      db.transaction(async (tx) => {
        const rows = await tx
          .insert(bookings)
          .values(
            intervals.map((interval) => ({
              contractId: contract.id,
              caregiverId: contract.caregiverId,
              startDate: interval.startDate,
              endDate: interval.endDate,
              status: 'CREATED',
              paymentMethod: contract.paymentMethod,
              grossPricePerHourInCents: contract.grossCustomerPricePerHourInCents,
              seriesId,
              createdAt: now,
              updatedAt: now,
            })),
          )
          .returning({ id: bookings.id });
        return rows.map((row) => row.id);
      }),
    );
  } catch (error) {
    // A booking written meanwhile (the database's exclusion constraint, drizzle/0001).
    if (isOverlapViolation(error)) {
      throw new OpsError(
        'BOOKING_IS_OVERLAPPING',
        'A visit overlaps a booking written meanwhile; nothing was planned.',
      );
    }
    throw error;
  }
  return { bookings: await bookingRowsByIds(db, ids), warnings };
}
