// Issue 12 "Speed": the monthly invoice run over a generated month — time, invoices per second and
// peak memory (RSS, sampled every 50 ms), with the PDFs written to a local FileStorage one at a
// time. PGlite in memory, or PostgreSQL when DATABASE_URL is set (then a fresh database is needed:
// the run invoices every documented visit of the month it finds).
//
//   npm run bench:invoice                                   # small: 50 caregivers
//   BENCH_INVOICE_CAREGIVERS=10000 npm run bench:invoice    # issue 12: 10 000 caregivers
//
// Each caregiver has BENCH_INVOICE_CONTRACTS contracts (alternately insurer- and self-paid) with
// BENCH_INVOICE_VISITS documented visits each in January 2025. Runs through tsx because it calls
// the server's invoice run directly (packages/server/src), without HTTP in between.
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../packages/server/src/db/client.ts';
import { migrateDatabase } from '../packages/server/src/db/migrate.ts';
import { runInvoiceMonth } from '../packages/server/src/invoices/invoice-run.ts';
import { createLocalFileStorage } from '../packages/server/src/storage/local-file-storage.ts';
import { describeMachine, formatTable, printReport, round } from './lib/report.mjs';

const CAREGIVERS = Number(process.env.BENCH_INVOICE_CAREGIVERS ?? 50);
const CONTRACTS = Number(process.env.BENCH_INVOICE_CONTRACTS ?? 2);
const VISITS = Math.min(Number(process.env.BENCH_INVOICE_VISITS ?? 8), 28);
const MONTH = { year: 2025, month: 1 };

const database = await openDatabase(
  process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { inMemory: true },
);
const storageDir = await mkdtemp(path.join(os.tmpdir(), 'careport-bench-invoices-'));
try {
  await migrateDatabase(database);
  const execute = (statement) => database.db.execute(statement);
  const generationStart = performance.now();
  await execute(`INSERT INTO caregivers (first_name, last_name, email, street, postal_code, city, tax_no)
    SELECT 'Bench', 'Pflege ' || g, 'bench-invoice-' || g || '@careport.example', 'Teststraße 1',
      '10115', 'Berlin', '11/111/' || lpad(g::text, 5, '0')
    FROM generate_series(1, ${CAREGIVERS}) g`);
  await execute(`INSERT INTO care_receivers (first_name, last_name, street, postal_code, city)
    SELECT 'Erna', 'Kunde ' || lpad(g::text, 7, '0'), 'Weg 2', '10115', 'Berlin'
    FROM generate_series(1, ${CAREGIVERS * CONTRACTS}) g`);
  await execute(`INSERT INTO contracts (caregiver_id, care_receiver_id, payment_method,
      gross_customer_price_per_hour_in_cents, gross_caregiver_price_per_hour_in_cents, commission_rate)
    SELECT cg.id, cr.id,
      CASE WHEN cr.rn % 2 = 0 THEN 'direct_reimbursement' ELSE 'private_payment' END, 3690, 2952, 0.2
    FROM (SELECT id, row_number() OVER (ORDER BY last_name) AS rn FROM care_receivers
          WHERE first_name = 'Erna' AND last_name LIKE 'Kunde %') cr
    JOIN (SELECT id, row_number() OVER (ORDER BY email) AS rn FROM caregivers
          WHERE email LIKE 'bench-invoice-%') cg ON cg.rn = (cr.rn - 1) / ${CONTRACTS} + 1`);
  // One visit a day per contract, each contract of a caregiver two hours after the previous one.
  await execute(`INSERT INTO bookings (contract_id, caregiver_id, start_date, end_date, status,
      gross_price_per_hour_in_cents, payment_method)
    SELECT c.id, c.caregiver_id,
      timestamptz '2025-01-02 07:00+01' + b * interval '1 day' + c.k * interval '2 hours',
      timestamptz '2025-01-02 08:30+01' + b * interval '1 day' + c.k * interval '2 hours',
      'FULFILLED', 3690, c.payment_method
    FROM (SELECT id, caregiver_id, payment_method,
            row_number() OVER (PARTITION BY caregiver_id ORDER BY id) - 1 AS k FROM contracts) c
    CROSS JOIN generate_series(0, ${VISITS - 1}) b`);
  const generationSeconds = (performance.now() - generationStart) / 1000;

  let peakRss = process.memoryUsage().rss;
  const baselineRss = peakRss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 50);
  const start = performance.now();
  const result = await runInvoiceMonth({
    db: database.db,
    storage: createLocalFileStorage(storageDir),
    now: new Date(),
    month: MONTH,
  });
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);

  let files = 0;
  let bytes = 0;
  const walk = async (dir) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else {
        files += 1;
        bytes += (await stat(full)).size;
      }
    }
  };
  await walk(storageDir);

  const mb = (value) => round(value / 1024 / 1024, 1);
  printReport(
    `Invoice run (${database.kind}), ${CAREGIVERS} caregivers × ${CONTRACTS} contracts × ${VISITS} visits`,
    formatTable(
      ['measure', 'value'],
      [
        ['data generated in', `${round(generationSeconds, 1)} s`],
        ['contracts invoiced', String(result.contracts)],
        ['invoices', String(result.invoices_created)],
        ['PDFs stored', `${files} (${mb(bytes)} MB)`],
        ['run time', `${round(seconds, 1)} s`],
        ['invoices per second', String(round(result.invoices_created / seconds, 1))],
        ['RSS before / peak', `${mb(baselineRss)} MB / ${mb(peakRss)} MB`],
      ],
    ),
    describeMachine(),
  );
} finally {
  await database.close();
  await rm(storageDir, { recursive: true, force: true });
}
