import {
  createBookingBodySchema,
  isAppointmentAfterCancelation,
  isFirstBookingDoneForFollowUps,
  type BookingStatus,
} from '@careport/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { CaregiverActor } from '../auth/actor.js';
import type { Db, DbOrTx } from '../db/client.js';
import { bookings } from '../db/schema/index.js';
import { fail } from '../errors/fail.js';
import { assertBookingCreateAllowed } from './booking-rate-limit.js';
import { getCaller } from './caller.js';
import { getBooking, isLiveBooking, type BookingView } from './list-bookings.js';
import { findOwnContract, isOverlapViolation, type ContractRow } from './own-booking.js';
import { parseBookingBody } from './parse-booking-body.js';

/**
 * The contract rules for planning an appointment (create and update): spec 1 §4, no appointment
 * on an ended contract, nor from its cancelationScheduledFor on.
 */
export function assertContractTakesAppointment(contract: ContractRow, startDate: string): void {
  if (!contract.isActive) throw fail('CONTRACT_INACTIVE');
  const cancelationScheduledFor = contract.cancelationScheduledFor?.toISOString() ?? null;
  if (isAppointmentAfterCancelation({ cancelationScheduledFor }, startDate)) {
    throw fail('BOOKING_AFTER_CONTRACT_END');
  }
}

/**
 * spec 1 §4: follow-up appointments only after the first booking is fulfilled
 * (FIRST_BOOKING_NOT_FULFILLED). A contract without any live booking takes one: it is the first.
 */
export async function assertFollowUpAllowed(db: DbOrTx, contract: ContractRow): Promise<void> {
  const [first] = await db
    .select({ status: bookings.status })
    .from(bookings)
    .where(
      and(
        eq(bookings.contractId, contract.id),
        eq(bookings.caregiverId, contract.caregiverId),
        isLiveBooking,
      ),
    )
    .orderBy(asc(bookings.startDate), asc(bookings.id))
    .limit(1);
  // status holds only BOOKING_STATUSES (CHECK constraint from the same array).
  if (!isFirstBookingDoneForFollowUps(first ? { status: first.status as BookingStatus } : null)) {
    throw fail('FIRST_BOOKING_NOT_FULFILLED');
  }
}

/**
 * spec 1 §7 POST /caregiver-app/booking {contract_id, start_date, end_date}. spec 1 §6: employees
 * cannot add bookings (FORBIDDEN). The overlap rule is the database's exclusion constraint, so
 * concurrent creates of one slot give one booking (BOOKING_IS_OVERLAPPING for the others). Issue
 * 42: at most so many creates per hour and per day (BOOKING_RATE_LIMIT, booking-rate-limit.ts).
 */
export async function createBooking(options: {
  db: Db;
  actor: CaregiverActor;
  now: Date;
  body: unknown;
}): Promise<BookingView> {
  const { db, actor } = options;
  const caller = await getCaller(db, actor);
  if (caller.isEmployee) throw fail('FORBIDDEN');
  const input = parseBookingBody(createBookingBodySchema, options.body, { now: options.now });
  const contract = await findOwnContract(db, actor, input.contract_id);
  assertContractTakesAppointment(contract, input.start_date);
  await assertFollowUpAllowed(db, contract);
  let bookingId: string;
  try {
    bookingId = await db.transaction(async (tx) => {
      await assertBookingCreateAllowed(tx, actor.caregiverId, options.now);
      const [row] = await tx
        .insert(bookings)
        .values({
          contractId: contract.id,
          caregiverId: actor.caregiverId,
          startDate: new Date(input.start_date),
          endDate: new Date(input.end_date),
          status: 'CREATED',
          paymentMethod: contract.paymentMethod,
          grossPricePerHourInCents: contract.grossCustomerPricePerHourInCents,
          // The server's clock, which the rate limit counts by.
          createdAt: options.now,
        })
        .returning({ id: bookings.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    });
  } catch (error) {
    if (isOverlapViolation(error)) throw fail('BOOKING_IS_OVERLAPPING');
    throw error;
  }
  return getBooking({ db, actor, bookingId });
}
