// The schema's invariants as a client would meet them (DESIGN Data: invariants live in the
// database too). Runs on in-memory PGlite, and on PostgreSQL when DATABASE_URL is set.
import { FREE_TEXT_MAX_LENGTH } from '@careport/domain';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBooking,
  createCaregiver,
  createCareReceiver,
  createContract,
  createInvoice,
  createProposal,
} from '../seed/factories.js';
import type { Database } from './client.js';
import { MIGRATIONS_FOLDER, migrateDatabase } from './migrate.js';
import { bookings, caregivers } from './schema/index.js';
import { openTestDatabase } from './test-database.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** The SQLSTATE of a failed statement, whichever driver wraps it. */
const sqlState = async (promise: Promise<unknown>): Promise<string | undefined> => {
  try {
    await promise;
    return undefined;
  } catch (error) {
    let current: unknown = error;
    while (current instanceof Error) {
      const code = (current as { code?: unknown }).code;
      if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
      current = current.cause;
    }
    throw error;
  }
};

const EXCLUSION_VIOLATION = '23P01';
const CHECK_VIOLATION = '23514';
const UNIQUE_VIOLATION = '23505';

const at = (iso: string) => new Date(iso);

describe('migrations', () => {
  it('create every table and apply again as a no-op', async () => {
    await migrateDatabase(database);
    const result = await database.db.execute<{ name: string }>(
      sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'`,
    );
    const names = result.rows.map((row) => row.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'caregivers',
        'bookings',
        'contracts',
        'proposals',
        'invoices',
        'definitions',
        'app_meta',
      ]),
    );
  });
});

describe('booking overlap (spec 1 §5)', () => {
  it('rejects a live booking that overlaps another of the same caregiver', async () => {
    const contract = await createContract(database.db);
    const base = { contractId: contract.id };
    await createBooking(database.db, {
      ...base,
      startDate: at('2030-03-04T09:00:00Z'),
      endDate: at('2030-03-04T10:00:00Z'),
    });
    expect(
      await sqlState(
        createBooking(database.db, {
          ...base,
          startDate: at('2030-03-04T09:30:00Z'),
          endDate: at('2030-03-04T11:00:00Z'),
        }),
      ),
    ).toBe(EXCLUSION_VIOLATION);
  });

  it('counts a zero-length booking as 5 minutes', async () => {
    const contract = await createContract(database.db);
    const base = { contractId: contract.id };
    const instant = at('2030-03-05T12:00:00Z');
    await createBooking(database.db, { ...base, startDate: instant, endDate: instant });
    expect(
      await sqlState(
        createBooking(database.db, {
          ...base,
          startDate: at('2030-03-05T12:04:00Z'),
          endDate: at('2030-03-05T13:00:00Z'),
        }),
      ),
    ).toBe(EXCLUSION_VIOLATION);
    // A second zero-length booking inside the first one's five minutes clashes too.
    expect(
      await sqlState(
        createBooking(database.db, {
          ...base,
          startDate: at('2030-03-05T12:03:00Z'),
          endDate: at('2030-03-05T12:03:00Z'),
        }),
      ),
    ).toBe(EXCLUSION_VIOLATION);
    // Five minutes later is free.
    await createBooking(database.db, {
      ...base,
      startDate: at('2030-03-05T12:05:00Z'),
      endDate: at('2030-03-05T13:00:00Z'),
    });
  });

  it('allows touching intervals, other caregivers and cancelled or deleted bookings', async () => {
    const contract = await createContract(database.db);
    const base = { contractId: contract.id };
    const first = await createBooking(database.db, {
      ...base,
      startDate: at('2030-03-06T09:00:00Z'),
      endDate: at('2030-03-06T10:00:00Z'),
    });
    await createBooking(database.db, {
      ...base,
      startDate: at('2030-03-06T10:00:00Z'),
      endDate: at('2030-03-06T11:00:00Z'),
    });
    await createBooking(database.db, {
      startDate: at('2030-03-06T09:00:00Z'),
      endDate: at('2030-03-06T10:00:00Z'),
    });

    await database.db
      .update(bookings)
      .set({ cancelledAt: new Date() })
      .where(eq(bookings.id, first.id));
    await createBooking(database.db, {
      ...base,
      startDate: at('2030-03-06T09:15:00Z'),
      endDate: at('2030-03-06T09:45:00Z'),
    });
    await createBooking(database.db, {
      ...base,
      startDate: at('2030-03-06T09:00:00Z'),
      endDate: at('2030-03-06T09:10:00Z'),
      deletedAt: new Date(),
    });
  });

  it('rejects restoring a cancelled booking into an occupied slot', async () => {
    const contract = await createContract(database.db);
    const base = {
      contractId: contract.id,
      startDate: at('2030-03-07T09:00:00Z'),
      endDate: at('2030-03-07T10:00:00Z'),
    };
    const cancelled = await createBooking(database.db, { ...base, cancelledAt: new Date() });
    await createBooking(database.db, base);
    expect(
      await sqlState(
        database.db
          .update(bookings)
          .set({ cancelledAt: null })
          .where(eq(bookings.id, cancelled.id)),
      ),
    ).toBe(EXCLUSION_VIOLATION);
  });
});

describe('a first-booking decline’s sub-reason (record 0110)', () => {
  it('is stored only beside different_type_of_caregiver_needed, and only a known one', async () => {
    const contract = await createContract(database.db);
    const decline = (declineReason: string | null, declineSubReason: string | null, hour: number) =>
      createBooking(database.db, {
        contractId: contract.id,
        startDate: at(`2030-05-01T${String(hour).padStart(2, '0')}:00:00Z`),
        firstBookingStatus: 'DECLINED',
        declineReason,
        declineSubReason,
      });
    expect(await sqlState(decline('different_type_of_caregiver_needed', 'other', 8))).toBe(
      undefined,
    );
    expect(await sqlState(decline('other', null, 10))).toBe(undefined);
    expect(await sqlState(decline('other', 'gender', 12))).toBe(CHECK_VIOLATION);
    expect(await sqlState(decline('different_type_of_caregiver_needed', 'height', 14))).toBe(
      CHECK_VIOLATION,
    );
    // Not beside no reason either (drizzle/0021).
    expect(await sqlState(decline(null, 'gender', 16))).toBe(CHECK_VIOLATION);
  });

  it('is backfilled from rows that held it in place of the reason (drizzle/0020)', async () => {
    const contract = await createContract(database.db);
    const legacy = await createBooking(database.db, {
      contractId: contract.id,
      startDate: at('2030-06-01T09:00:00Z'),
      firstBookingStatus: 'DECLINED',
      declineReason: 'language',
    });
    const plainOther = await createBooking(database.db, {
      contractId: contract.id,
      startDate: at('2030-06-02T09:00:00Z'),
      firstBookingStatus: 'DECLINED',
      declineReason: 'other',
    });
    const migration = readFileSync(
      path.join(MIGRATIONS_FOLDER, '0020_first_booking_decline_sub_reason.sql'),
      'utf8',
    );
    const backfill = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .find((statement) => statement.startsWith('UPDATE'));
    expect(backfill).toBeDefined();
    await database.db.execute(sql.raw(backfill ?? ''));
    const rows = await database.db
      .select({
        id: bookings.id,
        reason: bookings.declineReason,
        subReason: bookings.declineSubReason,
      })
      .from(bookings)
      .where(eq(bookings.contractId, contract.id));
    expect(rows).toEqual(
      expect.arrayContaining([
        { id: legacy.id, reason: 'different_type_of_caregiver_needed', subReason: 'language' },
        { id: plainOther.id, reason: 'other', subReason: null },
      ]),
    );
  });
});

describe('check constraints', () => {
  const tooLong = 'x'.repeat(FREE_TEXT_MAX_LENGTH + 1);
  const longest = 'x'.repeat(FREE_TEXT_MAX_LENGTH);

  it('limit free texts to 100 characters (spec 1 §9)', async () => {
    const contract = await createContract(database.db);
    const startDate = at('2030-04-01T09:00:00Z');
    expect(
      await sqlState(
        createBooking(database.db, {
          contractId: contract.id,
          startDate,
          cancellationExtraReason: tooLong,
        }),
      ),
    ).toBe(CHECK_VIOLATION);
    expect(
      await sqlState(
        createBooking(database.db, {
          contractId: contract.id,
          startDate,
          otherServiceDescription: tooLong,
        }),
      ),
    ).toBe(CHECK_VIOLATION);
    expect(await sqlState(createProposal(database.db, { declineDetails: tooLong }))).toBe(
      CHECK_VIOLATION,
    );
    const booking = await createBooking(database.db, {
      contractId: contract.id,
      startDate,
      cancellationExtraReason: longest,
    });
    expect(booking.cancellationExtraReason).toHaveLength(FREE_TEXT_MAX_LENGTH);
  });

  it('reject unknown statuses and out-of-range values', async () => {
    const contract = await createContract(database.db);
    const startDate = at('2030-04-02T09:00:00Z');
    expect(
      await sqlState(
        createBooking(database.db, { contractId: contract.id, startDate, status: 'LOST' }),
      ),
    ).toBe(CHECK_VIOLATION);
    expect(
      await sqlState(
        createBooking(database.db, { contractId: contract.id, startDate, paymentMethod: 'cash' }),
      ),
    ).toBe(CHECK_VIOLATION);
    expect(await sqlState(createProposal(database.db, { status: 'MAYBE' }))).toBe(CHECK_VIOLATION);
    expect(await sqlState(createCaregiver(database.db, { travelDistance: 31 }))).toBe(
      CHECK_VIOLATION,
    );
    expect(
      await sqlState(
        createBooking(database.db, {
          contractId: contract.id,
          startDate,
          endDate: at('2030-04-02T08:00:00Z'),
        }),
      ),
    ).toBe(CHECK_VIOLATION);
  });

  it('keeps a map position whole and on the globe (both or neither, in range)', async () => {
    for (const position of [
      { latitude: 52.5 },
      { longitude: 13.4 },
      { latitude: 91, longitude: 13.4 },
      { latitude: 52.5, longitude: -181 },
    ]) {
      expect(
        await sqlState(createCareReceiver(database.db, position)),
        JSON.stringify(position),
      ).toBe(CHECK_VIOLATION);
    }
    const located = await createCareReceiver(database.db, { latitude: -90, longitude: 180 });
    expect(located).toMatchObject({ latitude: -90, longitude: 180 });
    expect(await createCareReceiver(database.db)).toMatchObject({
      latitude: null,
      longitude: null,
    });
  });

  it('pairs a storno invoice with its original', async () => {
    const original = await createInvoice(database.db);
    expect(
      await sqlState(
        createInvoice(database.db, { caregiverId: original.caregiverId, type: 'CUSTOMER_STORNO' }),
      ),
    ).toBe(CHECK_VIOLATION);
    const storno = await createInvoice(database.db, {
      caregiverId: original.caregiverId,
      type: 'CUSTOMER_STORNO',
      originalInvoiceId: original.id,
    });
    expect(storno.originalInvoiceId).toBe(original.id);
  });

  it('keeps caregiver e-mail addresses unique regardless of case', async () => {
    const caregiver = await createCaregiver(database.db);
    expect(
      await sqlState(createCaregiver(database.db, { email: caregiver.email.toUpperCase() })),
    ).toBe(UNIQUE_VIOLATION);
    const [row] = await database.db
      .select()
      .from(caregivers)
      .where(eq(caregivers.id, caregiver.id));
    expect(row?.email).toBe(caregiver.email);
  });
});
