// Bulk load without maintaining indexes row by row: millions of random-uuid and GiST inserts into
// indexes larger than shared_buffers cost a full-page image in the WAL almost every time, and the
// load slowed to minutes per 500 000 bookings. So the keys, the overlap exclusion, the foreign
// keys and the indexes of the loaded tables are dropped before and rebuilt after, from the exact
// definitions PostgreSQL reports for them (pg_get_constraintdef / pg_get_indexdef), and the rebuilt
// set is compared with the one read before: a difference fails the benchmark. Rebuilding the
// exclusion and foreign keys checks every generated row against them, as inserting would.

/**
 * @typedef {{ table: string, name: string, kind: 'constraint' | 'index', type: string,
 *   definition: string }} Definition
 */

/**
 * Constraints that own an index or check other rows (primary key, unique, exclusion, foreign key)
 * on the tables, or referencing them; indexes on the tables that no constraint owns.
 * @param {import('pg').Client} client @param {string[]} tables
 * @returns {Promise<Definition[]>}
 */
async function readDefinitions(client, tables) {
  const { rows } = await client.query(
    `SELECT conrelid::regclass::text AS table, conname AS name, 'constraint' AS kind,
        contype::text AS type, pg_get_constraintdef(oid) AS definition
      FROM pg_constraint
      WHERE contype IN ('p', 'u', 'x', 'f')
        AND (conrelid = ANY($1::regclass[]) OR confrelid = ANY($1::regclass[]))
    UNION ALL
    SELECT indrelid::regclass::text, indexrelid::regclass::text, 'index', 'i',
        pg_get_indexdef(indexrelid)
      FROM pg_index
      WHERE indrelid = ANY($1::regclass[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conindid = indexrelid)
    ORDER BY 1, 2`,
    [tables],
  );
  return /** @type {Definition[]} */ (rows);
}

const quote = (/** @type {string} */ name) => `"${name.replaceAll('"', '""')}"`;

/** Foreign keys last on the way back (they need the keys), first on the way out. */
const REBUILD_ORDER = { i: 0, p: 1, u: 1, x: 2, f: 3 };
const rank = (/** @type {Definition} */ d) =>
  REBUILD_ORDER[/** @type {keyof typeof REBUILD_ORDER} */ (d.type)] ?? 9;

/**
 * Runs `load` with the tables' keys, exclusion, foreign keys, indexes and triggers dropped or off, then rebuilds
 * them exactly and checks they match. Returns the seconds the rebuild took.
 * @param {import('pg').Client} client @param {string[]} tables @param {() => Promise<void>} load
 * @param {(line: string) => void} log
 */
export async function withoutIndexes(client, tables, load, log) {
  const before = await readDefinitions(client, tables);
  const dropOrder = [...before].sort((a, b) => rank(b) - rank(a));
  for (const item of dropOrder) {
    await client.query(
      item.kind === 'index'
        ? `DROP INDEX ${item.name}`
        : `ALTER TABLE ${item.table} DROP CONSTRAINT ${quote(item.name)}`,
    );
  }
  // The diary stamps (drizzle/0022) bump a version row per inserted booking; generated rows
  // need none (they predate every cached answer), as pg_restore leaves triggers out too.
  for (const table of tables) await client.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
  await load();
  for (const table of tables) await client.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
  const started = performance.now();
  // Index builds sort in memory rather than in temporary files.
  await client.query("SET maintenance_work_mem = '512MB'");
  for (const item of [...before].sort((a, b) => rank(a) - rank(b))) {
    const itemStarted = performance.now();
    await client.query(
      item.kind === 'index'
        ? item.definition
        : `ALTER TABLE ${item.table} ADD CONSTRAINT ${quote(item.name)} ${item.definition}`,
    );
    const itemSeconds = Math.round((performance.now() - itemStarted) / 100) / 10;
    log(`  rebuilt ${item.table}.${item.name} in ${itemSeconds} s`);
  }
  await client.query('RESET maintenance_work_mem');
  const seconds = (performance.now() - started) / 1000;
  const after = await readDefinitions(client, tables);
  if (JSON.stringify(after) !== JSON.stringify(before)) {
    throw new Error(
      `indexes or constraints differ after the bulk load:\nbefore ${JSON.stringify(before)}\nafter ${JSON.stringify(after)}`,
    );
  }
  return seconds;
}
