import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking } from '../seed/factories.js';
import { openDatabase, type Database } from './client.js';
import { analyzeStaleTables } from './embedded-statistics.js';
import { openTestDatabase } from './test-database.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('planner statistics on PGlite (no autovacuum there)', () => {
  it('analyzes the tables changed since their last analyze, and then none', async () => {
    await analyzeStaleTables(database);
    for (let index = 0; index < 60; index += 1) await createBooking(database.db);
    const analyzed = await analyzeStaleTables(database);
    if (database.kind === 'postgres') {
      expect(analyzed).toEqual([]); // autovacuum's job there
      return;
    }
    expect(analyzed).toContain('public.bookings');
    expect(await analyzeStaleTables(database)).toEqual([]);
  });

  it('keeps what an earlier start analyzed: a restart on the same data directory analyzes none', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'careport-statistics-'));
    try {
      let onDisk = await openDatabase({ dataDir });
      await onDisk.db.execute(sql`CREATE TABLE notes (id int)`);
      await onDisk.db.execute(sql`INSERT INTO notes SELECT generate_series(1, 100)`);
      expect(await analyzeStaleTables(onDisk)).toEqual(['public.notes']);
      await onDisk.close();

      onDisk = await openDatabase({ dataDir });
      try {
        expect(await analyzeStaleTables(onDisk)).toEqual([]);
        // Changes after the restart still count against the rows kept from before it.
        await onDisk.db.execute(sql`INSERT INTO notes SELECT generate_series(1, 80)`);
        expect(await analyzeStaleTables(onDisk)).toEqual(['public.notes']);
      } finally {
        await onDisk.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
