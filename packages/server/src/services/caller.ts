import { eq } from 'drizzle-orm';
import type { CaregiverActor } from '../auth/actor.js';
import type { DbOrTx } from '../db/client.js';
import { caregivers } from '../db/schema/index.js';
import { AppError } from '../errors/app-error.js';

/** What the rules need to know about the caller (spec 1 §6: the employee flag decides roles). */
export type Caller = { caregiverId: string; isEmployee: boolean };

/** The calling caregiver; a token outliving its caregiver answers 401, as `me` does. */
export async function getCaller(db: DbOrTx, actor: CaregiverActor): Promise<Caller> {
  const [row] = await db
    .select({ isEmployee: caregivers.isCareportEmployee })
    .from(caregivers)
    .where(eq(caregivers.id, actor.caregiverId));
  if (!row) throw new AppError('UNAUTHORIZED', 401);
  return { caregiverId: actor.caregiverId, isEmployee: row.isEmployee };
}
