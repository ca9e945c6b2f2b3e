// `npm run backup`'s dump restores into another database: here from the test database (PGlite,
// or PostgreSQL when DATABASE_URL is set) into a fresh in-memory PGlite.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createCaregiver, createInvoice } from '../seed/factories.js';
import { seedDefinitions } from '../seed/definitions.js';
import type { Database } from './client.js';
import { auditLog, bookings, caregivers, definitions, invoices } from './schema/index.js';
import { dumpDatabaseSql } from './sql-dump.js';
import { openTestDatabase, openTestPglite } from './test-database.js';

let source: Database;
beforeAll(async () => {
  source = await openTestDatabase();
});
afterAll(async () => {
  await source?.close();
});

describe('SQL dump', () => {
  it('restores every row, including links within a table, into a fresh database', async () => {
    await seedDefinitions(source.db);
    const caregiver = await createCaregiver(source.db, {
      aboutMe: "Mit 'Anführungszeichen' und\nZeilenumbruch",
      languages: ['GERMAN', 'POLISH'],
    });
    const booking = await createBooking(source.db, { caregiverId: caregiver.id });
    const original = await createInvoice(source.db, { caregiverId: caregiver.id });
    const storno = await createInvoice(source.db, {
      caregiverId: caregiver.id,
      type: 'CUSTOMER_STORNO',
      originalInvoiceId: original.id,
    });

    const chunks: string[] = [];
    await dumpDatabaseSql(source.db, (chunk) => void chunks.push(chunk), new Date());
    const dump = chunks.join('');
    expect(dump).toMatch(/^-- Careport data dump/);

    const target = await openTestPglite();
    try {
      if (target.kind !== 'pglite') throw new Error('expected PGlite');
      await target.pglite.exec(dump);
      const [restored] = await target.db
        .select()
        .from(caregivers)
        .where(eq(caregivers.id, caregiver.id));
      expect(restored).toEqual(caregiver);
      const [restoredBooking] = await target.db
        .select()
        .from(bookings)
        .where(eq(bookings.id, booking.id));
      expect(restoredBooking).toEqual(booking);
      const [restoredStorno] = await target.db
        .select()
        .from(invoices)
        .where(eq(invoices.id, storno.id));
      expect(restoredStorno?.originalInvoiceId).toBe(original.id);
      expect((await target.db.select().from(definitions)).length).toBeGreaterThan(20);
    } finally {
      await target.close();
    }
  });
});

// Issue 40: the audit trail's bigserial id goes on after the restored rows.
describe('SQL dump of the audit trail', () => {
  it('restores its rows and its id sequence, so the next row gets a new id', async () => {
    const entry = {
      actorKind: 'client' as const,
      actorId: 'careport-ops',
      actorLabel: 'careport-ops',
      action: 'job.run',
      summary: 'POST /ops/jobs/reminders/run → 202',
    };
    await source.db.insert(auditLog).values([entry, entry]);
    const chunks: string[] = [];
    await dumpDatabaseSql(source.db, (chunk) => void chunks.push(chunk), new Date());
    const target = await openTestPglite();
    try {
      if (target.kind !== 'pglite') throw new Error('expected PGlite');
      await target.pglite.exec(chunks.join(''));
      const before = await target.db.select({ id: auditLog.id }).from(auditLog);
      const [next] = await target.db.insert(auditLog).values(entry).returning({ id: auditLog.id });
      expect(next?.id).toBeGreaterThan(Math.max(...before.map((row) => row.id)));
    } finally {
      await target.close();
    }
  });
});
