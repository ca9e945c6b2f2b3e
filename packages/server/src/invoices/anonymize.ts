// `npm run ops -- anonymize-care-receiver --id ID` (after the retention period): the person's name
// and contact data are removed; the invoices stay (the marketplace must keep them, § 147 AO) but
// lose the name and are marked isAnonymized. Their files are kept for the finance team and no
// longer handed to the app, which tells the caregiver to ask finance instead (spec 2 §2).
// Only once the retention period has passed (record 0106, the domain's careReceiverRetention).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { careReceivers, contracts, invoices } from '../db/schema/index.js';
import { retentionOf } from '../services/ops/care-receivers/retention-facts.js';
import { OpsError } from '../services/ops/ops-error.js';

export async function anonymizeCareReceiver(options: {
  db: Db;
  now: Date;
  careReceiverId: string;
}): Promise<{ care_receiver_id: string; invoices_anonymized: number }> {
  const { db, now, careReceiverId } = options;
  return db.transaction(async (tx) => {
    // Locked first: a contract awarded meanwhile waits for this answer (award locks nothing of the
    // care receiver, but the facts are read after the lock, in the same transaction).
    await tx
      .select({ id: careReceivers.id })
      .from(careReceivers)
      .where(eq(careReceivers.id, careReceiverId))
      .for('update');
    const retention = await retentionOf(tx, careReceiverId, now);
    if (!retention)
      throw new OpsError('CARE_RECEIVER_NOT_FOUND', `There is no care receiver ${careReceiverId}.`);
    if (retention.hold === 'OPEN_CONTRACT') {
      throw new OpsError(
        'CARE_RECEIVER_CONTRACT_OPEN',
        'A contract of this care receiver has not ended; the retention period has not begun.',
        { hold: 'OPEN_CONTRACT' },
      );
    }
    if (retention.hold === 'RETENTION_RUNNING') {
      const until = retention.retentionEndsAt?.toISOString() ?? '';
      throw new OpsError(
        'CARE_RECEIVER_RETENTION_RUNNING',
        `The retention period runs until ${until.slice(0, 10)}.`,
        { hold: 'RETENTION_RUNNING', retentionEndsAt: until },
      );
    }
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
