import { createHash, randomUUID } from 'node:crypto';
import {
  isProofOffered,
  type BookingStatus,
  type NoSignatureReason,
  type SignerKind,
  type SignerRole,
} from '@careport/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  bookingDocumentation,
  bookingProofs,
  bookings,
  caregivers,
} from '../../db/schema/index.js';
import { fail } from '../../errors/fail.js';
import { renderPdf } from '../../pdf/render-pdf.js';
import { isValidStorageKey, type FileStorage } from '../../storage/file-storage.js';
import { getBooking } from '../list-bookings.js';
import { proofContent, type ProofImage, type ProofImages } from './proof-content.js';

export type ProofRecord = typeof bookingProofs.$inferSelect;

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

async function readImage(
  storage: FileStorage,
  key: string | null,
): Promise<ProofImage | undefined> {
  if (!key || !isValidStorageKey(key)) return undefined;
  const file = await storage.get(key);
  if (!file) return undefined;
  return file.contentType === 'image/png'
    ? { png: file.bytes }
    : file.contentType === 'image/jpeg'
      ? { jpg: file.bytes }
      : undefined;
}

/**
 * Issue 14 Proof of service: the booking's proof, made the first time it is asked for (right after
 * the fulfil call, or at the first download should that have failed) and never again: an existing
 * proof is returned as it is, so once the booking is invoiced it stays exactly what was issued.
 * Concurrent callers each may render, but only the first insert wins; the loser's file is removed.
 * PROOF_NOT_AVAILABLE for a booking not documented.
 */
export async function issueProof(options: {
  db: Db;
  storage: FileStorage;
  caregiverId: string;
  bookingId: string;
  now: Date;
}): Promise<ProofRecord> {
  const { db, storage, caregiverId, bookingId, now } = options;
  const existing = await findProof(db, caregiverId, bookingId);
  if (existing) return existing;
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.caregiverId, caregiverId)));
  if (!row) throw fail('BOOKING_NOT_FOUND');
  if (!isProofOffered(row.status as BookingStatus)) throw fail('PROOF_NOT_AVAILABLE');
  const actor = { kind: 'caregiver', caregiverId, clientId: 'proof-of-service' } as const;
  const booking = await getBooking({ db, actor, bookingId });
  const [caregiver] = await db
    .select({ firstName: caregivers.firstName, lastName: caregivers.lastName })
    .from(caregivers)
    .where(eq(caregivers.id, caregiverId));
  const [documentation] = await db
    .select()
    .from(bookingDocumentation)
    .where(eq(bookingDocumentation.bookingId, bookingId));
  const images: ProofImages = {};
  const cuConfirmation = await readImage(storage, row.cuConfirmationProof);
  const cuDeclaration = await readImage(storage, row.cuDeclarationProof);
  const cgConfirmation = await readImage(storage, row.cgConfirmationProof);
  const paper = await readImage(storage, row.paperBookingProof);
  if (cuConfirmation) images.cuConfirmation = cuConfirmation;
  if (cuDeclaration) images.cuDeclaration = cuDeclaration;
  if (cgConfirmation) images.cgConfirmation = cgConfirmation;
  if (paper) images.paper = paper;
  const bytes = await renderPdf({
    kind: 'proof',
    content: proofContent({
      booking,
      caregiverName: caregiver ? `${caregiver.firstName} ${caregiver.lastName}` : '',
      documentation: documentation
        ? {
            signerType: documentation.signerType as SignerKind | null,
            signerName: documentation.signerName,
            signerRole: documentation.signerRole as SignerRole | null,
            noSignatureReason: documentation.noSignatureReason as NoSignatureReason | null,
            documentedAtDevice: documentation.documentedAtDevice,
            documentedAt: documentation.documentedAt,
          }
        : null,
      images,
      fulfilledAt: row.fulfilledAt,
      madeAt: now,
    }),
  });
  // Built from database ids only, never from input.
  const key = `proofs/${caregiverId}/${bookingId}-${randomUUID()}.pdf`;
  await storage.put(key, bytes, 'application/pdf');
  const [inserted] = await db
    .insert(bookingProofs)
    .values({
      bookingId,
      caregiverId,
      storageKey: key,
      sha256: sha256Hex(bytes),
      byteSize: bytes.byteLength,
      createdAt: now,
    })
    .onConflictDoNothing({ target: bookingProofs.bookingId })
    .returning();
  if (inserted) return inserted;
  await storage.delete(key);
  const winner = await findProof(db, caregiverId, bookingId);
  if (!winner) throw fail('PROOF_NOT_AVAILABLE');
  return winner;
}

export async function findProof(
  db: Db,
  caregiverId: string,
  bookingId: string,
): Promise<ProofRecord | undefined> {
  const [proof] = await db
    .select()
    .from(bookingProofs)
    .where(and(eq(bookingProofs.bookingId, bookingId), eq(bookingProofs.caregiverId, caregiverId)));
  return proof;
}
