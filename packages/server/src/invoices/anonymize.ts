// `npm run ops -- anonymize-care-receiver --id ID` (after the retention period): the person's name
// and contact data are removed; the invoices stay (the marketplace must keep them, § 147 AO) but
// lose the name and are marked isAnonymized. Their files are kept for the finance team and no
// longer handed to the app, which tells the caregiver to ask finance instead (spec 2 §2).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { careReceivers, contracts, invoices } from '../db/schema/index.js';
import { OpsError } from '../services/ops/ops-error.js';

export async function anonymizeCareReceiver(options: {
  db: Db;
  careReceiverId: string;
}): Promise<{ care_receiver_id: string; invoices_anonymized: number }> {
  const { db, careReceiverId } = options;
  return db.transaction(async (tx) => {
    const [receiver] = await tx
      .update(careReceivers)
      .set({
        firstName: '',
        lastName: '',
        email: null,
        phoneNumber: null,
        dateOfBirth: null,
        additionalInformation: null,
      })
      .where(eq(careReceivers.id, careReceiverId))
      .returning({ id: careReceivers.id });
    if (!receiver)
      throw new OpsError('CARE_RECEIVER_NOT_FOUND', `There is no care receiver ${careReceiverId}.`);
    // Invoices from before the run kept no care receiver id: reach them through the contracts.
    const contractIds = (
      await tx
        .select({ id: contracts.id })
        .from(contracts)
        .where(eq(contracts.careReceiverId, careReceiverId))
    ).map((row) => row.id);
    let count = 0;
    for (const contractId of contractIds) {
      const changed = await tx
        .update(invoices)
        .set({ careReceiverFirstName: '', careReceiverLastName: '', isAnonymized: true })
        .where(eq(invoices.contractId, contractId))
        .returning({ id: invoices.id });
      count += changed.length;
    }
    return { care_receiver_id: receiver.id, invoices_anonymized: count };
  });
}
