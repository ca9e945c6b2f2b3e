// A portable SQL dump of the data (DESIGN Data: `npm run backup`, restorable into PGlite or
// PostgreSQL). It holds data only, as INSERT statements that PostgreSQL itself quotes
// (format('%L') of each row's JSON, read back with json_populate_record), so every type
// round-trips without hand-written escaping. Restore into a database migrated to the same
// migrations (listed in the header). pg-boss job tables are not included: jobs are transient.
// Nor is `read_versions`: it versions this process's cached answers, not data; the restore's own
// inserts stamp the bookings and bump it again (drizzle/0022).
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from './client.js';

type ForeignKey = { table: string; referenced: string; column: string };

const NOT_DATA: ReadonlySet<string> = new Set(['read_versions']);

const tablesOf = async (db: DbOrTx): Promise<string[]> => {
  const result = await db.execute<{ name: string }>(sql`
    SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`);
  return result.rows.map((row) => row.name).filter((name) => !NOT_DATA.has(name));
};

const foreignKeysOf = async (db: DbOrTx): Promise<ForeignKey[]> => {
  const result = await db.execute<ForeignKey>(sql`
    SELECT c.conrelid::regclass::text AS "table", c.confrelid::regclass::text AS referenced,
           a.attname AS "column"
      FROM pg_constraint c
      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
     WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace`);
  return result.rows;
};

/** Columns filled from a sequence (bigserial): names from the catalogue, never from input. */
const serialColumnsOf = async (db: DbOrTx): Promise<{ table: string; column: string }[]> => {
  const result = await db.execute<{ table: string; column: string }>(sql`
    SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
     WHERE table_schema = 'public' AND column_default LIKE 'nextval(%'
     ORDER BY table_name, column_name`);
  return result.rows.filter(
    (row) => /^[a-z_][a-z0-9_]*$/.test(row.table) && /^[a-z_][a-z0-9_]*$/.test(row.column),
  );
};

/** Referenced tables before the tables that reference them. */
const inDependencyOrder = (tables: string[], keys: ForeignKey[]): string[] => {
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const key of keys) {
      if (key.table === table && key.referenced !== table) visit(key.referenced, path);
    }
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
};

const appliedMigrations = async (db: DbOrTx): Promise<string[]> => {
  const result = await db.execute<{ hash: string; created_at: string }>(
    sql`SELECT hash, created_at::text FROM drizzle.__drizzle_migrations ORDER BY id`,
  );
  return result.rows.map((row) => `${row.created_at} ${row.hash}`);
};

const rowStatements = (table: string, selfColumn: string | undefined) => {
  const ident = sql.identifier(table);
  const statement = sql`format('INSERT INTO %I SELECT * FROM json_populate_record(NULL::%I, %L);',
    ${table}::text, ${table}::text, to_jsonb(t)::text) AS statement`;
  if (selfColumn === undefined) return sql`SELECT ${statement} FROM ${ident} t`;
  // A row that points at another row of its table (a storno at its invoice, a rotated refresh
  // token at its successor) comes after that row: ordered by its depth along the link.
  const column = sql.identifier(selfColumn);
  return sql`
    WITH RECURSIVE chain(id, depth) AS (
      SELECT id, 0 FROM ${ident} WHERE ${column} IS NULL
      UNION ALL
      SELECT linked.id, chain.depth + 1 FROM ${ident} linked JOIN chain ON linked.${column} = chain.id
    )
    SELECT ${statement} FROM ${ident} t JOIN chain USING (id) ORDER BY chain.depth`;
};

/** Writes the dump through `write` (a file stream in the backup CLI), table by table. */
export const dumpDatabaseSql = async (
  db: DbOrTx,
  write: (chunk: string) => Promise<void> | void,
  now: Date,
): Promise<void> => {
  const keys = await foreignKeysOf(db);
  const tables = inDependencyOrder(await tablesOf(db), keys);
  await write(
    `-- Careport data dump, ${now.toISOString()}\n` +
      `-- Restore into an empty database migrated to these drizzle migrations (created_at hash):\n` +
      (await appliedMigrations(db)).map((line) => `--   ${line}\n`).join('') +
      `BEGIN;\n`,
  );
  for (const table of tables) {
    const selfColumns = keys.filter((key) => key.table === table && key.referenced === table);
    if (selfColumns.length > 1) throw new Error(`${table}: more than one link within the table`);
    const result = await db.execute<{ statement: string }>(
      rowStatements(table, selfColumns[0]?.column),
    );
    const count = await db.execute<{ count: string | number }>(
      sql`SELECT count(*) AS count FROM ${sql.identifier(table)}`,
    );
    // A cycle of links would drop rows silently; a backup must never be quietly incomplete.
    if (Number(count.rows[0]?.count ?? 0) !== result.rows.length) {
      throw new Error(`${table}: could not order every row for the dump`);
    }
    if (result.rows.length > 0) {
      await write(`\n-- ${table}\n${result.rows.map((row) => row.statement).join('\n')}\n`);
    }
  }
  // Issue 40: a serial column (audit_log's id) goes on after the restored rows, not from 1.
  for (const serial of await serialColumnsOf(db)) {
    await write(
      `SELECT setval(pg_get_serial_sequence('${serial.table}', '${serial.column}'), ` +
        `coalesce((SELECT max("${serial.column}") FROM "${serial.table}"), 0) + 1, false);\n`,
    );
  }
  await write('\nCOMMIT;\n');
};

/**
 * The dump from one snapshot (a read-only, repeatable-read transaction), so it is consistent while
 * the server keeps writing: on PostgreSQL beside it; on PGlite, whose one connection this holds,
 * the server's requests wait the dump's few seconds (issue 15 §16: `npm run backup` while running).
 */
export const dumpDatabaseSnapshot = (
  db: Db,
  write: (chunk: string) => Promise<void> | void,
  now: Date,
): Promise<void> =>
  db.transaction((tx) => dumpDatabaseSql(tx, write, now), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
