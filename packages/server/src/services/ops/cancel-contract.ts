// The back office's `cancel-contract`: schedules the end of a collaboration (spec 1 §3
// cancelationInitiatedAt, cancelationScheduledFor). The app then shows 'collaboration ends on
// {date}' and refuses appointments from that instant on (spec 1 §4).
import { inBerlin } from '@careport/domain';
import { and, eq, gte, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bookings, contracts } from '../../db/schema/index.js';
import { findContractForUpdate } from './find-contract.js';
import { OpsError } from './ops-error.js';
import type { CancelContractInput } from './ops-schemas.js';

export type ContractCancelationScheduled = {
  contract_id: string;
  cancelation_initiated_at: string;
  cancelation_scheduled_for: string;
  /** Live appointments from the end on: the caregiver or the back office still cancels them. */
  bookings_after_end: number;
};

/** A day (yyyy-MM-dd) means its start in Berlin: no appointment on or after that day. */
export function cancelationInstant(scheduledFor: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(scheduledFor)) return new Date(scheduledFor);
  const [year, month, day] = scheduledFor.split('-').map(Number);
  const local = inBerlin(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, 12));
  local.setHours(0, 0, 0, 0);
  return new Date(local.getTime());
}

export async function cancelContract(options: {
  db: DbOrTx;
  now: Date;
  contractId: string;
  input: CancelContractInput;
}): Promise<ContractCancelationScheduled> {
  const { db, now, contractId, input } = options;
  const scheduledFor = cancelationInstant(input.scheduled_for);
  if (scheduledFor.getTime() <= now.getTime()) {
    throw new OpsError(
      'CONTRACT_CANCELATION_DATE_INVALID',
      'The end of the collaboration must be in the future.',
    );
  }
  return db.transaction(async (tx) => {
    const contract = await findContractForUpdate(tx, contractId);
    if (!contract.isActive) throw new OpsError('CONTRACT_INACTIVE', 'This contract has ended.');
    await tx
      .update(contracts)
      .set({ cancelationInitiatedAt: now, cancelationScheduledFor: scheduledFor })
      .where(eq(contracts.id, contract.id));
    const after = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.contractId, contract.id),
          gte(bookings.startDate, scheduledFor),
          isNull(bookings.cancelledAt),
          isNull(bookings.deletedAt),
        ),
      );
    return {
      contract_id: contract.id,
      cancelation_initiated_at: now.toISOString(),
      cancelation_scheduled_for: scheduledFor.toISOString(),
      bookings_after_end: after.length,
    };
  });
}
