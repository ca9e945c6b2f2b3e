import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking } from '../seed/factories.js';
import type { Database } from './client.js';
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
});
