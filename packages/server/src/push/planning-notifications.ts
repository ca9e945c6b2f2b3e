// Issue 40: the employee is told when the provider plans, moves or cancels a visit. As every push,
// the text names only the care receiver's city, a date and a time (notification-events.ts).
import { formatDate, formatTime } from '@careport/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { careReceivers, contracts } from '../db/schema/index.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { queueNotification } from './notification-events.js';

type Deps = { db: Db; jobs: JobQueue };
type Visit = { id: string; contractId: string; caregiverId: string; startDate: Date };

async function cityOfContract(db: Db, contractId: string): Promise<string> {
  const [row] = await db
    .select({ city: careReceivers.city })
    .from(contracts)
    .innerJoin(careReceivers, eq(careReceivers.id, contracts.careReceiverId))
    .where(eq(contracts.id, contractId));
  return row?.city ?? '';
}

const whenOf = (visit: Visit) => ({
  date: formatDate(visit.startDate),
  time: formatTime(visit.startDate),
});

/** `booking_planned` for a new visit or series: opens its (first) booking in the diary. */
export async function notifyBookingsPlanned(deps: Deps, visits: readonly Visit[]): Promise<void> {
  const first = visits[0];
  if (!first) return;
  const isSeries = visits.length > 1;
  await queueNotification(deps.jobs, {
    eventKey: `booking_planned:${first.id}`,
    caregiverId: first.caregiverId,
    type: 'booking_planned',
    id: first.id,
    title: 'BOOKING_PLANNED_TITLE',
    body: isSeries ? 'BOOKING_SERIES_PLANNED_BODY' : 'BOOKING_PLANNED_BODY',
    params: {
      ...whenOf(first),
      city: await cityOfContract(deps.db, first.contractId),
      count: String(visits.length),
    },
  });
}

/**
 * `booking_planned` for a moved visit: one event per move (its time in the key), so moving back
 * to an earlier time is told again.
 */
export async function notifyBookingMoved(deps: Deps, visit: Visit, movedAt: Date): Promise<void> {
  await queueNotification(deps.jobs, {
    eventKey: `booking_moved:${visit.id}:${movedAt.toISOString()}`,
    caregiverId: visit.caregiverId,
    type: 'booking_planned',
    id: visit.id,
    title: 'BOOKING_MOVED_TITLE',
    body: 'BOOKING_MOVED_BODY',
    params: { ...whenOf(visit), city: await cityOfContract(deps.db, visit.contractId) },
  });
}

/** `booking_cancelled`: the visit left the diary, so the diary opens. */
export async function notifyBookingCancelled(deps: Deps, visit: Visit): Promise<void> {
  await queueNotification(deps.jobs, {
    eventKey: `booking_cancelled:${visit.id}`,
    caregiverId: visit.caregiverId,
    type: 'booking_cancelled',
    id: visit.id,
    title: 'BOOKING_CANCELLED_TITLE',
    body: 'BOOKING_CANCELLED_BODY',
    params: { ...whenOf(visit), city: await cityOfContract(deps.db, visit.contractId) },
  });
}
