import type {
  BookingStatus,
  CareDegree,
  ContractConfirmationStatus,
  FirstBookingConfirmationStatus,
  FirstBookingStatus,
  Gender,
  PaymentMethod,
} from '@careport/domain';
import { calculateContractStatsOfGroups, type ContractBookingGroup } from '@careport/domain';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CaregiverActor } from '../auth/actor.js';
import type { DbOrTx } from '../db/client.js';
import {
  bookings,
  careReceivers,
  contracts,
  customers,
  serviceDocumentationPeriods,
  serviceDocumentations,
} from '../db/schema/index.js';
import { fail } from '../errors/fail.js';
import { ageInYears } from './age.js';
import { getCaller, type Caller } from './caller.js';
import { isUuid } from './ids.js';
import { bookingMinutes, isLiveBooking } from './list-bookings.js';
import type { ReadCache } from './read-cache.js';
import { loadServiceRequestViews, type ServiceRequestView } from './service-request-view.js';

type PersonName = { firstName: string; lastName: string };

/** spec 1 §3 Contract: everything the customer list and the customer detail show. */
export type ContractView = {
  contractId: string;
  createdAt: Date;
  isActive: boolean;
  isNewCustomer: boolean;
  hasFulfilledBooking: boolean;
  paymentMethod: PaymentMethod | null;
  cancelationInitiatedAt: Date | null;
  cancelationScheduledFor: Date | null;
  confirmationStatus: ContractConfirmationStatus;
  /** The earliest live booking by start date (spec 1 §3 isFirstBooking). */
  firstBooking: { bookingId: string; startDate: Date; endDate: Date; status: BookingStatus } | null;
  firstBookingStatus: FirstBookingStatus | null;
  firstBookingConfirmationStatus: FirstBookingConfirmationStatus | null;
  /** Live bookings (spec 1 §4: the confirmation choice needs exactly one). */
  liveBookingCount: number;
  careReceiver: PersonName & {
    gender: Gender | null;
    age: number | null;
    email: string | null;
    phoneNumber: string | null;
    careDegree: CareDegree;
    isSelfBooker: boolean;
    paymentMethod: PaymentMethod | null;
    street: string;
    houseNumber: string | null;
    postalCode: string;
    city: string;
    additionalInformation: string | null;
  };
  /** spec 1 §3 Customer (additional contact); null for a self-booker. */
  customer: (PersonName & { email: string | null; phoneNumber: string | null }) | null;
  serviceRequest: ServiceRequestView | null;
  /** spec 1 §6: employees see no prices, so null for them. */
  pricing: {
    grossCustomerPricePerHourInCents: number;
    grossCaregiverPricePerHourInCents: number;
    commissionRate: number;
  } | null;
  /** spec 1 §6: grossEarningsInCents is null for employees. */
  stats: { bookingCount: number; minuteCount: number; grossEarningsInCents: number | null };
  /** spec 2 §3: the months of the contract's service documentation, newest first. */
  serviceDocumentation: {
    /** Issue 12, spec 2 §4: periods the check on the 3rd found without a file. */
    periods: { periodId: string; month: number; year: number; isOverdue: boolean }[];
  } | null;
};

type DocumentationPeriod = NonNullable<ContractView['serviceDocumentation']>['periods'][number];

type FirstBookingRow = {
  id: string;
  contractId: string;
  startDate: Date;
  endDate: Date;
  status: BookingStatus;
  firstBookingStatus: string | null;
  reason: string | null;
  description: string | null;
};

async function loadContractViews(options: {
  db: DbOrTx;
  actor: CaregiverActor;
  now: Date;
  /** Already read (the read cache reads it with its version); else read here. */
  caller?: Caller;
  contractIds?: readonly string[];
}): Promise<ContractView[]> {
  const { db, actor, now } = options;
  const ids = options.contractIds?.filter(isUuid);
  if (ids?.length === 0) return [];
  const scope: SQL[] = [eq(contracts.caregiverId, actor.caregiverId)];
  if (ids) scope.push(inArray(contracts.id, ids));
  const liveBookingsOfScope = and(
    ...scope,
    eq(bookings.caregiverId, actor.caregiverId),
    isLiveBooking,
  );
  const [caller, rows, firstRows, groupRows, periodRows] = await Promise.all([
    options.caller ?? getCaller(db, actor),
    db
      .select({ contract: contracts, careReceiver: careReceivers, customer: customers })
      .from(contracts)
      .innerJoin(careReceivers, eq(careReceivers.id, contracts.careReceiverId))
      .leftJoin(customers, eq(customers.id, contracts.customerId))
      .where(and(...scope))
      .orderBy(asc(careReceivers.lastName), asc(careReceivers.firstName), asc(contracts.id)),
    // Each contract's earliest live booking (its first booking, spec 1 §3 isFirstBooking).
    db
      .selectDistinctOn([bookings.contractId], {
        id: bookings.id,
        contractId: bookings.contractId,
        startDate: bookings.startDate,
        endDate: bookings.endDate,
        status: bookings.status,
        firstBookingStatus: bookings.firstBookingStatus,
        reason: bookings.firstBookingConfirmationReason,
        description: bookings.firstBookingConfirmationDescription,
      })
      .from(bookings)
      .innerJoin(contracts, eq(contracts.id, bookings.contractId))
      .where(liveBookingsOfScope)
      .orderBy(bookings.contractId, asc(bookings.startDate), asc(bookings.id)),
    // The live bookings counted by contract, status and length: the stats and the count without
    // a row per booking (a two-year caregiver's ~1 000 cost ~40 ms to read after every write).
    db
      .select({
        contractId: bookings.contractId,
        status: bookings.status,
        minutes: sql<number>`${bookingMinutes}::int`,
        count: sql<number>`count(*)::int`,
      })
      .from(bookings)
      .innerJoin(contracts, eq(contracts.id, bookings.contractId))
      .where(liveBookingsOfScope)
      .groupBy(bookings.contractId, bookings.status, bookingMinutes),
    // Each contract's periods as one JSON array, newest first: a two-year customer list has ~700
    // period rows, and PGlite decodes every field of every row on its own (7 ms of the list's 24).
    db
      .select({
        contractId: serviceDocumentations.contractId,
        periods: sql<DocumentationPeriod[]>`coalesce(json_agg(json_build_object(
            'periodId', ${serviceDocumentationPeriods.id},
            'month', ${serviceDocumentationPeriods.month},
            'year', ${serviceDocumentationPeriods.year},
            'isOverdue', ${serviceDocumentationPeriods.overdueAt} IS NOT NULL)
          ORDER BY ${serviceDocumentationPeriods.year} DESC, ${serviceDocumentationPeriods.month} DESC)
          FILTER (WHERE ${serviceDocumentationPeriods.id} IS NOT NULL), '[]'::json)`,
      })
      .from(serviceDocumentations)
      .innerJoin(contracts, eq(contracts.id, serviceDocumentations.contractId))
      .leftJoin(
        serviceDocumentationPeriods,
        eq(serviceDocumentationPeriods.serviceDocumentationId, serviceDocumentations.id),
      )
      .where(and(...scope))
      .groupBy(serviceDocumentations.contractId),
  ]);
  const requests = await loadServiceRequestViews(
    db,
    rows.flatMap(({ contract }) => (contract.serviceRequestId ? [contract.serviceRequestId] : [])),
  );
  const firstOf = new Map((firstRows as FirstBookingRow[]).map((row) => [row.contractId, row]));
  const groupsOf = new Map<string, ContractBookingGroup[]>();
  for (const group of groupRows as (ContractBookingGroup & { contractId: string })[]) {
    const list = groupsOf.get(group.contractId) ?? [];
    list.push(group);
    groupsOf.set(group.contractId, list);
  }
  const documentationOf = new Map(
    periodRows.map(({ contractId, periods }) => [contractId, { periods }]),
  );
  // The text columns hold only the domain's values: CHECK constraints built from the same arrays.
  return rows.map(({ contract, careReceiver: receiver, customer }) => {
    const groups = groupsOf.get(contract.id) ?? [];
    const first = firstOf.get(contract.id);
    const stats = calculateContractStatsOfGroups(
      groups,
      contract.grossCaregiverPricePerHourInCents,
    );
    const hasConfirmationStatus = first && (first.reason !== null || first.description !== null);
    return {
      contractId: contract.id,
      createdAt: contract.createdAt,
      isActive: contract.isActive,
      isNewCustomer: contract.isNewCustomer,
      hasFulfilledBooking: stats.bookingCount > 0,
      paymentMethod: contract.paymentMethod as PaymentMethod | null,
      cancelationInitiatedAt: contract.cancelationInitiatedAt,
      cancelationScheduledFor: contract.cancelationScheduledFor,
      confirmationStatus: contract.confirmationStatus as ContractConfirmationStatus,
      firstBooking: first
        ? {
            bookingId: first.id,
            startDate: first.startDate,
            endDate: first.endDate,
            status: first.status,
          }
        : null,
      firstBookingStatus: (first?.firstBookingStatus ?? null) as FirstBookingStatus | null,
      firstBookingConfirmationStatus: hasConfirmationStatus
        ? { reason: first.reason, description: first.description }
        : null,
      liveBookingCount: groups.reduce((sum, group) => sum + group.count, 0),
      careReceiver: {
        firstName: receiver.firstName,
        lastName: receiver.lastName,
        gender: receiver.gender as Gender | null,
        age: receiver.dateOfBirth === null ? null : ageInYears(receiver.dateOfBirth, now),
        email: receiver.email,
        phoneNumber: receiver.phoneNumber,
        careDegree: receiver.careDegree as CareDegree,
        isSelfBooker: receiver.isSelfBooker,
        paymentMethod: receiver.paymentMethod as PaymentMethod | null,
        street: receiver.street,
        houseNumber: receiver.houseNumber,
        postalCode: receiver.postalCode,
        city: receiver.city,
        additionalInformation: receiver.additionalInformation,
      },
      customer: customer && {
        firstName: customer.firstName,
        lastName: customer.lastName,
        email: customer.email,
        phoneNumber: customer.phoneNumber,
      },
      serviceRequest:
        (contract.serviceRequestId && requests.get(contract.serviceRequestId)) || null,
      pricing: caller.isEmployee
        ? null
        : {
            grossCustomerPricePerHourInCents: contract.grossCustomerPricePerHourInCents,
            grossCaregiverPricePerHourInCents: contract.grossCaregiverPricePerHourInCents,
            commissionRate: Number(contract.commissionRate),
          },
      stats: caller.isEmployee ? { ...stats, grossEarningsInCents: null } : stats,
      serviceDocumentation: documentationOf.get(contract.id) ?? null,
    };
  });
}

/**
 * spec 1 §7 GET /caregiver-app/contract-aggregate and allContracts: all of the caller's contracts,
 * active and inactive (the app lists the active ones, domain `selectListedContracts`).
 */
export function listContracts(options: {
  db: DbOrTx;
  actor: CaregiverActor;
  now: Date;
  /** The same array (shared: never mutate it) while the database is unchanged. */
  cache?: ReadCache;
}): Promise<ContractView[]> {
  const { db, actor, now, cache } = options;
  if (!cache) return loadContractViews({ db, actor, now });
  return cache.read({
    db,
    actor,
    kind: 'contracts',
    load: (caller) => loadContractViews({ db, actor, now, caller }),
  });
}

/** For `node(id)` refetches: the caller's contracts among `contractIds`. */
export function findContracts(options: {
  db: DbOrTx;
  actor: CaregiverActor;
  now: Date;
  contractIds: readonly string[];
}) {
  return loadContractViews(options);
}

/**
 * spec 1 §7 GET /caregiver-app/contract-aggregate/{id}: CONTRACT_INVALID_ID / CONTRACT_NOT_FOUND.
 * With the read cache, the contract comes from the caller's cached contract list (the customer
 * detail is opened from that list, so it is usually there already): no query on a hit.
 */
export async function getContract(options: {
  db: DbOrTx;
  actor: CaregiverActor;
  now: Date;
  contractId: string;
  cache?: ReadCache;
}): Promise<ContractView> {
  const { cache, contractId, ...rest } = options;
  if (!isUuid(contractId)) throw fail('CONTRACT_INVALID_ID');
  const [view] = cache?.enabled
    ? (await listContracts({ ...rest, cache })).filter((found) => found.contractId === contractId)
    : await loadContractViews({ ...rest, contractIds: [contractId] });
  if (!view) throw fail('CONTRACT_NOT_FOUND');
  return view;
}
