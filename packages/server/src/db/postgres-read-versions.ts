// Issue 17 on PostgreSQL: the read cache was versioned by the database snapshot, which every
// write anywhere changes (a sign-in too), so one caregiver's login emptied everybody's cached
// diary. Now each write bumps a version row (schema/read-versions.ts) as far as it reaches
// (change-reach.ts, the rule PGlite counts by): nothing for sign-in and refresh, the writer's own
// row for their own bookings, contracts and proposals, '*' for everything else. The rows live in
// the database, so every server instance sees every other's writes.
//
// Why never stale: a transaction bumps inside itself, just before its COMMIT, so its writes and
// its bump become visible together; a statement outside a transaction bumps right after it ran.
// A reader takes the versions first and loads after, so it either sees the old versions (and
// caches under them whatever it loads, which the bump then retires) or the new versions with the
// new rows. Only a bump before the write could pair old rows with new versions.
import type pg from 'pg';
import { reachOf, widest, type Reach } from './change-reach.js';

/** The scope a version row counts for everybody's answers. */
export const GLOBAL_SCOPE = '*';

const BUMP =
  'insert into "read_versions" ("scope", "version") values ($1, 1) ' +
  'on conflict ("scope") do update set "version" = "read_versions"."version" + 1';

type QueryFn = (...args: unknown[]) => Promise<unknown>;

const textOf = (statement: unknown): unknown =>
  typeof statement === 'object' && statement !== null && 'text' in statement
    ? statement.text
    : statement;

/**
 * Issue 43: the version row of a caregiver's own changes that their cached diary cannot take in
 * by the rows stamped since (change-reach.ts, record 0125).
 */
export const unfollowedScope = (caregiverId: string) => `unfollowed:${caregiverId}`;

const scopesOf = (reach: Reach): readonly string[] => {
  if (reach.kind === 'all') return [GLOBAL_SCOPE];
  if (reach.kind === 'none') return [];
  return reach.diaryFollows
    ? [reach.caregiverId]
    : [reach.caregiverId, unfollowedScope(reach.caregiverId)];
};

/** Bumps each scope the reach names, always in the same order (no two writers deadlock). */
const bump = async (query: QueryFn, reach: Reach) => {
  for (const scope of scopesOf(reach)) await query(BUMP, [scope]);
};

const BEGIN = /^\s*(begin|start\s+transaction)\b/i;
const COMMIT = /^\s*(commit|end)\b/i;
/** `rollback`, not `rollback to savepoint` (the transaction goes on after that). */
const ROLLBACK = /^\s*(rollback|abort)\s*;?\s*$/i;

/** A checked-out client whose transaction bumps as far as its widest statement reached. */
function versionedClient(client: pg.PoolClient): pg.PoolClient {
  let inTransaction = false;
  let reach: Reach = { kind: 'none' };
  const query = client.query.bind(client) as QueryFn;
  const versionedQuery: QueryFn = async (statement, ...rest) => {
    const text = textOf(statement);
    if (typeof text === 'string' && BEGIN.test(text)) {
      inTransaction = true;
      reach = { kind: 'none' };
      return query(statement, ...rest);
    }
    if (typeof text === 'string' && COMMIT.test(text) && inTransaction) {
      await bump(query, reach);
      inTransaction = false;
      reach = { kind: 'none' };
      return query(statement, ...rest);
    }
    if (typeof text === 'string' && ROLLBACK.test(text)) {
      inTransaction = false;
      reach = { kind: 'none' };
      return query(statement, ...rest);
    }
    const statementReach = reachOf(text);
    if (inTransaction) {
      reach = widest(reach, statementReach);
      return query(statement, ...rest);
    }
    const result = await query(statement, ...rest);
    await bump(query, statementReach);
    return result;
  };
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return versionedQuery;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}

/**
 * The pool drizzle talks to: `query` (one statement, outside any transaction) bumps after it ran;
 * `connect` hands out clients whose transactions bump before they commit. Still a Pool to
 * drizzle (its `instanceof Pool` check sees through the proxy).
 */
export function withReadVersions(pool: pg.Pool): pg.Pool {
  const query = pool.query.bind(pool) as QueryFn;
  const versionedQuery: QueryFn = async (statement, ...rest) => {
    const result = await query(statement, ...rest);
    await bump(query, reachOf(textOf(statement)));
    return result;
  };
  return new Proxy(pool, {
    get(target, property) {
      if (property === 'query') return versionedQuery;
      if (property === 'connect') {
        return async () => versionedClient(await target.connect());
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}
