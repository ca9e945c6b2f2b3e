import type { FulfilBookingBody } from '@careport/domain';
import type { DbOrTx } from '../../db/client.js';
import { bookingDocumentation } from '../../db/schema/index.js';

/**
 * Issue 14 "Who signed": keeps, in the fulfil call's transaction, who gave the customer
 * signatures and when the device documented, beside the server's own time. A booking is
 * documented once (spec 1 §4), so the row is written once.
 */
export async function recordDocumentation(
  tx: DbOrTx,
  options: { bookingId: string; caregiverId: string; input: FulfilBookingBody; now: Date },
): Promise<void> {
  const { input } = options;
  await tx
    .insert(bookingDocumentation)
    .values({
      bookingId: options.bookingId,
      caregiverId: options.caregiverId,
      signerType: input.signer_type ?? null,
      signerName: input.signer_type === 'representative' ? (input.signer_name ?? null) : null,
      signerRole: input.signer_type === 'representative' ? (input.signer_role ?? null) : null,
      noSignatureReason:
        input.signer_type === 'nobody' ? (input.no_signature_reason ?? null) : null,
      documentedAtDevice: input.documented_at_device ? new Date(input.documented_at_device) : null,
      documentedAt: options.now,
    })
    .onConflictDoNothing();
}
