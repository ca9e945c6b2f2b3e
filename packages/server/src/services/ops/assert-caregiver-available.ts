// Issue 11: the marketplace respects a caregiver's availability. The back office does not propose
// to a caregiver who is booked out or absent on the requested day, and says which it is.
import { proposalBlock, toDayDate } from '@careport/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { absences, caregivers } from '../../db/schema/index.js';
import { OpsError } from './ops-error.js';

/**
 * The requested day: the schedule's date (the first appointment the customer asked for), or today
 * when the request names none. Later weeks of a recurring request are arranged with the customer
 * after the first call, so an absence then is no reason to withhold the proposal.
 */
export function requestedDays(
  scheduleDate: string | null,
  now: Date,
): { from: string; to: string } {
  const day = scheduleDate ?? toDayDate(now);
  return { from: day, to: day };
}

export async function assertCaregiverAvailable(
  tx: DbOrTx,
  caregiver: { id: string; email: string },
  requested: { from: string; to: string },
): Promise<void> {
  const [profile] = await tx
    .select({ bookedOut: caregivers.bookedOut })
    .from(caregivers)
    .where(eq(caregivers.id, caregiver.id));
  const caregiverAbsences = await tx
    .select({ from: absences.from, to: absences.to })
    .from(absences)
    .where(eq(absences.caregiverId, caregiver.id));
  const block = proposalBlock(
    { bookedOut: profile?.bookedOut ?? false, absences: caregiverAbsences },
    requested,
  );
  if (!block) return;
  if (block.reason === 'BOOKED_OUT') {
    throw new OpsError(
      'CAREGIVER_BOOKED_OUT',
      `${caregiver.email} is not available for new customers (booked out).`,
    );
  }
  throw new OpsError(
    'CAREGIVER_ABSENT',
    `${caregiver.email} is absent from ${block.absence.from} to ${block.absence.to}, within the requested ${requested.from} to ${requested.to}.`,
  );
}
