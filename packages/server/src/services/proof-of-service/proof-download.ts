import { isProofOffered, type BookingStatus } from '@careport/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { CaregiverActor } from '../../auth/actor.js';
import { createOpaqueToken, hashOpaqueToken } from '../../auth/opaque-token.js';
import type { Db } from '../../db/client.js';
import { bookingProofs, proofDownloadTokens } from '../../db/schema/index.js';
import { fail } from '../../errors/fail.js';
import { isValidStorageKey, type FileStorage } from '../../storage/file-storage.js';
import { assertDownloadTokenShape, downloadTokenExpiry } from '../download-tokens.js';
import { findOwnBooking } from '../own-booking.js';
import { issueProof } from './issue-proof.js';

/**
 * Issue 14: POST /caregiver-app/booking/proof/download/{id}/request-token, the spec 1 §7
 * request-token flow for the proof of service: a single-use token valid for 5 minutes, only its
 * hash stored. The caller's own documented booking only (another caregiver's answers as not
 * found; an undocumented one PROOF_NOT_AVAILABLE). The proof is made here if the fulfil call's
 * aftermath did not get to it.
 */
export async function requestProofToken(options: {
  db: Db;
  storage: FileStorage;
  actor: CaregiverActor;
  now: Date;
  bookingId: string;
}): Promise<{ tokenId: string; sha256: string }> {
  const { db, actor, now } = options;
  const booking = await findOwnBooking(db, actor, options.bookingId);
  if (!isProofOffered(booking.status as BookingStatus)) throw fail('PROOF_NOT_AVAILABLE');
  const proof = await issueProof({
    db,
    storage: options.storage,
    caregiverId: actor.caregiverId,
    bookingId: booking.id,
    now,
  });
  const tokenId = createOpaqueToken();
  await db.insert(proofDownloadTokens).values({
    tokenHash: hashOpaqueToken(tokenId),
    caregiverId: actor.caregiverId,
    bookingId: booking.id,
    expiresAt: downloadTokenExpiry(now),
  });
  return { tokenId, sha256: proof.sha256 };
}

/**
 * Issue 14: GET /caregiver-app/booking/proof/download/{token_id}, the PDF. The token alone
 * authorises and is claimed by one UPDATE: once, within its 5 minutes (DOWNLOAD_TOKEN_INVALID).
 */
export async function downloadProof(options: {
  db: Db;
  storage: FileStorage;
  now: Date;
  tokenId: string;
}): Promise<Buffer> {
  const { db, storage, now, tokenId } = options;
  assertDownloadTokenShape(tokenId);
  const [claimed] = await db
    .update(proofDownloadTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(proofDownloadTokens.tokenHash, hashOpaqueToken(tokenId)),
        isNull(proofDownloadTokens.usedAt),
        gt(proofDownloadTokens.expiresAt, now),
      ),
    )
    .returning();
  if (!claimed) throw fail('DOWNLOAD_TOKEN_INVALID');
  const [proof] = await db
    .select()
    .from(bookingProofs)
    .where(
      and(
        eq(bookingProofs.bookingId, claimed.bookingId),
        eq(bookingProofs.caregiverId, claimed.caregiverId),
      ),
    );
  const file =
    proof && isValidStorageKey(proof.storageKey) ? await storage.get(proof.storageKey) : null;
  if (!file) throw fail('PROOF_NOT_AVAILABLE');
  return file.bytes;
}
