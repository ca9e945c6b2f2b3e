// The demo seed as someone trying the app would meet it (DESIGN Demo data). It runs inside a
// transaction that is rolled back, so a shared PostgreSQL keeps nothing of it.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticateClient } from '../auth/client-authentication.js';
import { verifyPassword } from '../auth/password.js';
import type { Database, DbOrTx } from '../db/client.js';
import {
  appMeta,
  bookings,
  careReceivers,
  caregivers,
  contracts,
  invoiceLines,
  invoices,
  proposals,
  serviceDocumentationPeriods,
} from '../db/schema/index.js';
import { listProposalAnswers } from '../services/ops/list-proposal-answers.js';
import { openTestDatabase } from '../db/test-database.js';
import {
  bookingListLabels,
  type BookingStatus,
  type ContractConfirmationStatus,
  type FirstBookingStatus,
  confirmationChoices,
  isHiddenInBookingList,
  toDayDate,
} from '@careport/domain';
import { listBookings } from '../services/list-bookings.js';
import { berlinDayDate } from './berlin-time.js';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodeImageProof } from '../storage/image-proof.js';
import { createLocalFileStorage } from '../storage/local-file-storage.js';
import { DEMO_EMAILS, DEMO_SEEDED_KEY, seedDemo } from './demo.js';
import { writeDemoProofFiles } from './demo-proofs.js';
import { writeDemoInvoiceFiles } from './demo-invoice-files.js';
import { downloadInvoice, requestInvoiceToken } from '../invoices/caregiver-invoices.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

class Rollback extends Error {}

/** Runs `check` against a seeded demo, then rolls everything back. */
const withDemo = async (
  now: Date,
  check: (tx: DbOrTx, ids: { anna: string; jonas: string }) => Promise<void>,
) => {
  await database.db
    .transaction(async (tx) => {
      const [marker] = await tx.select().from(appMeta).where(eq(appMeta.key, DEMO_SEEDED_KEY));
      const options = { now, clientId: `demo-test-${randomUUID()}`, clientSecret: 'demo-secret' };
      const first = await seedDemo(tx, options);
      // A database seeded for real before keeps its demo: the seed then leaves it alone.
      expect(first.seeded).toBe(marker === undefined);
      expect(await seedDemo(tx, options)).toEqual({ seeded: false });
      expect(
        await authenticateClient(
          tx,
          { clientId: options.clientId, clientSecret: 'demo-secret' },
          'caregiver',
        ),
      ).toEqual({ clientId: options.clientId, scopes: ['caregiver', 'definition_read'] });
      const rows = await tx
        .select({ id: caregivers.id, email: caregivers.email })
        .from(caregivers)
        .where(inArray(caregivers.email, [DEMO_EMAILS.anna, DEMO_EMAILS.jonas]));
      const id = (email: string) => rows.find((row) => row.email === email)?.id ?? '';
      if (marker === undefined)
        await check(tx, { anna: id(DEMO_EMAILS.anna), jonas: id(DEMO_EMAILS.jonas) });
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
};

const liveBookings = (tx: DbOrTx, caregiverId: string) =>
  tx
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.caregiverId, caregiverId),
        isNull(bookings.cancelledAt),
        isNull(bookings.deletedAt),
      ),
    );

describe('demo seed', () => {
  it('seeds once, with logins for Anna and Jonas but not for the applicant Lena', async () => {
    await withDemo(new Date(), async (tx) => {
      const people = await tx
        .select()
        .from(caregivers)
        .where(inArray(caregivers.email, Object.values(DEMO_EMAILS)));
      expect(people).toHaveLength(3);
      for (const person of people) {
        expect(await verifyPassword(person.passwordHash ?? '', 'careport')).toBe(true);
        expect(person.applicationCompleted).toBe(person.email !== DEMO_EMAILS.lena);
      }
      const anna = people.find((person) => person.email === DEMO_EMAILS.anna);
      expect(anna).toMatchObject({
        isCareportEmployee: false,
        commissionRate: '0.2000',
        referralCode: expect.any(String) as unknown,
      });
      expect(anna?.iban).toBeTruthy();
      expect(anna?.taxNo).toBeTruthy();
      expect(people.find((person) => person.email === DEMO_EMAILS.jonas)?.isCareportEmployee).toBe(
        true,
      );
    });
  });

  // Around the clock and across a DST change: no booking of a caregiver overlaps another.
  it.each([
    '2026-03-29T00:30:00Z',
    '2026-07-15T21:50:00Z',
    '2026-10-25T09:00:00Z',
    new Date().toISOString(),
  ])('has no overlapping bookings and the promised diary when seeded at %s', async (iso) => {
    const now = new Date(iso);
    await withDemo(now, async (tx, ids) => {
      for (const caregiverId of [ids.anna, ids.jonas]) {
        const overlapping = await tx.execute(sql`
            SELECT a.id FROM bookings a JOIN bookings b
              ON a.caregiver_id = b.caregiver_id AND a.id < b.id
             AND booking_busy_range(a.start_date, a.end_date) && booking_busy_range(b.start_date, b.end_date)
             WHERE a.caregiver_id = ${caregiverId}
               AND a.cancelled_at IS NULL AND a.deleted_at IS NULL
               AND b.cancelled_at IS NULL AND b.deleted_at IS NULL`);
        expect(overlapping.rows).toEqual([]);

        const live = await liveBookings(tx, caregiverId);
        const undocumented = live.filter(
          (b) => b.status === 'CREATED' && b.endDate < now && b.declineReason === null,
        );
        expect(undocumented.length).toBeGreaterThanOrEqual(3);
        expect(
          live.filter((b) => b.status === 'FULFILLED' || b.status === 'INVOICED').length,
        ).toBeGreaterThan(5);
        const inThreeWeeks = new Date(now.getTime() + 21 * 24 * 60 * 60 * 1000);
        expect(
          live.filter((b) => b.startDate > now && b.startDate <= inThreeWeeks).length,
        ).toBeGreaterThanOrEqual(5);
        expect(live.some((b) => toDayDate(b.startDate) === berlinDayDate(now, 0))).toBe(true);
        expect(new Set(live.map((b) => b.firstBookingStatus).filter(Boolean))).toEqual(
          new Set(['CREATED', 'CONFIRMED', 'DECLINED']),
        );
      }
    });
  });

  it('gives each caregiver open, soon-expiring, declined and expired proposals, invoices with a storno pair and documentation periods', async () => {
    const now = new Date();
    await withDemo(now, async (tx, ids) => {
      for (const caregiverId of [ids.anna, ids.jonas]) {
        const rows = await tx
          .select()
          .from(proposals)
          .where(eq(proposals.caregiverId, caregiverId));
        const open = rows.filter((p) => p.status === 'OPEN' && p.expiresAt > now);
        expect(open.length).toBeGreaterThanOrEqual(2);
        expect(open.some((p) => p.expiresAt.getTime() - now.getTime() < 4 * 60 * 60 * 1000)).toBe(
          true,
        );
        expect(rows.some((p) => p.status === 'DECLINED')).toBe(true);
        expect(rows.some((p) => p.status === 'OPEN' && p.expiresAt < now)).toBe(true);

        const invoiceRows = await tx
          .select()
          .from(invoices)
          .where(eq(invoices.caregiverId, caregiverId));
        const storno = invoiceRows.find((invoice) => invoice.type === 'CUSTOMER_STORNO');
        expect(invoiceRows.find((invoice) => invoice.id === storno?.originalInvoiceId)?.type).toBe(
          'CUSTOMER',
        );
        expect(
          new Set(invoiceRows.map((invoice) => invoice.invoicingPeriodTo)).size,
        ).toBeGreaterThanOrEqual(2);

        const periods = await tx
          .select()
          .from(serviceDocumentationPeriods)
          .where(eq(serviceDocumentationPeriods.caregiverId, caregiverId));
        expect(periods.length).toBeGreaterThanOrEqual(2);
      }
    });
  });

  it('gives the employee undocumented bookings under every payment routing of the signature flow', async () => {
    const now = new Date();
    await withDemo(now, async (tx, ids) => {
      const live = await liveBookings(tx, ids.jonas);
      const undocumented = live.filter(
        (b) => b.status === 'CREATED' && b.endDate < now && b.declineReason === null,
      );
      const methods = new Set(undocumented.map((b) => b.paymentMethod));
      for (const method of [
        'direct_reimbursement',
        'private_payment',
        'household_help_24',
        'workshop_social_welfare',
      ]) {
        expect(methods).toContain(method);
      }
      const household = undocumented.filter((b) => b.paymentMethod === 'household_help_24');
      expect(household.some((b) => b.firstBookingStatus !== null)).toBe(true);
      expect(household.some((b) => b.firstBookingStatus === null)).toBe(true);
    });
  });

  it('gives the independent a booking in every list-label state (spec 1 §4)', async () => {
    // Early in a month, when last month's bookings are invoiced, too.
    for (const now of [new Date(), new Date('2026-06-02T08:00:00Z')]) {
      await withDemo(now, async (tx, ids) => {
        const live = await liveBookings(tx, ids.anna);
        const statuses = new Set(live.map((b) => b.status));
        expect(statuses).toContain('INVOICED');
        expect(statuses).toContain('FULFILLED');
        expect(live.some((b) => b.status === 'CREATED' && b.endDate < now)).toBe(true);
        // Every label an independent can see, on a booking the diary shows.
        const actor = { kind: 'caregiver' as const, caregiverId: ids.anna, clientId: 'demo-test' };
        const shown = (await listBookings({ db: tx, actor })).filter(
          (view) => !isHiddenInBookingList(view, { isActive: view.contractIsActive }),
        );
        const labels = new Set(
          shown.flatMap((view) =>
            bookingListLabels(
              { ...view, endDate: view.endDate.toISOString() },
              { isEmployee: false },
              now,
            ),
          ),
        );
        expect([...labels].sort()).toEqual([
          'FIRST_BOOKING_CONFIRMED',
          'FIRST_BOOKING_DECLINED',
          'FIRST_BOOKING_UNCONFIRMED',
          'INVOICED',
          'UNDOCUMENTED',
        ]);
      });
    }
  });

  it('writes a real PNG for every demo proof, once (downloads of demo proofs work)', async () => {
    const storage = createLocalFileStorage(await mkdtemp(path.join(tmpdir(), 'careport-demo-')));
    await withDemo(new Date(), async (tx, ids) => {
      const first = await writeDemoProofFiles(tx, storage);
      expect(first.written).toBeGreaterThan(2);
      expect(await writeDemoProofFiles(tx, storage)).toEqual({ written: 0 });
      const proofs = (await liveBookings(tx, ids.jonas)).flatMap((b) =>
        [b.paperBookingProof, b.cgConfirmationProof].filter((key) => key !== null),
      );
      expect(proofs.length).toBeGreaterThan(2);
      for (const key of proofs) {
        const file = await storage.get(key);
        expect(file?.contentType).toBe('image/png');
        expect(decodeImageProof(file?.bytes.toString('base64') ?? '').extension).toBe('png');
      }
    });
  });

  it('stores a real PDF for every demo invoice, once, that downloads through the request token', async () => {
    const storage = createLocalFileStorage(await mkdtemp(path.join(tmpdir(), 'careport-demo-')));
    const now = new Date();
    await withDemo(now, async (tx, ids) => {
      const first = await writeDemoInvoiceFiles(tx, storage);
      expect(first.written).toBeGreaterThan(4);
      expect(await writeDemoInvoiceFiles(tx, storage)).toEqual({ written: 0 });
      const rows = await tx.select().from(invoices).where(eq(invoices.caregiverId, ids.anna));
      const shown = rows.filter((invoice) => !invoice.isAnonymized);
      expect(new Set(shown.map((invoice) => invoice.type))).toEqual(
        new Set(['CUSTOMER', 'COMMISSION', 'CUSTOMER_STORNO']),
      );
      const actor = { kind: 'caregiver' as const, caregiverId: ids.anna, clientId: 'demo-test' };
      for (const invoice of shown) {
        // The run's amounts: the lines' sum, and a storno the negative of its original.
        const lines = await tx
          .select()
          .from(invoiceLines)
          .where(eq(invoiceLines.invoiceId, invoice.id));
        expect(lines.length).toBeGreaterThan(0);
        expect(invoice.netInCents).toBe(lines.reduce((sum, line) => sum + line.amountInCents, 0));
        const original = rows.find((row) => row.id === invoice.originalInvoiceId);
        if (original) {
          expect(invoice.grossInCents).toBe(-(original.grossInCents ?? 0));
          expect(original.cancelledAt).not.toBeNull();
        } else {
          expect(invoice.grossInCents).toBeGreaterThan(0);
        }

        const { tokenId } = await requestInvoiceToken({
          db: tx,
          actor,
          now,
          invoiceId: invoice.id,
        });
        const { file, filename } = await downloadInvoice({ db: tx, storage, now, tokenId });
        expect(filename).toBe(`${invoice.invoiceNumber}.pdf`);
        expect(file.contentType).toBe('application/pdf');
        expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      }
      // A fresh storage directory gets the files again, under the keys already recorded.
      const fresh = createLocalFileStorage(await mkdtemp(path.join(tmpdir(), 'careport-demo-')));
      expect((await writeDemoInvoiceFiles(tx, fresh)).written).toBe(first.written);
    });
  });

  // Issue 10 "Demo data": each story the demo caregivers' customer area tells.
  it('tells every customer-area story: proposals open, expiring, accepted and countered; new, unconfirmed, unsure, passed, self-booked, contacted and ending contracts', async () => {
    const now = new Date();
    await withDemo(now, async (tx, ids) => {
      for (const caregiverId of [ids.anna, ids.jonas]) {
        const answers = await listProposalAnswers({
          db: tx,
          now,
          query: {
            caregiver_email: caregiverId === ids.anna ? DEMO_EMAILS.anna : DEMO_EMAILS.jonas,
          },
        });
        const states = answers.map((answer) => answer.state);
        expect(states).toContain('OPEN');
        // An accepted proposal waiting for the customer: not awarded, not expired.
        expect(states).toContain('ACCEPTED');
        expect(states).toContain('EXPIRED');

        const rows = await tx
          .select({ contract: contracts, receiver: careReceivers })
          .from(contracts)
          .innerJoin(careReceivers, eq(careReceivers.id, contracts.careReceiverId))
          .where(and(eq(contracts.caregiverId, caregiverId), eq(contracts.isActive, true)));
        const live = await liveBookings(tx, caregiverId);
        const firstOf = (contractId: string) =>
          live
            .filter((b) => b.contractId === contractId)
            .sort((a, b) => a.startDate.getTime() - b.startDate.getTime())[0];
        const stories = rows.map(({ contract, receiver }) => {
          const first = firstOf(contract.id);
          const count = live.filter((b) => b.contractId === contract.id).length;
          const choices = first
            ? confirmationChoices(
                {
                  confirmationStatus: contract.confirmationStatus as ContractConfirmationStatus,
                  firstBookingStatus: first.firstBookingStatus as FirstBookingStatus | null,
                  firstBooking: {
                    bookingId: first.id,
                    endDate: first.endDate.toISOString(),
                    status: first.status as BookingStatus,
                  },
                },
                count,
                { isEmployee: false },
                now,
              )
            : [];
          return {
            unconfirmed: first?.firstBookingStatus === 'CREATED' && first.startDate > now,
            unsure: first?.firstBookingConfirmationReason != null,
            awaitingConfirmationStatus: choices.length > 0,
            selfBooker: receiver.isSelfBooker,
            additionalContact: !receiver.isSelfBooker && contract.customerId !== null,
            ending:
              contract.cancelationScheduledFor !== null && contract.cancelationScheduledFor > now,
          };
        });
        const told = (story: keyof (typeof stories)[number]) => stories.some((s) => s[story]);
        expect(told('unconfirmed')).toBe(true);
        expect(told('awaitingConfirmationStatus')).toBe(true);
        expect(told('selfBooker')).toBe(true);
        expect(told('additionalContact')).toBe(true);
        if (caregiverId === ids.anna) {
          expect(told('unsure')).toBe(true);
          expect(told('ending')).toBe(true);
          expect(answers.some((answer) => answer.counter_proposal !== null)).toBe(true);
          expect(answers.some((answer) => answer.state === 'AWARDED')).toBe(true);
        }
      }
    });
  });
});
