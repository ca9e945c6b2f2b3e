import { randomUUID } from 'node:crypto';
import { imageProofBodySchema, toPngDataUrl } from '@careport/domain';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { CaregiverActor } from '../auth/actor.js';
import type { Db } from '../db/client.js';
import { BOOKING_IMAGE_KINDS, bookings, type BookingImageKind } from '../db/schema/index.js';
import { fail } from '../errors/fail.js';
import { isValidStorageKey, type FileStorage, type StoredFile } from '../storage/file-storage.js';
import { decodeImageProof } from '../storage/image-proof.js';
import { reencodeImage } from '../storage/reencode-image.js';
import { claimDownloadToken, issueDownloadToken } from './download-tokens.js';
import { assertDocumentable } from './fulfil-booking.js';
import { isLiveBooking } from './list-bookings.js';
import { findOwnBooking, type BookingRow } from './own-booking.js';
import { parseBookingBody } from './parse-booking-body.js';

/** Where each image's storage key lives on the booking row. */
const COLUMN = {
  paper: 'paperBookingProof',
  cu_confirmation: 'cuConfirmationProof',
  cu_declaration: 'cuDeclarationProof',
  cg_confirmation: 'cgConfirmationProof',
} as const satisfies Record<BookingImageKind, keyof BookingRow>;

/**
 * spec 1 §7 upload-image/{id} (paper proof) and the three signature uploads, body
 * image_proof_base64. A signature without a data-URL prefix gets the PNG prefix (spec 1 §3). The
 * image must be a PNG or JPEG of at most 5 MB; only while the booking can still be documented.
 * A new upload replaces the previous file of the same kind.
 */
export async function uploadBookingImage(options: {
  db: Db;
  storage: FileStorage;
  actor: CaregiverActor;
  now: Date;
  bookingId: string;
  kind: BookingImageKind;
  body: unknown;
}): Promise<{ bookingId: string }> {
  const { db, storage, actor, now, kind } = options;
  const booking = await findOwnBooking(db, actor, options.bookingId);
  const input = parseBookingBody(imageProofBodySchema, options.body);
  assertDocumentable(booking, now);
  const text = kind === 'paper' ? input.image_proof_base64 : toPngDataUrl(input.image_proof_base64);
  // Only the pixels are stored (issue 15 §12: no polyglot survives).
  const image = await reencodeImage(decodeImageProof(text));
  // Built from the caller's and the booking's ids (uuids from the database), never from input.
  const key = `bookings/${actor.caregiverId}/${booking.id}/${kind}-${randomUUID()}.${image.extension}`;
  await storage.put(key, image.bytes, image.contentType);
  const column = COLUMN[kind];
  // The replaced key is read under the row's lock in the same transaction as the write, so of
  // concurrent uploads each deletes exactly the file its own write replaced, and only the last
  // one's file stays (issue 15 §13: 10 concurrent uploads left 9 orphans).
  const previous = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ key: bookings[column] })
      .from(bookings)
      .where(and(eq(bookings.id, booking.id), eq(bookings.status, 'CREATED'), isLiveBooking))
      .for('update');
    if (!locked) return undefined;
    await tx
      .update(bookings)
      .set({ [column]: key, updatedAt: now })
      .where(eq(bookings.id, booking.id));
    return { key: locked.key };
  });
  if (previous === undefined) {
    await storage.delete(key);
    throw fail('BOOKING_IS_FULFILLED');
  }
  // After the commit: a crash between the two leaves an unreferenced file, which the sweep
  // removes (services/sweep-orphan-files.ts); never a referenced key without its file.
  // Only uploads' own files: the demo's shared images (`demo/…`) stay.
  if (previous.key?.startsWith('bookings/') && previous.key !== key) {
    await storage.delete(previous.key);
  }
  return { bookingId: booking.id };
}

/**
 * spec 1 §7 sends no body: the call is for the booking's one proof image, the paper photo (spec 1
 * §3 paperBookingProof). `kind` is our addition for the three signatures (record 0112).
 */
export const requestTokenBodySchema = z.object({
  kind: z.enum(BOOKING_IMAGE_KINDS).default('paper'),
});

/**
 * spec 1 §7 POST /caregiver-app/booking/image/download/{id}/request-token: a token for one image
 * of the caller's booking, in any state (a fulfilled booking keeps its images). Only the token's
 * hash is stored. PERFORMANCE_DOCUMENT_NO_IMAGE_FOUND when that image was never uploaded.
 */
export async function requestBookingImageToken(options: {
  db: Db;
  actor: CaregiverActor;
  now: Date;
  bookingId: string;
  body: unknown;
}): Promise<{ tokenId: string }> {
  const { db, actor, now } = options;
  const booking = await findOwnBooking(db, actor, options.bookingId);
  // No body at all is the spec's call; a body that is there must still be an object.
  const { kind } = parseBookingBody(requestTokenBodySchema, options.body ?? {});
  if (!booking[COLUMN[kind]]) throw fail('PERFORMANCE_DOCUMENT_NO_IMAGE_FOUND');
  const tokenId = await issueDownloadToken(
    db,
    { caregiverId: actor.caregiverId, kind: 'booking_image', targetId: booking.id, fileKind: kind },
    now,
  );
  return { tokenId };
}

/**
 * spec 1 §7 GET /caregiver-app/booking/image/download/{token_id}: the image. The token alone
 * authorises (it is what lets a plain link or <img> open the file); it is claimed by one UPDATE,
 * so it works once, and only within its 5 minutes (DOWNLOAD_TOKEN_INVALID otherwise).
 */
export async function downloadBookingImage(options: {
  db: Db;
  storage: FileStorage;
  now: Date;
  tokenId: string;
}): Promise<StoredFile> {
  const { db, storage, now, tokenId } = options;
  const claimed = await claimDownloadToken(db, 'booking_image', tokenId, now);
  if (!claimed.fileKind) throw fail('DOWNLOAD_TOKEN_INVALID');
  const [booking] = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.id, claimed.targetId),
        eq(bookings.caregiverId, claimed.caregiverId),
        isLiveBooking,
      ),
    );
  const key = booking?.[COLUMN[claimed.fileKind]];
  const file = key && isValidStorageKey(key) ? await storage.get(key) : null;
  if (!file) throw fail('PERFORMANCE_DOCUMENT_NO_IMAGE_FOUND');
  return file;
}
