// Issue 40: the console's week views, per employee and per customer (contract): the live bookings
// starting in seven Berlin days from `from`, on the (owner, start_date) indexes.
import type { WeekView } from '@careport/domain/back-office';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { caregivers, contracts } from '../../../db/schema/index.js';
import { isUuidText } from '../../ids.js';
import { addBerlinDays, berlinDaysRange } from '../console/berlin-days.js';
import { OpsError } from '../ops-error.js';
import { liveBookingRowsBetween } from './booking-rows.js';

export type { WeekView };

async function weekOf(
  db: DbOrTx,
  owner: { caregiverId: string } | { contractId: string },
  from: string,
): Promise<WeekView> {
  const to = addBerlinDays(from, 6);
  const { start, end } = berlinDaysRange(from, to);
  return { from, to, bookings: await liveBookingRowsBetween(db, owner, start, end) };
}

export async function getCaregiverWeek(options: {
  db: DbOrTx;
  caregiverId: string;
  from: string;
}): Promise<WeekView> {
  const { db, caregiverId } = options;
  if (!isUuidText(caregiverId)) {
    throw new OpsError('CAREGIVER_INVALID_ID', `${caregiverId} is not a caregiver id.`);
  }
  const [row] = await db
    .select({ id: caregivers.id })
    .from(caregivers)
    .where(eq(caregivers.id, caregiverId));
  if (!row) throw new OpsError('CAREGIVER_NOT_FOUND', `No caregiver has the id ${caregiverId}.`);
  return weekOf(db, { caregiverId }, options.from);
}

export async function getContractWeek(options: {
  db: DbOrTx;
  contractId: string;
  from: string;
}): Promise<WeekView> {
  const { db, contractId } = options;
  if (!isUuidText(contractId)) {
    throw new OpsError('CONTRACT_INVALID_ID', `${contractId} is not a contract id.`);
  }
  const [row] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  if (!row) throw new OpsError('CONTRACT_NOT_FOUND', `No contract has the id ${contractId}.`);
  return weekOf(db, { contractId }, options.from);
}
