// Issue 13: the events the back office causes, as notification jobs. Each text names only the
// care receiver's city: a push payload passes through the browser vendor's service.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { careReceivers, contracts } from '../db/schema/index.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { NOTIFY_JOB, type NotificationEvent } from './deliver-notification.js';

async function cityOf(db: Db, careReceiverId: string): Promise<string> {
  const [row] = await db
    .select({ city: careReceivers.city })
    .from(careReceivers)
    .where(eq(careReceivers.id, careReceiverId));
  return row?.city ?? '';
}

/** Queues a notification; its event key is also the job's singleton key (one queued per event). */
export async function queueNotification(jobs: JobQueue, event: NotificationEvent): Promise<void> {
  await jobs.send(NOTIFY_JOB, event, { singletonKey: event.eventKey });
}

/** `new_proposal`: the back office proposed a service request to a caregiver (opens the proposal). */
export async function notifyNewProposal(
  deps: { db: Db; jobs: JobQueue },
  created: {
    proposal_id: string;
    service_request_id: string;
    caregiver_id: string;
    care_receiver_id: string;
  },
): Promise<void> {
  await queueNotification(deps.jobs, {
    eventKey: `new_proposal:${created.proposal_id}`,
    caregiverId: created.caregiver_id,
    type: 'new_proposal',
    id: created.service_request_id,
    title: 'NEW_PROPOSAL_TITLE',
    body: 'NEW_PROPOSAL_BODY',
    params: { city: await cityOf(deps.db, created.care_receiver_id) },
  });
}

/** `contract_was_created`: a proposal was awarded (opens the customer's contract). */
export async function notifyContractCreated(
  deps: { db: Db; jobs: JobQueue },
  awarded: { contract_id: string; caregiver_id: string },
): Promise<void> {
  const [contract] = await deps.db
    .select({ careReceiverId: contracts.careReceiverId })
    .from(contracts)
    .where(eq(contracts.id, awarded.contract_id));
  await queueNotification(deps.jobs, {
    eventKey: `contract_was_created:${awarded.contract_id}`,
    caregiverId: awarded.caregiver_id,
    type: 'contract_was_created',
    id: awarded.contract_id,
    title: 'CONTRACT_WAS_CREATED_TITLE',
    body: 'CONTRACT_WAS_CREATED_BODY',
    params: { city: contract ? await cityOf(deps.db, contract.careReceiverId) : '' },
  });
}
