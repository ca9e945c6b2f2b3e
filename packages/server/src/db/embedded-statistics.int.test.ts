import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
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

  it('analyzes a table that grew while nothing counted its writes (another process wrote it)', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'careport-statistics-'));
    try {
      const first = await openDatabase({ dataDir });
      await first.db.execute(sql`CREATE TABLE notes (id int)`);
      await first.db.execute(sql`INSERT INTO notes SELECT generate_series(1, 100)`);
      expect(await analyzeStaleTables(first)).toEqual(['public.notes']);
      await first.close();

      // A writer of its own on the data directory; its counts end with it.
      const other = await PGlite.create({ dataDir: join(dataDir, 'pgdata') });
      await other.exec('INSERT INTO notes SELECT generate_series(1, 5000)');
      await other.close();

      const next = await openDatabase({ dataDir });
      try {
        expect(await analyzeStaleTables(next)).toEqual(['public.notes']);
        const [notes] = (
          await next.db.execute<{ rows: number }>(
            sql`SELECT reltuples::int AS rows FROM pg_class WHERE relname = 'notes'`,
          )
        ).rows;
        expect(notes?.rows).toBe(5100);
        expect(await analyzeStaleTables(next)).toEqual([]);
      } finally {
        await next.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
