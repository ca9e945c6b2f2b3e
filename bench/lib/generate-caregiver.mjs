// Issue 5 §1: the bench's caregiver, with about 1 000 bookings over two years, 30 contracts,
// (issue 10) 10 open proposals and (issue 12) those years' invoices and service documentation,
// written in one SQL transaction (generate_series) straight into the database the server will
// open: PGlite in DATA_DIR (the server must not be running: PGlite locks its directory) or
// PostgreSQL at DATABASE_URL. The schema and the demo seed must be there already (start the server
// once). Idempotent: a caregiver already generated is reused. Takes about a second.
import path from 'node:path';

export const BENCH_CAREGIVER_EMAIL = 'bench-caregiver@careport.example';
/** The demo password: the bench copies the demo caregiver's argon2 hash instead of hashing again. */
export const BENCH_CAREGIVER_PASSWORD = 'careport';
/** BENCH_API_BOOKINGS: a longer history at the same pace (5 000: ten years, issue 43). */
export const BENCH_BOOKINGS = Number(process.env.BENCH_API_BOOKINGS ?? 1000);
export const BENCH_CONTRACTS = 30;
export const BENCH_PROPOSALS = 10;

// Bookings i = 0…999 every 0.73 days (two years; more bookings, more years), the last 70 days
// ahead: at most two on one day, 4 h
// apart, 2 h long, so the overlap constraint holds. Past ones are documented (FULFILLED, older
// ones INVOICED) with two main services each; future ones CREATED. Each contract's earliest
// booking carries a confirmed first-booking status.
const GENERATE_SQL = `
WITH cg AS (
  INSERT INTO caregivers (first_name, last_name, email, password_hash, application_completed,
    street, postal_code, city, commission_rate)
  SELECT 'Bench', 'Caregiver', $1, password_hash, true, 'Kastanienallee 1', '10435', 'Berlin', 0.2
  FROM caregivers WHERE email = 'anna@careport.example'
  RETURNING id
), receivers AS (
  INSERT INTO care_receivers (first_name, last_name, gender, date_of_birth, care_degree, street,
    postal_code, city, payment_method, latitude, longitude)
  SELECT 'Kundin' || n, 'Bench-' || lpad(n::text, 2, '0'), 'FEMALE', DATE '1940-01-01' + n * 100,
    '2', 'Bergmannstraße ' || n, '10961', 'Berlin', 'direct_reimbursement',
    52.49 + n * 0.001, 13.39 + n * 0.001
  FROM generate_series(1, $3::int) AS n
  RETURNING id, last_name
), numbered AS (
  SELECT id, (row_number() OVER (ORDER BY last_name))::int - 1 AS k FROM receivers
), contract_rows AS (
  INSERT INTO contracts (caregiver_id, care_receiver_id, payment_method, is_active,
    is_new_customer, confirmation_status, gross_customer_price_per_hour_in_cents,
    gross_caregiver_price_per_hour_in_cents, commission_rate)
  SELECT cg.id, numbered.id, 'direct_reimbursement', numbered.k % 6 <> 5, false, 'CONFIRMED',
    3500 + numbered.k * 10, 2800, 0.2
  FROM cg, numbered
  RETURNING id, care_receiver_id
), contract_keys AS (
  SELECT contract_rows.id, numbered.k FROM contract_rows JOIN numbered
    ON numbered.id = contract_rows.care_receiver_id
), slots AS (
  SELECT i,
    date_trunc('day', now()) + ((i * 73 / 100) - ($2::int * 73 / 100 - 70)) * INTERVAL '1 day'
      + (8 + (i % 3) * 4) * INTERVAL '1 hour' AS starts
  FROM generate_series(0, $2::int - 1) AS i
), booking_rows AS (
  INSERT INTO bookings (contract_id, caregiver_id, start_date, end_date, status,
    first_booking_status, payment_method, survey_status, gross_price_per_hour_in_cents, fulfilled_at)
  SELECT contract_keys.id, cg.id, slots.starts, slots.starts + INTERVAL '2 hours',
    CASE WHEN slots.starts > now() THEN 'CREATED'
      WHEN slots.starts < now() - INTERVAL '60 days' THEN 'INVOICED' ELSE 'FULFILLED' END,
    CASE WHEN slots.i < $3::int THEN 'CONFIRMED' END,
    'direct_reimbursement',
    CASE WHEN slots.starts < now() THEN 'true' END,
    3500,
    CASE WHEN slots.starts < now() THEN slots.starts + INTERVAL '2 hours' END
  FROM slots JOIN contract_keys ON contract_keys.k = slots.i % $3::int, cg
  RETURNING id, status
)
INSERT INTO booking_services (booking_id, main_service_id)
SELECT booking_rows.id, services.id
FROM booking_rows, (SELECT id FROM main_services ORDER BY sort_order LIMIT 2) AS services
WHERE booking_rows.status <> 'CREATED'`;

// Issue 10: open proposals (expiring over the next days) of service requests with two
// sub-services each, and a service request with an additional contact behind every contract, so
// the proposal list and the customer detail read what the app reads.
const PROPOSALS_SQL = `
WITH cg AS (SELECT id FROM caregivers WHERE email = $1),
receivers AS (
  INSERT INTO care_receivers (first_name, last_name, gender, date_of_birth, care_degree, street,
    postal_code, city)
  SELECT 'Anfrage' || n, 'Bench-P' || lpad(n::text, 2, '0'), 'MALE', DATE '1945-01-01' + n * 50,
    '3', 'Sonnenallee ' || n, '12045', 'Berlin'
  FROM generate_series(1, $2::int) AS n
  RETURNING id
), requests AS (
  INSERT INTO service_requests (care_receiver_id, description, schedule_date, duration_in_minutes,
    frequency, booking_type, gross_price_per_hour_in_cents, payment_method)
  SELECT id, 'Begleitung zu Terminen und Einkäufe', current_date + 7, 120, 'ONCE_PER_WEEK',
    'RECURRING', 3500, 'direct_reimbursement'
  FROM receivers
  RETURNING id
), request_services AS (
  INSERT INTO service_request_sub_services (service_request_id, sub_service_id)
  SELECT requests.id, services.sub_service_id
  FROM requests, (SELECT sub_service_id FROM sub_services ORDER BY sort_order LIMIT 2) AS services
)
INSERT INTO proposals (service_request_id, caregiver_id, expires_at)
SELECT requests.id, cg.id, now() + (row_number() OVER ()) * INTERVAL '1 day'
FROM requests, cg`;

const CONTRACT_REQUESTS_SQL = `
WITH cg AS (SELECT id FROM caregivers WHERE email = $1),
own AS (
  SELECT contracts.id, contracts.care_receiver_id FROM contracts JOIN cg ON cg.id = contracts.caregiver_id
), people AS (
  INSERT INTO customers (first_name, last_name, email, phone_number)
  SELECT 'Angehörige', 'Bench', 'angehoerige-' || own.id || '@careport.example', '+49 30 1234567'
  FROM own
  RETURNING id, email
), requests AS (
  INSERT INTO service_requests (care_receiver_id, customer_id, description, schedule_date,
    duration_in_minutes, frequency, booking_type, gross_price_per_hour_in_cents, payment_method)
  SELECT own.care_receiver_id, people.id, 'Hilfe im Haushalt und Spaziergänge', current_date,
    120, 'TWO_THREE_TIMES_PER_WEEK', 'RECURRING', 3500, 'direct_reimbursement'
  FROM own JOIN people ON people.email = 'angehoerige-' || own.id || '@careport.example'
  RETURNING id, care_receiver_id, customer_id
), request_services AS (
  INSERT INTO service_request_sub_services (service_request_id, sub_service_id)
  SELECT requests.id, services.sub_service_id
  FROM requests, (SELECT sub_service_id FROM sub_services ORDER BY sort_order LIMIT 2) AS services
)
UPDATE contracts SET service_request_id = requests.id, customer_id = requests.customer_id
FROM requests WHERE contracts.care_receiver_id = requests.care_receiver_id`;

// Issue 12: the invoices the monthly run made for the INVOICED months (a CUSTOMER invoice to the
// insurer, as every contract pays by direct reimbursement, and a COMMISSION invoice per contract
// and month), and a service documentation with a period per month since the first booking for
// every contract. The list reads no amounts or lines, so the invoices carry none (and no PDF: a
// run would not try to make one for an invoice without amounts).
const INVOICES_SQL = `
WITH cg AS (SELECT id FROM caregivers WHERE email = $1),
months AS (
  SELECT bookings.contract_id,
    date_trunc('month', bookings.start_date AT TIME ZONE 'Europe/Berlin')::date AS first_day
  FROM bookings JOIN cg ON cg.id = bookings.caregiver_id
  WHERE bookings.status = 'INVOICED'
  GROUP BY 1, 2
), numbered AS (
  SELECT months.contract_id, months.first_day, kind.type,
    'BENCH-' || extract(year FROM months.first_day) || '-'
      || lpad((row_number() OVER (ORDER BY months.first_day, months.contract_id, kind.type))::text,
        5, '0') AS invoice_number
  FROM months, (VALUES ('COMMISSION'), ('CUSTOMER')) AS kind(type)
)
INSERT INTO invoices (invoice_number, type, invoicing_period_from, invoicing_period_to,
  creation_date, contract_id, customer_id, caregiver_id, care_receiver_id,
  care_receiver_first_name, care_receiver_last_name, filename, payer)
SELECT numbered.invoice_number, numbered.type, numbered.first_day,
  (numbered.first_day + INTERVAL '1 month' - INTERVAL '1 day')::date,
  (numbered.first_day + INTERVAL '1 month' + INTERVAL '1 day')::date,
  contracts.id, CASE WHEN numbered.type = 'CUSTOMER' THEN contracts.customer_id END, cg.id,
  care_receivers.id, care_receivers.first_name, care_receivers.last_name,
  numbered.invoice_number || '.pdf', CASE WHEN numbered.type = 'CUSTOMER' THEN 'INSURER' ELSE 'CUSTOMER' END
FROM numbered
JOIN contracts ON contracts.id = numbered.contract_id
JOIN care_receivers ON care_receivers.id = contracts.care_receiver_id, cg`;

const SERVICE_DOCUMENTATION_SQL = `
WITH cg AS (SELECT id FROM caregivers WHERE email = $1),
documentations AS (
  INSERT INTO service_documentations (contract_id, caregiver_id)
  SELECT contracts.id, cg.id FROM contracts JOIN cg ON cg.id = contracts.caregiver_id
  RETURNING id, contract_id, caregiver_id
), months AS (
  SELECT documentations.id, documentations.caregiver_id,
    generate_series(date_trunc('month', min(bookings.start_date AT TIME ZONE 'Europe/Berlin')),
      date_trunc('month', now() AT TIME ZONE 'Europe/Berlin'), INTERVAL '1 month') AS first_day
  FROM documentations JOIN bookings ON bookings.contract_id = documentations.contract_id
  GROUP BY documentations.id, documentations.caregiver_id
)
INSERT INTO service_documentation_periods (service_documentation_id, caregiver_id, year, month,
  overdue_at)
SELECT id, caregiver_id, extract(year FROM first_day), extract(month FROM first_day),
  CASE WHEN first_day < date_trunc('month', now() AT TIME ZONE 'Europe/Berlin') THEN now() END
FROM months`;

/**
 * @param {{ query: (sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }> }} client
 */
async function generate(client) {
  const existing = await client.query('SELECT id FROM caregivers WHERE email = $1', [
    BENCH_CAREGIVER_EMAIL,
  ]);
  if (existing.rows.length > 0) return { generated: false };
  await client.query('BEGIN');
  try {
    await client.query(GENERATE_SQL, [BENCH_CAREGIVER_EMAIL, BENCH_BOOKINGS, BENCH_CONTRACTS]);
    await client.query(PROPOSALS_SQL, [BENCH_CAREGIVER_EMAIL, BENCH_PROPOSALS]);
    await client.query(CONTRACT_REQUESTS_SQL, [BENCH_CAREGIVER_EMAIL]);
    await client.query(INVOICES_SQL, [BENCH_CAREGIVER_EMAIL]);
    await client.query(SERVICE_DOCUMENTATION_SQL, [BENCH_CAREGIVER_EMAIL]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
  return { generated: true };
}

/**
 * Writes the bench caregiver into PGlite at `<dataDir>/pgdata` or PostgreSQL at `databaseUrl`.
 * @param {{ dataDir: string, databaseUrl?: string | undefined }} options
 */
export async function generateBenchCaregiver({ dataDir, databaseUrl }) {
  const startedAt = performance.now();
  let result;
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      result = await generate(client);
    } finally {
      await client.end();
    }
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
    const pglite = await PGlite.create({
      dataDir: path.join(dataDir, 'pgdata'),
      extensions: { btree_gist },
    });
    try {
      result = await generate(pglite);
    } finally {
      await pglite.close();
    }
  }
  return { ...result, seconds: (performance.now() - startedAt) / 1000 };
}
