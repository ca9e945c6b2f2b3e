import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { caregivers } from '../../db/schema/index.js';
import { OpsError } from './ops-error.js';

export type OpsCaregiver = { id: string; email: string };

/** The caregiver with this e-mail (case-insensitive, as the login finds them). */
export async function findCaregiverByEmail(db: DbOrTx, email: string): Promise<OpsCaregiver> {
  const [row] = await db
    .select({
      id: caregivers.id,
      email: caregivers.email,
      applicationCompleted: caregivers.applicationCompleted,
    })
    .from(caregivers)
    .where(eq(sql`lower(${caregivers.email})`, email.trim().toLowerCase()));
  if (!row) throw new OpsError('CAREGIVER_NOT_FOUND', `No caregiver has the e-mail ${email}.`);
  // spec 2 §6: an applicant cannot sign in, so could never answer a proposal.
  if (!row.applicationCompleted) {
    throw new OpsError(
      'CAREGIVER_APPLICATION_INCOMPLETE',
      `${email} has not completed the application and cannot sign in.`,
    );
  }
  const { applicationCompleted: _completed, ...caregiver } = row;
  return caregiver;
}
