// The back office's `list-proposals`: what caregivers answered, with what the app never shows
// the caregivers themselves or anyone else (spec 1 §6: decline reasons are visible only to the
// provider's staff), the counter-proposals offered with a decline, and each proposal's state.
import type { ProposalStatus } from '@careport/domain';
import type { ProposalAnswer, ProposalState } from '@careport/domain/back-office';
import { PROPOSAL_DECLINE_OTHER_REASON } from '@careport/domain';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import {
  careReceivers,
  caregivers,
  contracts,
  proposals,
  serviceRequests,
} from '../../db/schema/index.js';
import { deriveFirstBooking } from './award-proposal.js';
import type { ListProposalsQuery } from './ops-schemas.js';

export type { ProposalAnswer, ProposalState };

function stateOf(
  row: { status: ProposalStatus; expiresAt: Date; caregiverId: string },
  award: { contractId: string; caregiverId: string } | null,
  now: Date,
): ProposalState {
  if (award !== null) {
    return award.caregiverId === row.caregiverId ? 'AWARDED' : 'AWARDED_ELSEWHERE';
  }
  if (row.status === 'DECLINED') return 'DECLINED';
  return row.expiresAt.getTime() <= now.getTime() ? 'EXPIRED' : row.status;
}

/** Newest requests first; within one, by caregiver e-mail. At most `limit` rows. */
export async function listProposalAnswers(options: {
  db: DbOrTx;
  now: Date;
  query: ListProposalsQuery;
  limit?: number;
}): Promise<ProposalAnswer[]> {
  const { db, now, query } = options;
  const awarded = alias(contracts, 'awarded');
  const filters: SQL[] = [];
  if (query.service_request_id) {
    filters.push(eq(proposals.serviceRequestId, query.service_request_id));
  }
  if (query.caregiver_email) {
    filters.push(eq(sql`lower(${caregivers.email})`, query.caregiver_email));
  }
  if (query.status) filters.push(eq(proposals.status, query.status));
  const rows = await db
    .select({
      proposal: proposals,
      caregiver: {
        email: caregivers.email,
        firstName: caregivers.firstName,
        lastName: caregivers.lastName,
        isEmployee: caregivers.isCareportEmployee,
      },
      careReceiver: {
        id: careReceivers.id,
        firstName: careReceivers.firstName,
        lastName: careReceivers.lastName,
      },
      award: { contractId: awarded.id, caregiverId: awarded.caregiverId },
      requestCreatedAt: serviceRequests.createdAt,
      schedule: {
        scheduleDate: serviceRequests.scheduleDate,
        durationInMinutes: serviceRequests.durationInMinutes,
      },
    })
    .from(proposals)
    .innerJoin(caregivers, eq(caregivers.id, proposals.caregiverId))
    .innerJoin(serviceRequests, eq(serviceRequests.id, proposals.serviceRequestId))
    .innerJoin(careReceivers, eq(careReceivers.id, serviceRequests.careReceiverId))
    .leftJoin(awarded, eq(awarded.serviceRequestId, proposals.serviceRequestId))
    .where(filters.length > 0 ? and(...filters) : undefined)
    .orderBy(
      desc(serviceRequests.createdAt),
      asc(proposals.serviceRequestId),
      asc(caregivers.email),
    )
    .limit(options.limit ?? 500);
  return rows.map(({ proposal, caregiver, careReceiver, award, schedule }) => {
    // `status` holds only PROPOSAL_STATUSES (CHECK constraint from the same array).
    const status = proposal.status as ProposalStatus;
    const { counterProposalStartDate: start, counterProposalEndDate: end } = proposal;
    // What an award without a time makes the first booking: the console's award dialog starts there.
    const requested = deriveFirstBooking(schedule, now);
    return {
      proposal_id: proposal.id,
      service_request_id: proposal.serviceRequestId,
      state: stateOf({ ...proposal, status }, award, now),
      status,
      expires_at: proposal.expiresAt.toISOString(),
      accepted_at: proposal.acceptedAt?.toISOString() ?? null,
      declined_at: proposal.declinedAt?.toISOString() ?? null,
      caregiver: {
        id: proposal.caregiverId,
        email: caregiver.email,
        first_name: caregiver.firstName,
        last_name: caregiver.lastName,
        is_employee: caregiver.isEmployee,
      },
      care_receiver: {
        id: careReceiver.id,
        first_name: careReceiver.firstName,
        last_name: careReceiver.lastName,
      },
      decline_reasons: (proposal.declineReasons ?? []).map((reason) => ({
        reason,
        details: reason === PROPOSAL_DECLINE_OTHER_REASON ? proposal.declineDetails : null,
      })),
      counter_proposal:
        start && end
          ? {
              start_date: start.toISOString(),
              end_date: end.toISOString(),
              note: proposal.counterProposalNote,
            }
          : null,
      contract_id: award?.caregiverId === proposal.caregiverId ? award.contractId : null,
      requested_first_booking: {
        start_date: requested.startDate.toISOString(),
        end_date: requested.endDate.toISOString(),
      },
      created_at: proposal.createdAt.toISOString(),
    };
  });
}
