// The back office's `award`: the customer chose a caregiver who accepted the proposal, so the
// service request becomes that caregiver's contract with a first booking (spec 1 §4: proposed →
// accepted → contract with a first booking). The other caregivers' proposals of the request are
// then unavailable: the caregiver calls answer "awarded to someone else" for a request that has a
// contract with another caregiver (contracts_service_request_id_unique makes that a rule of data).
import { BOOKING_MAX_MINUTES, inBerlin, toDayDate } from '@careport/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  bookings,
  caregivers,
  careReceivers,
  contracts,
  proposals,
  serviceDocumentationPeriods,
  serviceDocumentations,
  serviceRequests,
} from '../../db/schema/index.js';
import { findCaregiverByEmail } from './find-caregiver.js';
import { OpsError, sqlState, violatedConstraint } from './ops-error.js';
import type { AwardProposalInput } from './ops-schemas.js';
import { assertNotAwarded } from './propose-service-request.js';

/** The provider's commission when neither the call nor the caregiver's profile names one. */
export const DEFAULT_COMMISSION_RATE = 0.2;
/** A first appointment derived from the schedule starts at 10:00 (Berlin), an hour if no length. */
const DERIVED_START_HOUR = 10;
const DERIVED_MINUTES = 60;

export type ContractAwarded = {
  contract_id: string;
  first_booking_id: string;
  caregiver_id: string;
  service_request_id: string;
  start_date: string;
  end_date: string;
};

type ServiceRequestRow = typeof serviceRequests.$inferSelect;

/**
 * The schedule's date at 10:00 Berlin (tomorrow when it has no date or the date has passed), as
 * long as the schedule says.
 */
export function deriveFirstBooking(
  request: Pick<ServiceRequestRow, 'scheduleDate' | 'durationInMinutes'>,
  now: Date,
): { startDate: Date; endDate: Date } {
  const today = toDayDate(now);
  const day = inBerlin(now);
  if (request.scheduleDate !== null && request.scheduleDate > today) {
    const [year, month, date] = request.scheduleDate.split('-').map(Number);
    day.setFullYear(year ?? day.getFullYear(), (month ?? 1) - 1, date ?? 1);
  } else {
    day.setDate(day.getDate() + 1);
  }
  day.setHours(DERIVED_START_HOUR, 0, 0, 0);
  const startDate = new Date(day.getTime());
  const minutes = request.durationInMinutes ?? DERIVED_MINUTES;
  return { startDate, endDate: new Date(startDate.getTime() + minutes * 60_000) };
}

function firstBookingInterval(
  input: AwardProposalInput,
  request: ServiceRequestRow,
  now: Date,
): { startDate: Date; endDate: Date } {
  const interval =
    input.start_date !== undefined && input.end_date !== undefined
      ? { startDate: new Date(input.start_date), endDate: new Date(input.end_date) }
      : deriveFirstBooking(request, now);
  const minutes = (interval.endDate.getTime() - interval.startDate.getTime()) / 60_000;
  if (minutes <= 0) {
    throw new OpsError('BOOKING_END_BEFORE_START', 'The first booking must end after it starts.');
  }
  // spec 1 §5: above 8.5 h a booking cannot be created.
  if (minutes > BOOKING_MAX_MINUTES) {
    throw new OpsError('BOOKING_TOO_LONG', 'The first booking may last at most 8.5 hours.');
  }
  return interval;
}

/**
 * Issue 40: the time a caregiver offered with a decline, as the first booking. Only a declined
 * proposal carries one; a time already begun cannot be a first appointment any more. (The
 * proposal's expiry does not apply: it bounds the caregiver's answer, which was given.)
 */
function acceptedCounterProposal(
  proposal: { status: string; counterStart: Date | null; counterEnd: Date | null },
  now: Date,
): { startDate: Date; endDate: Date } {
  if (proposal.status !== 'DECLINED' || !proposal.counterStart || !proposal.counterEnd) {
    throw new OpsError(
      'PROPOSAL_NO_COUNTER_PROPOSAL',
      'This caregiver offered no other time for the service request.',
    );
  }
  if (proposal.counterStart.getTime() <= now.getTime()) {
    throw new OpsError('COUNTER_PROPOSAL_PASSED', 'The time the caregiver offered has begun.');
  }
  return { startDate: proposal.counterStart, endDate: proposal.counterEnd };
}

/** The proposal to award: the named caregiver's, or the one accepted proposal of the request. */
async function chooseProposal(tx: DbOrTx, serviceRequestId: string, caregiverEmail?: string) {
  const rows = await tx
    .select({
      id: proposals.id,
      caregiverId: proposals.caregiverId,
      status: proposals.status,
      expiresAt: proposals.expiresAt,
      isNewCustomer: proposals.isNewCustomer,
      counterStart: proposals.counterProposalStartDate,
      counterEnd: proposals.counterProposalEndDate,
    })
    .from(proposals)
    .where(eq(proposals.serviceRequestId, serviceRequestId));
  if (caregiverEmail !== undefined) {
    const caregiver = await findCaregiverByEmail(tx, caregiverEmail);
    const proposal = rows.find((row) => row.caregiverId === caregiver.id);
    if (!proposal) {
      throw new OpsError(
        'PROPOSAL_NOT_FOUND',
        `This service request was not proposed to ${caregiverEmail}.`,
      );
    }
    return proposal;
  }
  const accepted = rows.filter((row) => row.status === 'ACCEPTED');
  const [only] = accepted;
  if (accepted.length > 1) {
    throw new OpsError(
      'PROPOSAL_CAREGIVER_AMBIGUOUS',
      'Several caregivers accepted this service request; name one with caregiver_email.',
    );
  }
  if (only) return only;
  if (rows.length === 0) {
    throw new OpsError('PROPOSAL_NOT_FOUND', 'This service request was proposed to nobody.');
  }
  throw new OpsError('PROPOSAL_NOT_ACCEPTED', 'No caregiver has accepted this service request.');
}

async function insertContract(tx: DbOrTx, values: typeof contracts.$inferInsert) {
  try {
    const [row] = await tx.insert(contracts).values(values).returning({ id: contracts.id });
    if (!row) throw new Error('insert returned no row');
    return row;
  } catch (error) {
    // A concurrent award of the same request got there first.
    if (sqlState(error) === '23505') {
      throw new OpsError(
        'SERVICE_REQUEST_ALREADY_AWARDED',
        'This service request is already a contract.',
      );
    }
    throw error;
  }
}

async function insertFirstBooking(tx: DbOrTx, values: typeof bookings.$inferInsert) {
  try {
    const [row] = await tx.insert(bookings).values(values).returning({ id: bookings.id });
    if (!row) throw new Error('insert returned no row');
    return row;
  } catch (error) {
    // bookings_no_overlap (spec 1 §5): the caregiver's diary is taken at that time.
    if (sqlState(error) === '23P01' || violatedConstraint(error) === 'bookings_no_overlap') {
      throw new OpsError(
        'BOOKING_IS_OVERLAPPING',
        "The first booking overlaps another of the caregiver's bookings; give start_date and end_date.",
      );
    }
    throw error;
  }
}

/**
 * spec 2 §3: a contract paid by assignment of claims keeps a service documentation with a period
 * per month, starting with the first booking's.
 */
async function startServiceDocumentation(
  tx: DbOrTx,
  contract: { id: string; caregiverId: string },
  firstBookingStart: Date,
) {
  const [documentation] = await tx
    .insert(serviceDocumentations)
    .values({ contractId: contract.id, caregiverId: contract.caregiverId })
    .returning({ id: serviceDocumentations.id });
  if (!documentation) throw new Error('insert returned no row');
  const local = inBerlin(firstBookingStart);
  await tx.insert(serviceDocumentationPeriods).values({
    serviceDocumentationId: documentation.id,
    caregiverId: contract.caregiverId,
    year: local.getFullYear(),
    month: local.getMonth() + 1,
  });
}

export async function awardProposal(options: {
  db: DbOrTx;
  now: Date;
  serviceRequestId: string;
  input: AwardProposalInput;
}): Promise<ContractAwarded> {
  const { db, now, serviceRequestId, input } = options;
  return db.transaction(async (tx) => {
    // Row lock: concurrent awards of one request run one after the other (PostgreSQL).
    const [request] = await tx
      .select()
      .from(serviceRequests)
      .where(eq(serviceRequests.id, serviceRequestId))
      .for('update');
    if (!request) {
      throw new OpsError(
        'SERVICE_REQUEST_NOT_FOUND',
        `No service request has the id ${serviceRequestId}.`,
      );
    }
    await assertNotAwarded(tx, serviceRequestId);
    const proposal = await chooseProposal(tx, serviceRequestId, input.caregiver_email);
    let interval: { startDate: Date; endDate: Date };
    if (input.accept_counter_proposal) {
      interval = acceptedCounterProposal(proposal, now);
      await tx
        .update(proposals)
        .set({ status: 'ACCEPTED', acceptedAt: now })
        .where(eq(proposals.id, proposal.id));
    } else {
      if (proposal.status !== 'ACCEPTED') {
        throw new OpsError(
          'PROPOSAL_NOT_ACCEPTED',
          `The caregiver has not accepted this proposal (it is ${proposal.status}).`,
        );
      }
      // spec 1 §4: an expired proposal is gone for the caregiver, so it cannot become a contract.
      if (proposal.expiresAt.getTime() <= now.getTime()) {
        throw new OpsError('PROPOSAL_EXPIRED', 'This proposal has expired.');
      }
      interval = firstBookingInterval(input, request, now);
    }
    const { startDate, endDate } = interval;
    const [caregiver] = await tx
      .select({ commissionRate: caregivers.commissionRate })
      .from(caregivers)
      .where(eq(caregivers.id, proposal.caregiverId));
    const rate =
      input.commission_rate ?? Number(caregiver?.commissionRate ?? DEFAULT_COMMISSION_RATE);
    const [receiver] = await tx
      .select({ paymentMethod: careReceivers.paymentMethod })
      .from(careReceivers)
      .where(eq(careReceivers.id, request.careReceiverId));
    const paymentMethod = request.paymentMethod ?? receiver?.paymentMethod ?? null;
    const price = request.grossPricePerHourInCents;
    const contract = await insertContract(tx, {
      caregiverId: proposal.caregiverId,
      careReceiverId: request.careReceiverId,
      customerId: request.customerId,
      serviceRequestId,
      isActive: true,
      isNewCustomer: proposal.isNewCustomer,
      paymentMethod,
      grossCustomerPricePerHourInCents: price,
      grossCaregiverPricePerHourInCents: Math.round(price * (1 - rate)),
      commissionRate: rate.toFixed(4),
      confirmationStatus: 'PENDING',
      createdAt: now,
    });
    const booking = await insertFirstBooking(tx, {
      contractId: contract.id,
      caregiverId: proposal.caregiverId,
      startDate,
      endDate,
      status: 'CREATED',
      // spec 1 §4 First booking: created means unconfirmed by the customer.
      firstBookingStatus: 'CREATED',
      paymentMethod,
      grossPricePerHourInCents: price,
      createdAt: now,
      updatedAt: now,
    });
    if (paymentMethod === 'direct_reimbursement') {
      await startServiceDocumentation(
        tx,
        { id: contract.id, caregiverId: proposal.caregiverId },
        startDate,
      );
    }
    return {
      contract_id: contract.id,
      first_booking_id: booking.id,
      caregiver_id: proposal.caregiverId,
      service_request_id: serviceRequestId,
      start_date: startDate.toISOString(),
      end_date: endDate.toISOString(),
    };
  });
}
