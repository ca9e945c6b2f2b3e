import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bookings, contracts } from '../../db/schema/index.js';
import { OpsError } from './ops-error.js';

/** The contract, locked for the rest of the transaction (answers to one contract queue up). */
export async function findContractForUpdate(tx: DbOrTx, contractId: string) {
  const [contract] = await tx
    .select()
    .from(contracts)
    .where(eq(contracts.id, contractId))
    .for('update');
  if (!contract) throw new OpsError('CONTRACT_NOT_FOUND', `No contract has the id ${contractId}.`);
  return contract;
}

/** spec 1 §3: the first booking is the contract's earliest live booking by start date. */
export async function findFirstBooking(tx: DbOrTx, contractId: string) {
  const [booking] = await tx
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.contractId, contractId),
        isNull(bookings.cancelledAt),
        isNull(bookings.deletedAt),
      ),
    )
    .orderBy(asc(bookings.startDate), asc(bookings.id))
    .limit(1);
  if (!booking) {
    throw new OpsError('FIRST_BOOKING_NOT_FOUND', 'This contract has no booking to answer for.');
  }
  return booking;
}
