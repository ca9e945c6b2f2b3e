import { randomUUID } from 'node:crypto';
import {
  confirmationChoices,
  contractConfirmationStatusInputSchema,
  type ConfirmationChoice,
} from '@careport/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { CaregiverActor } from '../auth/actor.js';
import type { Db, DbOrTx } from '../db/client.js';
import { contracts } from '../db/schema/index.js';
import { fail } from '../errors/fail.js';
import { parseInput } from '../errors/parse-input.js';
import { getCaller } from './caller.js';
import { getContract } from './list-contracts.js';

/**
 * Sets a pending contract's confirmationStatus; false when it was no longer pending (answered
 * once, also under concurrency). REJECTED means the collaboration is assumed over (spec 1 §4), so
 * its end is scheduled for now unless an earlier end is already scheduled: no appointment can be
 * added from then on, and the app shows 'collaboration ends on {date}'.
 */
export async function setPendingConfirmationStatus(
  db: DbOrTx,
  contractId: string,
  status: ConfirmationChoice,
  now: Date,
): Promise<boolean> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const ending =
    status === 'REJECTED'
      ? {
          cancelationInitiatedAt: sql`coalesce(${contracts.cancelationInitiatedAt}, ${at})`,
          cancelationScheduledFor: sql`least(${contracts.cancelationScheduledFor}, ${at})`,
        }
      : {};
  const updated = await db
    .update(contracts)
    .set({ confirmationStatus: status, ...ending })
    .where(and(eq(contracts.id, contractId), eq(contracts.confirmationStatus, 'PENDING')))
    .returning({ id: contracts.id });
  return updated.length > 0;
}

/**
 * spec 1 §7 GraphQL updateContractConfirmationStatus(contractId, status) → messageId. spec 1 §4:
 * only while pending, once the first confirmed appointment has passed or is today and exactly one
 * booking exists (the domain's `confirmationChoices`); else CONTRACT_CONFIRMATION_NOT_ALLOWED.
 * Employees see no such choice (spec 1 §6): FORBIDDEN. The messageId names this change.
 */
export async function updateContractConfirmationStatus(options: {
  db: Db;
  actor: CaregiverActor;
  now: Date;
  input: unknown;
}): Promise<{ messageId: string }> {
  const { db, actor, now } = options;
  const input = parseInput(contractConfirmationStatusInputSchema, options.input);
  const contract = await getContract({ db, actor, now, contractId: input.contractId });
  const caller = await getCaller(db, actor);
  if (caller.isEmployee) throw fail('FORBIDDEN');
  if (!contract.isActive) throw fail('CONTRACT_INACTIVE');
  const choices = confirmationChoices(
    {
      confirmationStatus: contract.confirmationStatus,
      firstBookingStatus: contract.firstBookingStatus,
      firstBooking: contract.firstBooking && {
        bookingId: contract.firstBooking.bookingId,
        endDate: contract.firstBooking.endDate.toISOString(),
        status: contract.firstBooking.status,
      },
    },
    contract.liveBookingCount,
    caller,
    now,
  );
  if (!choices.includes(input.status)) throw fail('CONTRACT_CONFIRMATION_NOT_ALLOWED');
  if (!(await setPendingConfirmationStatus(db, contract.contractId, input.status, now))) {
    throw fail('CONTRACT_CONFIRMATION_NOT_ALLOWED');
  }
  return { messageId: randomUUID() };
}
