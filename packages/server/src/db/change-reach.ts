// Issue 17: who a statement's change shows to, for the read cache's versions on both databases
// (PGlite counts in the process, db/client.ts; PostgreSQL in a table, postgres-read-versions.ts).
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Whose request runs: set for a caregiver's requests (http/change-scope.ts), so their writes to
 * their own rows count for them alone. Unset (jobs, back office, CLIs, tests writing straight to
 * the database), every write counts for everybody.
 */
const changeScope = new AsyncLocalStorage<string>();

/** Runs `run` as `caregiverId`'s request (see ChangeCounter). */
export const runAsCaregiver = <T>(caregiverId: string, run: () => T): T =>
  changeScope.run(caregiverId, run);

/**
 * Tables whose rows only their caregiver's cached answers show (a booking, its services,
 * feedback, documentation and proof, a contract, a proposal: one caregiver each; the proposal list
 * reads only the caller's rows, and a request awarded elsewhere leaves the others' lists by the
 * back office's contract, a write for everybody). A caregiver's write to them changes only their
 * own answers. Documenting a visit writes its documentation and proof rows: before these two were
 * here, each documented visit emptied every caregiver's cache (bench:mixed, 2026-11-25).
 */
const OWN_TABLES: ReadonlySet<string> = new Set([
  'bookings',
  'booking_services',
  'booking_feedback',
  'booking_documentation',
  'booking_proofs',
  'contracts',
  'proposals',
]);

/**
 * Tables no cached answer reads (services/read-cache.ts kinds: profile, bookings, contracts,
 * proposals): sign-in, refresh and their limits write only these, and the documenting calls their
 * idempotency keys (before the keys were here, every visit the app's outbox documented emptied
 * every caregiver's cache).
 */
const UNREAD_TABLES: ReadonlySet<string> = new Set([
  'idempotency_keys',
  'refresh_tokens',
  'login_attempts',
  'login_checks',
  'revoked_sessions',
  'password_reset_tokens',
  'download_tokens',
  'proof_download_tokens',
  'signing_keys',
  'oauth_clients',
  // Issue 40: the console's accounts and trail; no caregiver's answer shows them.
  'staff_accounts',
  'staff_invitations',
  'staff_recovery_codes',
  'audit_log',
]);

/**
 * Own tables whose changes the cached diary follows row by row (record 0125): a trigger stamps a
 * changed booking, or the booking of changed services, with the caregiver's read version; the
 * feedback, documentation and proof rows the diary does not show. Not here: a contract (its
 * state shows in every booking of it), a proposal (accepting one makes a contract), and deleting a
 * booking row (no row is left to stamp).
 */
const DIARY_FOLLOWED_TABLES: ReadonlySet<string> = new Set([
  'bookings',
  'booking_services',
  'booking_feedback',
  'booking_documentation',
  'booking_proofs',
]);

/**
 * Who a statement's change shows to: nobody, one caregiver, or everybody. `diaryFollows`: the
 * caregiver's cached diary can take the change in by the rows stamped since (record 0125).
 */
export type Reach =
  { kind: 'none' } | { kind: 'own'; caregiverId: string; diaryFollows: boolean } | { kind: 'all' };

/** The table drizzle's insert, update or delete writes to; undefined for anything else. */
const TARGET_TABLE = /^\s*(?:insert\s+into|update|delete\s+from)\s+"(\w+)"/i;
const DELETE = /^\s*delete\b/i;

/** A plain read: drizzle writes every select as `select …`; anything else may write. */
const isPlainSelect = (statement: string) => /^\s*select\b/i.test(statement);

export const reachOf = (statement: unknown): Reach => {
  // A statement we cannot read (not text) may change anything.
  if (typeof statement !== 'string') return { kind: 'all' };
  if (isPlainSelect(statement)) return { kind: 'none' };
  const table = TARGET_TABLE.exec(statement)?.[1];
  if (table !== undefined && UNREAD_TABLES.has(table)) return { kind: 'none' };
  const caregiverId = changeScope.getStore();
  if (table !== undefined && caregiverId !== undefined && OWN_TABLES.has(table)) {
    const diaryFollows =
      DIARY_FOLLOWED_TABLES.has(table) && !(table === 'bookings' && DELETE.test(statement));
    return { kind: 'own', caregiverId, diaryFollows };
  }
  return { kind: 'all' };
};

/** The wider of two reaches: a transaction reaches as far as its widest statement. */
export const widest = (a: Reach, b: Reach): Reach => {
  if (a.kind === 'all' || b.kind === 'none') return a;
  if (b.kind === 'all' || a.kind === 'none') return b;
  if (a.caregiverId !== b.caregiverId) return { kind: 'all' };
  return a.diaryFollows && !b.diaryFollows ? b : a;
};
