import { cleanText, PROOF_SHA256 } from '@careport/domain';
import type { ProofVerification } from '@careport/domain/back-office';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bookingProofs, bookings } from '../../db/schema/index.js';
import { z } from 'zod';
import { OpsError } from '../ops/ops-error.js';

/** POST /ops/proofs/verify: the SHA-256 the command line computed from the file. */
export const verifyProofBodySchema = z.object({
  sha256: cleanText().trim().toLowerCase().regex(PROOF_SHA256, 'sha256 must be 64 hex digits'),
});

export type { ProofVerification };

/**
 * Issue 14: `npm run ops -- verify-proof FILE`. The command line hashes the file; a proof
 * Careport issued, unchanged, has exactly that SHA-256 on record. Anything else (another file,
 * one changed byte) is PROOF_NOT_FOUND.
 */
export async function verifyProof(options: { db: Db; sha256: string }): Promise<ProofVerification> {
  const { sha256 } = options;
  const [proof] = await options.db
    .select({
      bookingId: bookingProofs.bookingId,
      createdAt: bookingProofs.createdAt,
      status: bookings.status,
    })
    .from(bookingProofs)
    .innerJoin(bookings, eq(bookings.id, bookingProofs.bookingId))
    .where(eq(bookingProofs.sha256, sha256));
  if (!proof) {
    throw new OpsError(
      'PROOF_NOT_FOUND',
      'This file is not a proof of service Careport issued, or it was changed.',
    );
  }
  return {
    valid: true,
    booking_id: proof.bookingId,
    sha256,
    issued_at: proof.createdAt.toISOString(),
    booking_status: proof.status,
  };
}
