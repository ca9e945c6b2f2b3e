// Issue 17: the read cache's versions on PostgreSQL (db/postgres-read-versions.ts). One row per
// scope: '*' for changes anybody's cached answers may show, a caregiver's id for changes only
// theirs show. Rows appear on their first bump.
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

export const readVersions = pgTable('read_versions', {
  scope: text('scope').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
