import type { CareDegree, Gender, ProposalStatus } from '@careport/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CaregiverActor } from '../auth/actor.js';
import type { Db } from '../db/client.js';
import { careReceivers, proposals, serviceRequests } from '../db/schema/index.js';

/** spec 1 §3 Proposal (service request offered to the caller). */
export type ProposalRecord = {
  proposalId: string;
  serviceRequestId: string;
  status: ProposalStatus;
  expiresAt: Date;
  isNewCustomer: boolean;
  description: string | null;
  grossPricePerHourInCents: number;
  careReceiverId: string;
};

/** spec 1 §3 Proposal careReceiver: what a caregiver may see before accepting. */
export type ProposalCareReceiver = {
  gender: Gender | null;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  careDegree: CareDegree;
  street: string;
  postalCode: string;
  city: string;
};

const proposalColumns = {
  proposalId: proposals.id,
  serviceRequestId: proposals.serviceRequestId,
  status: proposals.status,
  expiresAt: proposals.expiresAt,
  isNewCustomer: proposals.isNewCustomer,
  description: serviceRequests.description,
  grossPricePerHourInCents: serviceRequests.grossPricePerHourInCents,
  careReceiverId: serviceRequests.careReceiverId,
};

// `status` holds only PROPOSAL_STATUSES (CHECK constraint from the same array).
const toRecord = (row: Omit<ProposalRecord, 'status'> & { status: string }): ProposalRecord => ({
  ...row,
  status: row.status as ProposalStatus,
});

/**
 * spec 1 §7 allProposals: every proposal of the caller, by expiry. Which are listed (not declined,
 * not expired) is the domain's `selectListedProposals`, applied by the app.
 */
export async function listProposals(options: {
  db: Db;
  actor: CaregiverActor;
}): Promise<ProposalRecord[]> {
  const rows = await options.db
    .select(proposalColumns)
    .from(proposals)
    .innerJoin(serviceRequests, eq(serviceRequests.id, proposals.serviceRequestId))
    .where(eq(proposals.caregiverId, options.actor.caregiverId))
    .orderBy(asc(proposals.expiresAt), asc(proposals.id));
  return rows.map(toRecord);
}

/** For `node(id)` refetches: the caller's proposals among `proposalIds`. */
export async function findProposals(options: {
  db: Db;
  actor: CaregiverActor;
  proposalIds: readonly string[];
}): Promise<ProposalRecord[]> {
  if (options.proposalIds.length === 0) return [];
  const rows = await options.db
    .select(proposalColumns)
    .from(proposals)
    .innerJoin(serviceRequests, eq(serviceRequests.id, proposals.serviceRequestId))
    .where(
      and(
        eq(proposals.caregiverId, options.actor.caregiverId),
        inArray(proposals.id, [...options.proposalIds]),
      ),
    );
  return rows.map(toRecord);
}

/**
 * The care receivers of the caller's proposals among `careReceiverIds`: a care receiver is reached
 * only through a proposal made to the caller.
 */
export async function findProposalCareReceivers(options: {
  db: Db;
  actor: CaregiverActor;
  careReceiverIds: readonly string[];
}): Promise<Map<string, ProposalCareReceiver>> {
  if (options.careReceiverIds.length === 0) return new Map();
  const rows = await options.db
    .selectDistinct({
      id: careReceivers.id,
      gender: careReceivers.gender,
      firstName: careReceivers.firstName,
      lastName: careReceivers.lastName,
      dateOfBirth: careReceivers.dateOfBirth,
      careDegree: careReceivers.careDegree,
      street: careReceivers.street,
      postalCode: careReceivers.postalCode,
      city: careReceivers.city,
    })
    .from(careReceivers)
    .innerJoin(serviceRequests, eq(serviceRequests.careReceiverId, careReceivers.id))
    .innerJoin(proposals, eq(proposals.serviceRequestId, serviceRequests.id))
    .where(
      and(
        eq(proposals.caregiverId, options.actor.caregiverId),
        inArray(careReceivers.id, [...options.careReceiverIds]),
      ),
    );
  // gender and careDegree hold only GENDERS / CARE_DEGREES (CHECK constraints).
  return new Map(
    rows.map(({ id, ...row }) => [
      id,
      { ...row, gender: row.gender as Gender | null, careDegree: row.careDegree as CareDegree },
    ]),
  );
}
