import type { BookingStatus, FirstBookingStatus, PaymentMethod } from '@careport/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { CaregiverActor } from '../auth/actor.js';
import type { Db } from '../db/client.js';
import { bookings } from '../db/schema/index.js';

/** spec 1 §3 Booking as the services hand it to GraphQL (instants as Dates). */
export type BookingRecord = {
  bookingId: string;
  contractId: string;
  startDate: Date;
  endDate: Date;
  status: BookingStatus;
  firstBookingStatus: FirstBookingStatus | null;
  firstBookingConfirmationReason: string | null;
  firstBookingConfirmationDescription: string | null;
  paymentMethod: PaymentMethod | null;
  surveyStatus: string | null;
  otherServiceDescription: string | null;
  grossPricePerHourInCents: number;
  paperBookingProof: string | null;
  cgConfirmationProof: string | null;
};

type BookingRow = typeof bookings.$inferSelect;

// The text columns hold only the domain's values: CHECK constraints built from the same arrays.
function toBookingRecord(row: BookingRow): BookingRecord {
  return {
    bookingId: row.id,
    contractId: row.contractId,
    startDate: row.startDate,
    endDate: row.endDate,
    status: row.status as BookingStatus,
    firstBookingStatus: row.firstBookingStatus as FirstBookingStatus | null,
    firstBookingConfirmationReason: row.firstBookingConfirmationReason,
    firstBookingConfirmationDescription: row.firstBookingConfirmationDescription,
    paymentMethod: row.paymentMethod as PaymentMethod | null,
    surveyStatus: row.surveyStatus,
    otherServiceDescription: row.otherServiceDescription,
    grossPricePerHourInCents: row.grossPricePerHourInCents,
    paperBookingProof: row.paperBookingProof,
    cgConfirmationProof: row.cgConfirmationProof,
  };
}

/** Live bookings: neither cancelled (spec 1 §4: it did not take place) nor deleted. */
const isLive = and(isNull(bookings.cancelledAt), isNull(bookings.deletedAt));

/** spec 1 §7 allBookings: the caller's live bookings, sorted by end date (spec 1 §9). */
export async function listBookings(options: {
  db: Db;
  actor: CaregiverActor;
}): Promise<BookingRecord[]> {
  const rows = await options.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.caregiverId, options.actor.caregiverId), isLive))
    .orderBy(asc(bookings.endDate), asc(bookings.id));
  return rows.map(toBookingRecord);
}

/** For `node(id)` refetches: the caller's bookings among `bookingIds`; others are not found. */
export async function findBookings(options: {
  db: Db;
  actor: CaregiverActor;
  bookingIds: readonly string[];
}): Promise<BookingRecord[]> {
  if (options.bookingIds.length === 0) return [];
  const rows = await options.db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.caregiverId, options.actor.caregiverId),
        inArray(bookings.id, [...options.bookingIds]),
        isLive,
      ),
    );
  return rows.map(toBookingRecord);
}

/**
 * spec 1 §3 isFirstBooking: the earliest live booking by start date of each contract (equal
 * starts decided by id, as the domain's `markFirstBookings` does). Contract id → booking id.
 */
export async function findFirstBookingIds(options: {
  db: Db;
  actor: CaregiverActor;
  contractIds: readonly string[];
}): Promise<Map<string, string>> {
  if (options.contractIds.length === 0) return new Map();
  const rows = await options.db
    .selectDistinctOn([bookings.contractId], { contractId: bookings.contractId, id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.caregiverId, options.actor.caregiverId),
        inArray(bookings.contractId, [...options.contractIds]),
        isLive,
      ),
    )
    .orderBy(asc(bookings.contractId), asc(bookings.startDate), asc(bookings.id));
  return new Map(rows.map((row) => [row.contractId, row.id]));
}
