import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './migrate.js';

type JournalEntry = { idx: number; when: number; tag: string };

const journal = JSON.parse(
  readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
) as { entries: JournalEntry[] };

// Drizzle's migrator applies a migration only when its `when` is later than the last one applied:
// an entry out of order would be skipped for good on every existing data directory.
describe('the migration journal', () => {
  it('lists every SQL file once, in file order', () => {
    const files = readdirSync(MIGRATIONS_FOLDER)
      .filter((name) => name.endsWith('.sql'))
      .map((name) => name.slice(0, -'.sql'.length))
      .sort();
    expect(journal.entries.map((entry) => entry.tag)).toEqual(files);
  });

  it('has `when`s that increase with the order, so an upgraded database applies the new ones', () => {
    const whens = journal.entries.map((entry) => entry.when);
    const misplaced = journal.entries.filter((entry, i) => i > 0 && entry.when <= whens[i - 1]!);
    expect(misplaced.map((entry) => entry.tag)).toEqual([]);
  });
});
