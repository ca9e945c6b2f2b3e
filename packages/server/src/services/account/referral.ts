import { eq } from 'drizzle-orm';
import type { CaregiverActor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { caregivers } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';

/** spec 2 §7 referral (referralCode, customerReferralAmount, caregiverReferralAmount). */
export type Referral = {
  referralCode: string | null;
  /** spec 2 §9: whole euros, from the server. */
  customerReferralAmount: number | null;
  caregiverReferralAmount: number | null;
};

export async function getReferral(options: { db: Db; actor: CaregiverActor }): Promise<Referral> {
  const [row] = await options.db
    .select({
      referralCode: caregivers.referralCode,
      customerReferralAmount: caregivers.customerReferralAmount,
      caregiverReferralAmount: caregivers.caregiverReferralAmount,
    })
    .from(caregivers)
    .where(eq(caregivers.id, options.actor.caregiverId));
  if (!row) throw new AppError('UNAUTHORIZED', 401);
  return row;
}
