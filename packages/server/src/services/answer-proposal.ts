import {
  PROPOSAL_DECLINE_OTHER_REASON,
  proposalDeclineBodySchema,
  VALIDATION_DATE_INVALID,
} from '@careport/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import type { CaregiverActor } from '../auth/actor.js';
import type { Db } from '../db/client.js';
import { proposals } from '../db/schema/index.js';
import { AppError } from '../errors/app-error.js';
import { fail } from '../errors/fail.js';
import { parseInput } from '../errors/parse-input.js';
import { getCaller } from './caller.js';
import { isUuid } from './ids.js';
import { findProposal, isProposalAvailable, type ProposalView } from './list-proposals.js';

function assertServiceRequestId(serviceRequestId: string): void {
  if (!isUuid(serviceRequestId)) throw fail('PROPOSAL_INVALID_SERVICE_REQUEST_ID');
}

/** The caller's proposal of a service request, whatever its state. */
const ownProposal = (actor: CaregiverActor, serviceRequestId: string) =>
  and(
    eq(proposals.caregiverId, actor.caregiverId),
    eq(proposals.serviceRequestId, serviceRequestId),
  ) as SQL;

/**
 * Why an answer changed no row: it was accepted already (PROPOSAL_ALREADY_ACCEPTED, spec 1 §8:
 * the app treats it as accepted), or it is unknown, another caregiver's, declined, expired or
 * awarded to someone else (PROPOSAL_NOT_FOUND: the app treats it as declined).
 */
async function explainUnanswered(
  db: Db,
  actor: CaregiverActor,
  serviceRequestId: string,
  now: Date,
): Promise<AppError> {
  const [row] = await db
    .select({ status: proposals.status })
    .from(proposals)
    .where(and(ownProposal(actor, serviceRequestId), isProposalAvailable(db, now)));
  return row?.status === 'ACCEPTED'
    ? fail('PROPOSAL_ALREADY_ACCEPTED')
    : fail('PROPOSAL_NOT_FOUND');
}

/**
 * spec 1 §7 POST /caregiver-app/proposal/{serviceRequestId}/accept. A proposal is answered once:
 * one conditional UPDATE (open, unexpired, not awarded elsewhere), so of two concurrent accepts
 * exactly one changes the row and the other answers PROPOSAL_ALREADY_ACCEPTED. Employees may
 * accept: the detail screen's 40 s auto-accept (spec 1 §4) is how their proposals are answered.
 */
export async function acceptProposal(options: {
  db: Db;
  actor: CaregiverActor;
  now: Date;
  serviceRequestId: string;
}): Promise<ProposalView> {
  const { db, actor, now, serviceRequestId } = options;
  assertServiceRequestId(serviceRequestId);
  const accepted = await db
    .update(proposals)
    .set({ status: 'ACCEPTED', acceptedAt: now })
    .where(
      and(
        ownProposal(actor, serviceRequestId),
        eq(proposals.status, 'OPEN'),
        isProposalAvailable(db, now),
      ),
    )
    .returning({ id: proposals.id });
  if (accepted.length === 0) throw await explainUnanswered(db, actor, serviceRequestId, now);
  const view = await findProposal({ db, actor, now, serviceRequestId });
  if (!view) throw fail('PROPOSAL_NOT_FOUND');
  return view;
}

/**
 * spec 1 §7 POST /caregiver-app/proposal/{serviceRequestId}/decline {reasons, counter_proposal}.
 * spec 1 §5: at least one reason, 'other' with a text of at most 100 characters; the details are
 * kept for 'other' only (the payload sends null for the rest). spec 1 §6: employees cannot
 * decline (FORBIDDEN). Beyond the spec, a counter-proposal (another time, in the future) is kept
 * for the back office. Answered once, like accept.
 */
export async function declineProposal(options: {
  db: Db;
  actor: CaregiverActor;
  now: Date;
  serviceRequestId: string;
  body: unknown;
}): Promise<{ serviceRequestId: string }> {
  const { db, actor, now, serviceRequestId } = options;
  assertServiceRequestId(serviceRequestId);
  if ((await getCaller(db, actor)).isEmployee) throw fail('FORBIDDEN');
  const input = parseInput(proposalDeclineBodySchema, options.body);
  const counter = input.counter_proposal ?? null;
  if (counter && Date.parse(counter.start_date) <= now.getTime()) {
    throw new AppError('CANNOT_DESERIALIZE_REQUEST_DATA', 400, {
      'counter_proposal.start_date': VALIDATION_DATE_INVALID,
    });
  }
  const reasons = [...new Set(input.reasons.map((item) => item.reason))];
  const other = input.reasons.find((item) => item.reason === PROPOSAL_DECLINE_OTHER_REASON);
  const declined = await db
    .update(proposals)
    .set({
      status: 'DECLINED',
      declinedAt: now,
      declineReasons: reasons,
      declineDetails: other?.details ?? null,
      counterProposalStartDate: counter && new Date(counter.start_date),
      counterProposalEndDate: counter && new Date(counter.end_date),
      counterProposalNote: counter?.note || null,
    })
    .where(
      and(
        ownProposal(actor, serviceRequestId),
        eq(proposals.status, 'OPEN'),
        isProposalAvailable(db, now),
      ),
    )
    .returning({ id: proposals.id });
  if (declined.length === 0) throw await explainUnanswered(db, actor, serviceRequestId, now);
  return { serviceRequestId };
}
