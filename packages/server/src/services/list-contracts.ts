import type {
  BookingStatus,
  CareDegree,
  ContractConfirmationStatus,
  ContractFirstBooking,
  ContractPricing,
  Gender,
  PaymentMethod,
} from '@careport/domain';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { CaregiverActor } from '../auth/actor.js';
import type { DbOrTx } from '../db/client.js';
import { bookings, careReceivers, contracts } from '../db/schema/index.js';
import { fail } from '../errors/fail.js';
import { getCaller, type Caller } from './caller.js';
import { isUuid } from './ids.js';
import type { ReadCache } from './read-cache.js';
import { isLiveBooking } from './list-bookings.js';

/**
 * spec 1 §3 Contract, the part the customer picker and the booking screens need (REST ContractDto,
 * GraphQL Contract); the customers issue adds the rest.
 */
export type ContractView = {
  contractId: string;
  isActive: boolean;
  isNewCustomer: boolean;
  hasFulfilledBooking: boolean;
  paymentMethod: PaymentMethod | null;
  cancelationScheduledFor: Date | null;
  confirmationStatus: ContractConfirmationStatus;
  firstBooking: (Omit<ContractFirstBooking, 'endDate'> & { endDate: Date }) | null;
  careReceiver: {
    firstName: string;
    lastName: string;
    gender: Gender | null;
    careDegree: CareDegree;
    isSelfBooker: boolean;
    street: string;
    houseNumber: string | null;
    postalCode: string;
    city: string;
  };
  /** spec 1 §6: employees see no prices, so null for them. */
  pricing: ContractPricing | null;
};

async function loadContractViews(options: {
  db: DbOrTx;
  actor: CaregiverActor;
  /** Already read (the read cache reads it with its version); else read here. */
  caller?: Caller;
  contractIds?: readonly string[];
}): Promise<ContractView[]> {
  const { db, actor } = options;
  const ids = options.contractIds?.filter(isUuid);
  if (ids?.length === 0) return [];
  const scope: SQL[] = [eq(contracts.caregiverId, actor.caregiverId)];
  if (ids) scope.push(inArray(contracts.id, ids));
  const [caller, rows, bookingRows] = await Promise.all([
    options.caller ?? getCaller(db, actor),
    db
      .select({ contract: contracts, careReceiver: careReceivers })
      .from(contracts)
      .innerJoin(careReceivers, eq(careReceivers.id, contracts.careReceiverId))
      .where(and(...scope))
      .orderBy(asc(careReceivers.lastName), asc(careReceivers.firstName), asc(contracts.id)),
    // The caller's live bookings of these contracts, earliest first: the first booking and
    // whether one is fulfilled, in one pass.
    db
      .select({
        id: bookings.id,
        contractId: bookings.contractId,
        endDate: bookings.endDate,
        status: bookings.status,
      })
      .from(bookings)
      .innerJoin(contracts, eq(contracts.id, bookings.contractId))
      .where(and(...scope, eq(bookings.caregiverId, actor.caregiverId), isLiveBooking))
      .orderBy(asc(bookings.startDate), asc(bookings.id)),
  ]);
  const firstOf = new Map<string, ContractView['firstBooking']>();
  const fulfilled = new Set<string>();
  for (const booking of bookingRows) {
    const status = booking.status as BookingStatus;
    if (!firstOf.has(booking.contractId)) {
      firstOf.set(booking.contractId, {
        bookingId: booking.id,
        endDate: booking.endDate,
        status,
      });
    }
    if (status === 'FULFILLED' || status === 'INVOICED') fulfilled.add(booking.contractId);
  }
  // The text columns hold only the domain's values: CHECK constraints built from the same arrays.
  return rows.map(({ contract, careReceiver }) => ({
    contractId: contract.id,
    isActive: contract.isActive,
    isNewCustomer: contract.isNewCustomer,
    hasFulfilledBooking: fulfilled.has(contract.id),
    paymentMethod: contract.paymentMethod as PaymentMethod | null,
    cancelationScheduledFor: contract.cancelationScheduledFor,
    confirmationStatus: contract.confirmationStatus as ContractConfirmationStatus,
    firstBooking: firstOf.get(contract.id) ?? null,
    careReceiver: {
      firstName: careReceiver.firstName,
      lastName: careReceiver.lastName,
      gender: careReceiver.gender as Gender | null,
      careDegree: careReceiver.careDegree as CareDegree,
      isSelfBooker: careReceiver.isSelfBooker,
      street: careReceiver.street,
      houseNumber: careReceiver.houseNumber,
      postalCode: careReceiver.postalCode,
      city: careReceiver.city,
    },
    pricing: caller.isEmployee
      ? null
      : {
          grossCustomerPricePerHourInCents: contract.grossCustomerPricePerHourInCents,
          grossCaregiverPricePerHourInCents: contract.grossCaregiverPricePerHourInCents,
          commissionRate: Number(contract.commissionRate),
        },
  }));
}

/**
 * spec 1 §7 GET /caregiver-app/contract-aggregate and allContracts: all of the caller's contracts,
 * active and inactive (the app lists the active ones, domain `selectListedContracts`).
 */
export function listContracts(options: {
  db: DbOrTx;
  actor: CaregiverActor;
  /** The same array (shared: never mutate it) while the database is unchanged. */
  cache?: ReadCache;
}): Promise<ContractView[]> {
  const { db, actor, cache } = options;
  if (!cache) return loadContractViews({ db, actor });
  return cache.read({
    db,
    actor,
    kind: 'contracts',
    load: (caller) => loadContractViews({ db, actor, caller }),
  });
}

/** For `node(id)` refetches: the caller's contracts among `contractIds`. */
export function findContracts(options: {
  db: DbOrTx;
  actor: CaregiverActor;
  contractIds: readonly string[];
}) {
  return loadContractViews(options);
}

/** spec 1 §7 GET /caregiver-app/contract-aggregate/{id}: CONTRACT_INVALID_ID / CONTRACT_NOT_FOUND. */
export async function getContract(options: {
  db: DbOrTx;
  actor: CaregiverActor;
  contractId: string;
}): Promise<ContractView> {
  if (!isUuid(options.contractId)) throw fail('CONTRACT_INVALID_ID');
  const [view] = await loadContractViews({ ...options, contractIds: [options.contractId] });
  if (!view) throw fail('CONTRACT_NOT_FOUND');
  return view;
}
