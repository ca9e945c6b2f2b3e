// The back office's `propose`: a new service request for a care receiver (new, or one the
// marketplace knows), offered to one caregiver until an expiry; and `propose` again: the same
// request offered to one more caregiver.
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  careReceivers,
  contracts,
  customers,
  proposals,
  serviceRequestSubServices,
  serviceRequests,
} from '../../db/schema/index.js';
import { assertCaregiverAvailable, requestedDays } from './assert-caregiver-available.js';
import { findCaregiverByEmail } from './find-caregiver.js';
import { OpsError, sqlState } from './ops-error.js';
import type { ProposeAgainInput, ProposeServiceRequestInput } from './ops-schemas.js';

const HOUR_MS = 60 * 60 * 1000;
/** Two days: long enough for a caregiver who checks the app once a day. */
export const DEFAULT_PROPOSAL_HOURS = 48;

export type ProposalCreated = {
  service_request_id: string;
  proposal_id: string;
  caregiver_id: string;
  care_receiver_id: string;
  /** The additional contact; null for a self-booker. */
  customer_id: string | null;
  expires_at: string;
};

function expiryFrom(input: { expires_at?: string; expires_in_hours?: number }, now: Date): Date {
  const expiresAt =
    input.expires_at === undefined
      ? new Date(now.getTime() + (input.expires_in_hours ?? DEFAULT_PROPOSAL_HOURS) * HOUR_MS)
      : new Date(input.expires_at);
  // spec 1 §4: an expired proposal is never listed, so proposing one would reach nobody.
  if (expiresAt.getTime() <= now.getTime()) {
    throw new OpsError('PROPOSAL_EXPIRY_INVALID', 'The expiry must be in the future.');
  }
  return expiresAt;
}

const one = <T>(rows: T[]): T => {
  const [row] = rows;
  if (!row) throw new Error('insert returned no row');
  return row;
};

/** The care receiver and their contact: new rows, or the known care receiver and last contact. */
async function resolvePeople(tx: DbOrTx, input: ProposeServiceRequestInput) {
  const { care_receiver: receiver, contact } = input;
  const newContact = contact
    ? one(
        await tx
          .insert(customers)
          .values({
            firstName: contact.first_name,
            lastName: contact.last_name,
            email: contact.email ?? null,
            phoneNumber: contact.phone_number ?? null,
          })
          .returning({ id: customers.id }),
      ).id
    : undefined;
  if (receiver) {
    const row = one(
      await tx
        .insert(careReceivers)
        .values({
          firstName: receiver.first_name,
          lastName: receiver.last_name,
          gender: receiver.gender ?? null,
          dateOfBirth: receiver.date_of_birth ?? null,
          email: receiver.email ?? null,
          phoneNumber: receiver.phone_number ?? null,
          careDegree: receiver.care_degree,
          street: receiver.address.street,
          houseNumber: receiver.address.house_number ?? null,
          postalCode: receiver.address.postal_code,
          city: receiver.address.city,
          additionalInformation: receiver.address.additional_information ?? null,
          latitude: receiver.latitude ?? null,
          longitude: receiver.longitude ?? null,
          isSelfBooker: receiver.is_self_booker,
          paymentMethod: input.payment_method,
        })
        .returning({ id: careReceivers.id }),
    );
    return { careReceiverId: row.id, customerId: newContact ?? null };
  }
  const careReceiverId = input.care_receiver_id ?? '';
  const [known] = await tx
    .select({ id: careReceivers.id, isSelfBooker: careReceivers.isSelfBooker })
    .from(careReceivers)
    .where(eq(careReceivers.id, careReceiverId));
  if (!known) {
    throw new OpsError('CARE_RECEIVER_NOT_FOUND', `No care receiver has the id ${careReceiverId}.`);
  }
  if (known.isSelfBooker) return { careReceiverId, customerId: null };
  if (newContact) return { careReceiverId, customerId: newContact };
  // The same person books again: their contact from the care receiver's latest request.
  const [latest] = await tx
    .select({ customerId: serviceRequests.customerId })
    .from(serviceRequests)
    .where(eq(serviceRequests.careReceiverId, careReceiverId))
    .orderBy(desc(serviceRequests.createdAt))
    .limit(1);
  return { careReceiverId, customerId: latest?.customerId ?? null };
}

async function insertProposal(
  tx: DbOrTx,
  values: {
    serviceRequestId: string;
    caregiverId: string;
    expiresAt: Date;
    isNewCustomer: boolean;
    createdAt: Date;
  },
) {
  try {
    return one(await tx.insert(proposals).values(values).returning({ id: proposals.id }));
  } catch (error) {
    // proposals_service_request_caregiver_unique: one proposal per request and caregiver.
    if (sqlState(error) === '23505') {
      throw new OpsError(
        'PROPOSAL_ALREADY_EXISTS',
        'This service request has already been proposed to this caregiver.',
      );
    }
    throw error;
  }
}

export async function proposeServiceRequest(options: {
  db: DbOrTx;
  now: Date;
  input: ProposeServiceRequestInput;
}): Promise<ProposalCreated> {
  const { db, now, input } = options;
  const expiresAt = expiryFrom(input, now);
  return db.transaction(async (tx) => {
    const caregiver = await findCaregiverByEmail(tx, input.caregiver_email);
    const { schedule } = input;
    const bookingType =
      schedule.booking_type ?? (schedule.frequency === 'ONCE' ? 'ONE_TIME' : 'RECURRING');
    await assertCaregiverAvailable(tx, caregiver, requestedDays(schedule.date ?? null, now));
    const { careReceiverId, customerId } = await resolvePeople(tx, input);
    const request = one(
      await tx
        .insert(serviceRequests)
        .values({
          careReceiverId,
          customerId,
          description: input.description,
          scheduleDate: schedule.date ?? null,
          durationInMinutes: schedule.duration_in_minutes ?? null,
          frequency: schedule.frequency,
          bookingType,
          isFlexible: schedule.is_flexible,
          isAllDay: schedule.is_all_day,
          expectedScheduleIsFlexible: schedule.expected_schedule?.is_flexible ?? true,
          expectedSchedulePreferences: schedule.expected_schedule?.preferences ?? null,
          grossPricePerHourInCents: input.gross_price_per_hour_in_cents,
          paymentMethod: input.payment_method,
          createdAt: now,
        })
        .returning({ id: serviceRequests.id }),
    );
    await tx.insert(serviceRequestSubServices).values(
      [...new Set(input.sub_service_ids)].map((subServiceId) => ({
        serviceRequestId: request.id,
        subServiceId,
      })),
    );
    const proposal = await insertProposal(tx, {
      serviceRequestId: request.id,
      caregiverId: caregiver.id,
      expiresAt,
      isNewCustomer: input.is_new_customer,
      createdAt: now,
    });
    return {
      service_request_id: request.id,
      proposal_id: proposal.id,
      caregiver_id: caregiver.id,
      care_receiver_id: careReceiverId,
      customer_id: customerId,
      expires_at: expiresAt.toISOString(),
    };
  });
}

/** The same service request offered to one more caregiver (award then picks one of them). */
export async function proposeServiceRequestAgain(options: {
  db: DbOrTx;
  now: Date;
  serviceRequestId: string;
  input: ProposeAgainInput;
}): Promise<ProposalCreated> {
  const { db, now, input, serviceRequestId } = options;
  const expiresAt = expiryFrom(input, now);
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select({
        id: serviceRequests.id,
        careReceiverId: serviceRequests.careReceiverId,
        customerId: serviceRequests.customerId,
        scheduleDate: serviceRequests.scheduleDate,
      })
      .from(serviceRequests)
      .where(eq(serviceRequests.id, serviceRequestId));
    if (!request) {
      throw new OpsError(
        'SERVICE_REQUEST_NOT_FOUND',
        `No service request has the id ${serviceRequestId}.`,
      );
    }
    await assertNotAwarded(tx, serviceRequestId);
    const caregiver = await findCaregiverByEmail(tx, input.caregiver_email);
    await assertCaregiverAvailable(tx, caregiver, requestedDays(request.scheduleDate, now));
    const [earlier] = await tx
      .select({ isNewCustomer: proposals.isNewCustomer })
      .from(proposals)
      .where(eq(proposals.serviceRequestId, serviceRequestId))
      .limit(1);
    const proposal = await insertProposal(tx, {
      serviceRequestId,
      caregiverId: caregiver.id,
      expiresAt,
      isNewCustomer: earlier?.isNewCustomer ?? true,
      createdAt: now,
    });
    return {
      service_request_id: serviceRequestId,
      proposal_id: proposal.id,
      caregiver_id: caregiver.id,
      care_receiver_id: request.careReceiverId,
      customer_id: request.customerId,
      expires_at: expiresAt.toISOString(),
    };
  });
}

/** A service request becomes a contract once (contracts_service_request_id_unique). */
export async function assertNotAwarded(tx: DbOrTx, serviceRequestId: string): Promise<void> {
  const [contract] = await tx
    .select({ id: contracts.id })
    .from(contracts)
    .where(eq(contracts.serviceRequestId, serviceRequestId));
  if (contract) {
    throw new OpsError(
      'SERVICE_REQUEST_ALREADY_AWARDED',
      `This service request is already a contract (${contract.id}).`,
    );
  }
}
