// Issue 14: who signed a documented booking, its proof of service (a PDF, hashed) and the
// caregiver's calendar subscription. Migration drizzle/0013_proof_of_service.sql.
import { NO_SIGNATURE_REASONS, SIGNER_KINDS, SIGNER_ROLES } from '@careport/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.js';
import { caregivers } from './caregivers.js';
import { createdAt, enumCheck, freeTextCheck, instant, primaryId } from './columns.js';

/** What documenting recorded beside the booking: who signed, and when the device documented. */
export const bookingDocumentation = pgTable(
  'booking_documentation',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    caregiverId: uuid('caregiver_id')
      .notNull()
      .references(() => caregivers.id, { onDelete: 'cascade' }),
    /** Null: not said (the services form, the paper way, an older app). */
    signerType: text('signer_type'),
    signerName: text('signer_name'),
    signerRole: text('signer_role'),
    noSignatureReason: text('no_signature_reason'),
    /** The device's clock when the caregiver documented (perhaps offline, hours earlier). */
    documentedAtDevice: instant('documented_at_device'),
    /** The server's clock when the fulfil call arrived. */
    documentedAt: instant('documented_at').notNull(),
  },
  (t) => [
    index('booking_documentation_caregiver_id_idx').on(t.caregiverId),
    enumCheck('booking_documentation_signer_type_check', t.signerType, SIGNER_KINDS),
    enumCheck('booking_documentation_signer_role_check', t.signerRole, SIGNER_ROLES),
    enumCheck(
      'booking_documentation_no_signature_reason_check',
      t.noSignatureReason,
      NO_SIGNATURE_REASONS,
    ),
    freeTextCheck('booking_documentation_signer_name_length_check', t.signerName),
    // Someone signing for the care receiver has a name and a role; nobody signing has a reason.
    check(
      'booking_documentation_signer_check',
      sql`(${t.signerType} = 'representative') = (${t.signerName} IS NOT NULL AND ${t.signerRole} IS NOT NULL) AND (${t.signerType} IS NOT DISTINCT FROM 'nobody') = (${t.noSignatureReason} IS NOT NULL)`,
    ),
  ],
);

/** One proof of service per documented booking, made once; its SHA-256 is how it is verified. */
export const bookingProofs = pgTable(
  'booking_proofs',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    caregiverId: uuid('caregiver_id')
      .notNull()
      .references(() => caregivers.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    sha256: text('sha256').notNull().unique(),
    byteSize: integer('byte_size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('booking_proofs_caregiver_id_idx').on(t.caregiverId),
    check('booking_proofs_sha256_check', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
  ],
);

/** Single-use, short-lived tokens that open one booking's proof (spec 1 §7 request-token flow). */
export const proofDownloadTokens = pgTable(
  'proof_download_tokens',
  {
    id: primaryId(),
    tokenHash: text('token_hash').notNull().unique(),
    caregiverId: uuid('caregiver_id')
      .notNull()
      .references(() => caregivers.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('proof_download_tokens_caregiver_id_idx').on(t.caregiverId)],
);

/** A caregiver's calendar subscription: only the secret's hash; a new link replaces the row. */
export const calendarFeeds = pgTable('calendar_feeds', {
  caregiverId: uuid('caregiver_id')
    .primaryKey()
    .references(() => caregivers.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});
