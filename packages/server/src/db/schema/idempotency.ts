// Issue 14: the idempotency keys of the documenting commands. A replayed request (the app's
// offline outbox sends again when an answer was lost) answers what the first one answered; the
// primary key, not timing, makes sure only one request per key ever runs.
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { caregivers } from './caregivers.js';
import { enumCheck, instant } from './columns.js';

export const IDEMPOTENCY_STATES = ['pending', 'done'] as const;

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    caregiverId: uuid('caregiver_id')
      .notNull()
      .references(() => caregivers.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** sha256 of method, route, id and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    state: text('state').notNull(),
    /** The first answer, replayed as it was (null while pending). */
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    lockedAt: instant('locked_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.caregiverId, table.key] }),
    enumCheck('idempotency_keys_state_check', table.state, IDEMPOTENCY_STATES),
    index('idempotency_keys_expires_at_idx').on(table.expiresAt),
  ],
);
