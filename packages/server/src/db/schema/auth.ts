// DESIGN Auth: OAuth clients, rotating refresh tokens, password reset, login rate limiting, push
// subscriptions, single-use download tokens and the JWT signing keys. Every secret is stored
// hashed; only the hash is ever looked up.
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { caregivers } from './caregivers.js';
import { createdAt, enumCheck, instant, now, primaryId } from './columns.js';
import { staffAccounts } from './staff.js';

export const oauthClients = pgTable('oauth_clients', {
  id: primaryId(),
  clientId: text('client_id').notNull().unique(),
  /** argon2id, written by hashPassword and checked by verifyPassword (src/auth/password.ts). */
  secretHash: text('secret_hash').notNull(),
  /** e.g. caregiver, definition_read (spec 2 §7). */
  scopes: text('scopes')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: createdAt(),
});

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: primaryId(),
    tokenHash: text('token_hash').notNull().unique(),
    /** All tokens rotated from one login share a family; reuse revokes the family. */
    familyId: uuid('family_id').notNull(),
    /** A caregiver's session, or (issue 40, record 0083) a staff member's: exactly one is set. */
    caregiverId: uuid('caregiver_id').references(() => caregivers.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => staffAccounts.id),
    clientId: text('client_id')
      .notNull()
      .references(() => oauthClients.clientId, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    expiresAt: instant('expires_at').notNull(),
    absoluteExpiresAt: instant('absolute_expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    replacedBy: uuid('replaced_by'),
    /**
     * The successor token (`replacedBy`) encrypted with a key derived from this token, which only
     * its holder knows: the same token presented again within the grace window gets the same
     * successor back (auth/refresh-tokens.ts). A database dump reveals no usable token.
     */
    successorSealed: text('successor_sealed'),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'refresh_tokens_replaced_by_fk',
      columns: [t.replacedBy],
      foreignColumns: [t.id],
    }).onDelete('set null'),
    index('refresh_tokens_caregiver_id_idx').on(t.caregiverId),
    index('refresh_tokens_family_id_idx').on(t.familyId),
    index('refresh_tokens_staff_id_idx').on(t.staffId),
    check(
      'refresh_tokens_one_owner_check',
      sql`(${t.caregiverId} IS NULL) <> (${t.staffId} IS NULL)`,
    ),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: primaryId(),
    tokenHash: text('token_hash').notNull().unique(),
    caregiverId: uuid('caregiver_id')
      .notNull()
      .references(() => caregivers.id, { onDelete: 'cascade' }),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_caregiver_id_idx').on(t.caregiverId)],
);

/** Failed logins per key (e.g. `account:<email>` or `ip:<address>`) for rate limiting. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    key: text('key').primaryKey(),
    failedCount: integer('failed_count').notNull().default(0),
    windowStart: instant('window_start').notNull().default(now()),
    lockedUntil: instant('locked_until'),
  },
  (t) => [check('login_attempts_failed_count_check', sql`${t.failedCount} >= 0`)],
);

/**
 * Password checks in progress (issue 42 #1), one row per check and key (`account:…`, `ip:…`): a
 * key admits a check only while its failures and the checks still running stay under its limit
 * (auth/login-checks.ts). A row outlives a crashed server only until `expires_at`.
 */
export const loginChecks = pgTable(
  'login_checks',
  {
    key: text('key').notNull(),
    checkId: uuid('check_id').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.checkId] })],
);

/**
 * Sessions (refresh token families) ended by logout or a password reset, kept as long as an access
 * token issued for them could still be presented (issue 42 #2, auth/revoked-sessions.ts).
 */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    sessionId: uuid('session_id').primaryKey(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('revoked_sessions_expires_at_idx').on(t.expiresAt)],
);

/**
 * spec 2 §7 notification-token: one browser's Web Push subscription, one row per device (its
 * endpoint). `language` is the app's language when it registered: notifications speak it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: primaryId(),
    caregiverId: uuid('caregiver_id')
      .notNull()
      .references(() => caregivers.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    language: text('language').notNull().default('de'),
    createdAt: createdAt(),
    lastUsedAt: instant('last_used_at'),
  },
  (t) => [
    index('push_subscriptions_caregiver_id_idx').on(t.caregiverId),
    enumCheck('push_subscriptions_language_check', t.language, ['de', 'en']),
  ],
);

/**
 * What each notification event has reached (issue 13: never twice for one event). `channel` is a
 * subscription's endpoint or `mail`; a retried job skips the channels already delivered to.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    eventKey: text('event_key').notNull(),
    channel: text('channel').notNull(),
    caregiverId: uuid('caregiver_id')
      .notNull()
      .references(() => caregivers.id, { onDelete: 'cascade' }),
    deliveredAt: instant('delivered_at').notNull().default(now()),
  },
  (t) => [
    primaryKey({ columns: [t.eventKey, t.channel] }),
    index('notification_deliveries_caregiver_id_idx').on(t.caregiverId),
  ],
);

export const DOWNLOAD_TOKEN_KINDS = ['invoice', 'service_documentation', 'booking_image'] as const;
export type DownloadTokenKind = (typeof DOWNLOAD_TOKEN_KINDS)[number];

/** spec 1 §3, §7: the four images of a booking: the paper proof and the three signatures. */
export const BOOKING_IMAGE_KINDS = [
  'paper',
  'cu_confirmation',
  'cu_declaration',
  'cg_confirmation',
] as const;
export type BookingImageKind = (typeof BOOKING_IMAGE_KINDS)[number];

/** spec 1 §7, spec 2 §7 request-token flow: short-lived, single-use download tokens. */
export const downloadTokens = pgTable(
  'download_tokens',
  {
    id: primaryId(),
    tokenHash: text('token_hash').notNull().unique(),
    caregiverId: uuid('caregiver_id')
      .notNull()
      .references(() => caregivers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DownloadTokenKind>().notNull(),
    /** The invoice, service documentation (file) or booking the token opens. */
    targetId: uuid('target_id').notNull(),
    /** Which file of the target: for `booking_image` one of BOOKING_IMAGE_KINDS. */
    fileKind: text('file_kind').$type<BookingImageKind>(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('download_tokens_caregiver_id_idx').on(t.caregiverId),
    enumCheck('download_tokens_kind_check', t.kind, DOWNLOAD_TOKEN_KINDS),
    enumCheck('download_tokens_file_kind_check', t.fileKind, BOOKING_IMAGE_KINDS),
  ],
);

/** JWT signing keys (JWK), so several server instances share them; the newest unretired signs. */
export const signingKeys = pgTable('signing_keys', {
  id: primaryId(),
  kid: text('kid').notNull().unique(),
  algorithm: text('algorithm').notNull(),
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
  retiredAt: instant('retired_at'),
});
