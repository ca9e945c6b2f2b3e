import { eq } from 'drizzle-orm';
import type { CaregiverActor } from '../../auth/actor.js';
import type { DbOrTx } from '../../db/client.js';
import { caregivers } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import { fail } from '../../errors/fail.js';
import { getCaller, type Caller } from '../caller.js';
import { toCaregiverProfile, type CaregiverProfile } from '../get-caregiver-profile.js';

/**
 * spec 2 §6: employed caregivers have no availability and no services screen, and the server
 * refuses those calls too (DESIGN.md: refused on the server, not only hidden in the app).
 */
export async function requireIndependent(db: DbOrTx, actor: CaregiverActor): Promise<Caller> {
  const caller = await getCaller(db, actor);
  if (caller.isEmployee) throw fail('FORBIDDEN');
  return caller;
}

/** Writes the caller's own profile row and answers the profile as it now is. */
export async function updateOwnCaregiver(
  db: DbOrTx,
  actor: CaregiverActor,
  values: Partial<typeof caregivers.$inferInsert>,
  now: Date,
): Promise<CaregiverProfile> {
  const [row] = await db
    .update(caregivers)
    .set({ ...values, updatedAt: now })
    .where(eq(caregivers.id, actor.caregiverId))
    .returning();
  if (!row) throw new AppError('UNAUTHORIZED', 401);
  return toCaregiverProfile(row);
}
