import type {
  BookingPricing,
  BookingService,
  BookingStatus,
  FirstBookingConfirmationStatus,
  FirstBookingStatus,
  PaymentMethod,
} from '@careport/domain';
import {
  bookingEarnings,
  bookingPage,
  calculateGrossPriceInCents,
  compareDiaryOrder,
  durationInMinutes,
  parseBookingCursor,
} from '@careport/domain';
import { and, asc, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { CaregiverActor } from '../auth/actor.js';
import type { DbOrTx } from '../db/client.js';
import {
  bookingServices,
  bookings,
  careReceivers,
  contracts,
  mainServices,
  readVersions,
} from '../db/schema/index.js';
import { fail } from '../errors/fail.js';
import { getCaller, type Caller } from './caller.js';
import { isUuid } from './ids.js';
import type { ReadCache } from './read-cache.js';

/**
 * spec 1 §3 Booking as REST (BookingDto) and GraphQL (Booking) answer it: one shape, two spellings.
 * Proofs are only flags; the files come through the request-token download (spec 1 §7).
 */
export type BookingView = {
  bookingId: string;
  contractId: string;
  startDate: Date;
  endDate: Date;
  status: BookingStatus;
  isFirstBooking: boolean;
  firstBookingStatus: FirstBookingStatus | null;
  firstBookingConfirmationStatus: FirstBookingConfirmationStatus | null;
  /** spec 1 §6: employees see no prices, so null for them. */
  pricing: BookingPricing | null;
  /**
   * Issue 12 "Beyond the spec": what a documented or invoiced visit earned an independent (gross,
   * commission at the contract's rate, net; the amounts of its invoice lines). Null for employees
   * and for visits not documented yet.
   */
  earnings: (ReturnType<typeof bookingEarnings> & { commissionRate: number }) | null;
  services: BookingService[];
  otherServiceDescription: string | null;
  paymentMethod: PaymentMethod | null;
  surveyStatus: string | null;
  hasPaperBookingProof: boolean;
  hasCuConfirmationProof: boolean;
  hasCuDeclarationProof: boolean;
  hasCgConfirmationProof: boolean;
  careReceiver: {
    firstName: string;
    lastName: string;
    street: string;
    houseNumber: string | null;
    postalCode: string;
    city: string;
    /** WGS 84, both or neither (spec 1 §2 map of the address). */
    latitude: number | null;
    longitude: number | null;
  };
  contractIsActive: boolean;
  cancelationScheduledFor: Date | null;
};

/** Live bookings: neither cancelled (spec 1 §4: it did not take place) nor deleted. */
export const isLiveBooking = and(isNull(bookings.cancelledAt), isNull(bookings.deletedAt));

/**
 * A booking's length in whole minutes in SQL, as the domain's `durationInMinutes` rounds it (to
 * the nearest minute; lengths are never negative, so SQL's half away from zero is JavaScript's
 * half up).
 */
export const bookingMinutes = sql<number>`round(extract(epoch from ${bookings.endDate} - ${bookings.startDate}) / 60)`;

const hasText = (value: string | null) => value !== null && value.trim() !== '';

/**
 * The caller's live bookings (all, or those among `bookingIds`), sorted by end date (spec 1 §9),
 * in three queries whatever their number (issue 4 "Speed": a two-year diary in one request).
 */
async function loadBookingViews(options: {
  db: DbOrTx;
  actor: CaregiverActor;
  /** Already read (the read cache reads it with its version); else read here. */
  caller?: Caller;
  bookingIds?: readonly string[];
  /** The first booking of each of their contracts (findFirstBookingIds); else read here. */
  firstIds?: ReadonlyMap<string, string>;
}): Promise<BookingView[]> {
  const { db, actor } = options;
  const ids = options.bookingIds?.filter(isUuid);
  if (ids?.length === 0) return [];
  const scope: SQL[] = [eq(bookings.caregiverId, actor.caregiverId)];
  if (ids) scope.push(inArray(bookings.id, ids));
  const where = and(...scope, isLiveBooking);
  const [caller, rows, serviceRows] = await Promise.all([
    options.caller ?? getCaller(db, actor),
    db
      .select({
        booking: bookings,
        contractIsActive: contracts.isActive,
        cancelationScheduledFor: contracts.cancelationScheduledFor,
        commissionRate: contracts.commissionRate,
        careReceiver: {
          firstName: careReceivers.firstName,
          lastName: careReceivers.lastName,
          street: careReceivers.street,
          houseNumber: careReceivers.houseNumber,
          postalCode: careReceivers.postalCode,
          city: careReceivers.city,
          latitude: careReceivers.latitude,
          longitude: careReceivers.longitude,
        },
      })
      .from(bookings)
      // The contract's caregiver too (always the booking's): without it PostgreSQL hashes the
      // whole contracts table for every diary, a cost that grows with all caregivers' contracts
      // (docs/performance/scale.md).
      .innerJoin(
        contracts,
        and(eq(contracts.id, bookings.contractId), eq(contracts.caregiverId, actor.caregiverId)),
      )
      .innerJoin(careReceivers, eq(careReceivers.id, contracts.careReceiverId))
      .where(where)
      .orderBy(asc(bookings.endDate), asc(bookings.id)),
    db
      .select({
        bookingId: bookingServices.bookingId,
        id: mainServices.id,
        labelDe: mainServices.labelDe,
        labelEn: mainServices.labelEn,
      })
      .from(bookingServices)
      .innerJoin(bookings, eq(bookings.id, bookingServices.bookingId))
      .innerJoin(mainServices, eq(mainServices.id, bookingServices.mainServiceId))
      .where(where)
      .orderBy(asc(mainServices.sortOrder), asc(mainServices.serviceId)),
  ]);
  const firstIds =
    options.firstIds ??
    (await findFirstBookingIds({
      db,
      actor,
      contractIds: [...new Set(rows.map((row) => row.booking.contractId))],
    }));
  const servicesOf = new Map<string, BookingService[]>();
  for (const { bookingId, ...service } of serviceRows) {
    servicesOf.set(bookingId, [...(servicesOf.get(bookingId) ?? []), service]);
  }
  return rows.map(
    ({ booking, careReceiver, contractIsActive, cancelationScheduledFor, ...row }) => {
      const minutes = durationInMinutes(booking.startDate, booking.endDate);
      const { firstBookingConfirmationReason: reason } = booking;
      const { firstBookingConfirmationDescription: description } = booking;
      // The text columns hold only the domain's values: CHECK constraints built from the same arrays.
      return {
        bookingId: booking.id,
        contractId: booking.contractId,
        startDate: booking.startDate,
        endDate: booking.endDate,
        status: booking.status as BookingStatus,
        isFirstBooking: firstIds.get(booking.contractId) === booking.id,
        firstBookingStatus: booking.firstBookingStatus as FirstBookingStatus | null,
        firstBookingConfirmationStatus:
          reason === null && description === null ? null : { reason, description },
        pricing: caller.isEmployee
          ? null
          : {
              durationInMinutes: minutes,
              grossPricePerHourInCents: booking.grossPricePerHourInCents,
              grossPriceInCents: calculateGrossPriceInCents(
                booking.grossPricePerHourInCents,
                minutes,
              ),
            },
        earnings:
          caller.isEmployee || (booking.status !== 'FULFILLED' && booking.status !== 'INVOICED')
            ? null
            : {
                ...bookingEarnings({
                  durationInMinutes: minutes,
                  grossPricePerHourInCents: booking.grossPricePerHourInCents,
                  commissionRate: Number(row.commissionRate),
                }),
                commissionRate: Number(row.commissionRate),
              },
        services: servicesOf.get(booking.id) ?? [],
        otherServiceDescription: booking.otherServiceDescription,
        paymentMethod: booking.paymentMethod as PaymentMethod | null,
        surveyStatus: booking.surveyStatus,
        hasPaperBookingProof: hasText(booking.paperBookingProof),
        hasCuConfirmationProof: hasText(booking.cuConfirmationProof),
        hasCuDeclarationProof: hasText(booking.cuDeclarationProof),
        hasCgConfirmationProof: hasText(booking.cgConfirmationProof),
        careReceiver,
        contractIsActive,
        cancelationScheduledFor,
      };
    },
  );
}

/**
 * A cached diary: its views, and the caregiver's read version read before they were loaded.
 * Every booking row changed later carries a higher `diary_version` (drizzle/0022, record 0125).
 */
type Diary = { views: readonly BookingView[]; loadedAt: number };

/** The caregiver's own read version, which the diary's trigger stamps changed bookings with. */
async function readDiaryVersion(db: DbOrTx, caregiverId: string): Promise<number> {
  const [row] = await db
    .select({ version: readVersions.version })
    .from(readVersions)
    .where(eq(readVersions.scope, caregiverId));
  return row?.version ?? 0;
}

async function loadDiary(db: DbOrTx, actor: CaregiverActor, caller: Caller): Promise<Diary> {
  // The version first: a row changed while the views load is stamped above it and taken in again.
  const loadedAt = await readDiaryVersion(db, actor.caregiverId);
  return { views: await loadBookingViews({ db, actor, caller }), loadedAt };
}

/**
 * Issue 43, record 0125: `previous` with the bookings changed since it was loaded, by their
 * stamps (a few rows, not the whole two-year diary). A new or moved booking can make another of
 * its contract the first one, so the first bookings of the touched contracts are read again.
 * Unchanged views stay the same objects (each is serialised once, http/reply.ts); nothing
 * changed: the same array.
 */
async function followDiary(
  db: DbOrTx,
  actor: CaregiverActor,
  caller: Caller,
  previous: Diary,
): Promise<Diary> {
  const loadedAt = await readDiaryVersion(db, actor.caregiverId);
  const changed = await db
    .select({ id: bookings.id, contractId: bookings.contractId })
    .from(bookings)
    .where(
      and(
        eq(bookings.caregiverId, actor.caregiverId),
        gt(bookings.diaryVersion, previous.loadedAt),
      ),
    );
  if (changed.length === 0) return { views: previous.views, loadedAt };
  const contractIds = [...new Set(changed.map((row) => row.contractId))];
  const firstIds = await findFirstBookingIds({ db, actor, contractIds });
  // Cancelled and deleted ones are not loaded: they leave the diary.
  const fresh = await loadBookingViews({
    db,
    actor,
    caller,
    bookingIds: changed.map((row) => row.id),
    firstIds,
  });
  const changedIds = new Set(changed.map((row) => row.id));
  const touched = new Set(contractIds);
  const kept = previous.views
    .filter((view) => !changedIds.has(view.bookingId))
    .map((view) => {
      if (!touched.has(view.contractId)) return view;
      const isFirstBooking = firstIds.get(view.contractId) === view.bookingId;
      return view.isFirstBooking === isFirstBooking ? view : { ...view, isFirstBooking };
    });
  return { views: [...kept, ...fresh].sort(compareDiaryOrder), loadedAt };
}

/**
 * spec 1 §7 GET /caregiver-app/booking and allBookings: the caller's live bookings by end date.
 * With `cache`, the same array (shared: never mutate it) while the database is unchanged; after
 * the caregiver's own booking changes, the cached one with those rows taken in (record 0125).
 */
export async function listBookings(options: {
  db: DbOrTx;
  actor: CaregiverActor;
  cache?: ReadCache;
}): Promise<readonly BookingView[]> {
  const { db, actor, cache } = options;
  if (!cache) return loadBookingViews({ db, actor });
  const diary = await cache.read<Diary>({
    db,
    actor,
    kind: 'bookings',
    load: (caller) => loadDiary(db, actor, caller),
    follow: (previous, caller) => followDiary(db, actor, caller, previous),
  });
  return diary.views;
}

/**
 * Issue 43: one page of the diary (domain bookingPage: `first` after the cursor `after`, or the
 * `last` before `before`, of `statuses`), cut from the cached list, so its cost grows with the
 * page, not the history. None: the whole list (the same array as listBookings). The cursors are
 * validated at the edge (domain bookingCursorSchema).
 */
export async function listBookingPage(options: {
  db: DbOrTx;
  actor: CaregiverActor;
  cache?: ReadCache;
  first?: number | undefined;
  last?: number | undefined;
  after?: string | undefined;
  before?: string | undefined;
  statuses?: readonly BookingStatus[] | undefined;
}): Promise<readonly BookingView[]> {
  const { first, last, after, before, statuses, ...list } = options;
  const cursor = (text: string | undefined) =>
    text === undefined ? undefined : (parseBookingCursor(text) ?? undefined);
  return bookingPage(await listBookings(list), {
    first,
    last,
    after: cursor(after),
    before: cursor(before),
    statuses,
  });
}

/** For `node(id)` refetches: the caller's bookings among `bookingIds`; others are not found. */
export function findBookings(options: {
  db: DbOrTx;
  actor: CaregiverActor;
  bookingIds: readonly string[];
}) {
  return loadBookingViews(options);
}

/** Each cached diary's bookings by id, made once per cached array. */
const byIdOf = new WeakMap<readonly BookingView[], Map<string, BookingView>>();

const indexById = (views: readonly BookingView[]) => {
  let index = byIdOf.get(views);
  if (!index) {
    index = new Map(views.map((view) => [view.bookingId, view]));
    byIdOf.set(views, index);
  }
  return index;
};

/**
 * spec 1 §7 GET /caregiver-app/booking/{id}: BOOKING_INVALID_ID for a malformed id,
 * BOOKING_NOT_FOUND for an unknown, deleted, cancelled or another caregiver's booking.
 * With `cache`, from the caller's diary when it is cached at the current version (the same view
 * the diary shows, shared: never mutate it); else loaded alone, and the diary is not loaded for
 * it (issue 43: one booking costs ~3 ms on PGlite, a whole two-year diary ~100 ms).
 */
export async function getBooking(options: {
  db: DbOrTx;
  actor: CaregiverActor;
  bookingId: string;
  cache?: ReadCache;
}): Promise<BookingView> {
  const { cache, ...load } = options;
  if (!isUuid(load.bookingId)) throw fail('BOOKING_INVALID_ID');
  const diary = await cache?.peek<Diary>({
    db: load.db,
    actor: load.actor,
    kind: 'bookings',
  });
  if (diary) {
    const cached = indexById(diary.views).get(load.bookingId);
    if (!cached) throw fail('BOOKING_NOT_FOUND');
    return cached;
  }
  const [view] = await loadBookingViews({ ...load, bookingIds: [load.bookingId] });
  if (!view) throw fail('BOOKING_NOT_FOUND');
  return view;
}

/**
 * spec 1 §3 isFirstBooking: the earliest live booking by start date of each contract (equal
 * starts decided by id, as the domain's `markFirstBookings` does). Contract id → booking id.
 */
export async function findFirstBookingIds(options: {
  db: DbOrTx;
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
        isLiveBooking,
      ),
    )
    .orderBy(asc(bookings.contractId), asc(bookings.startDate), asc(bookings.id));
  return new Map(rows.map((row) => [row.contractId, row.id]));
}
