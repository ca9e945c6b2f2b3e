// The generated data of bench/scale (issue 5 §2): caregivers with 3–5 contracts (one care receiver
// each) and about 500 bookings over two years, written with INSERT … SELECT generate_series after
// the server has migrated and seeded its definitions. Ids are md5 of a name (deterministic), so
// caregiver g has the same contracts and bookings at every scale: the sampled caregivers compare
// like with like. Every constraint stays in place (FKs, CHECKs, the overlap exclusion), and the
// tables are ordinary logged tables, so the load costs what a real one would.

import { createHash } from 'node:crypto';

/** Bookings per caregiver: on distinct days, so they never overlap (spec 1 §5). */
export const BOOKINGS_PER_CAREGIVER = 500;
/** The two years the bookings span: 18 months back, 6 months ahead of the run. */
const SPAN_DAYS = 730;
const PAST_DAYS = 547;
/** Bookings are written in this many slices of the two years, oldest first (progress, WAL). */
const SLICES = 10;

/** Contracts of caregiver g: 3, 4 or 5. @param {number} g */
export const contractsOf = (g) => 3 + (g % 3);

const uuid = (/** @type {string} */ name) => `md5(${name})::uuid`;
const caregiverId = uuid(`'scale-cg-' || g`);
const careReceiverId = uuid(`'scale-cr-' || g || '-' || j`);
const contractId = uuid(`'scale-ct-' || g || '-' || j`);
const bookingId = uuid(`'scale-bk-' || g || '-' || k`);

/**
 * Contract j of caregiver g, as the SQL above names it: PostgreSQL casts md5's 32 hex digits to a
 * uuid. @param {number} g @param {number} j
 */
export const scaleContractId = (g, j) =>
  createHash('md5')
    .update(`scale-ct-${g}-${j}`)
    .digest('hex')
    .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

/** The caregiver's login; lower-case, unique (caregivers_email_lower_unique). @param {number} g */
export const emailOf = (g) => `scale-${String(g).padStart(5, '0')}@careport.example`;

/**
 * The statements that write `caregivers` caregivers and everything under them. `$1` is the
 * password hash every caregiver shares (hashed once by the server's own argon2id).
 * @param {number} caregivers
 * @returns {Array<{ label: string, sql: string, params?: unknown[] }>}
 */
export function scaleDataStatements(caregivers) {
  const statements = [
    {
      label: 'caregivers',
      sql: `INSERT INTO caregivers (id, first_name, last_name, email, password_hash,
          application_completed, city, street, postal_code)
        SELECT ${caregiverId}, 'Scale', 'Caregiver ' || g,
          'scale-' || lpad(g::text, 5, '0') || '@careport.example', $1, true,
          'Berlin', 'Teststraße ' || (g % 200 + 1), '10' || lpad((g % 1000)::text, 3, '0')
        FROM generate_series(1, ${caregivers}) AS g`,
    },
    {
      label: 'care receivers',
      sql: `INSERT INTO care_receivers (id, first_name, last_name, gender, care_degree, street,
          house_number, postal_code, city, payment_method, latitude, longitude)
        SELECT ${careReceiverId}, 'Kunde ' || j, 'Scale ' || g,
          (ARRAY['FEMALE', 'MALE', 'DIVERSE'])[(g + j) % 3 + 1], ((g + j) % 5 + 1)::text,
          'Musterweg', (j * 3)::text, '10' || lpad(((g * 7 + j) % 1000)::text, 3, '0'), 'Berlin',
          'invoice', 52.45 + ((g * 13 + j) % 100) / 1000.0, 13.30 + ((g * 17 + j) % 100) / 1000.0
        FROM generate_series(1, ${caregivers}) AS g, generate_series(1, 3 + g % 3) AS j`,
    },
    {
      label: 'contracts',
      // The last contract of each caregiver has ended; the others are active.
      sql: `INSERT INTO contracts (id, caregiver_id, care_receiver_id, is_active, is_new_customer,
          payment_method, gross_customer_price_per_hour_in_cents,
          gross_caregiver_price_per_hour_in_cents, commission_rate, confirmation_status, ended_at)
        SELECT ${contractId}, ${caregiverId}, ${careReceiverId}, j < 3 + g % 3, false, 'invoice',
          3900, 3100, 0.2000, 'CONFIRMED',
          CASE WHEN j = 3 + g % 3 THEN now() - interval '30 days' END
        FROM generate_series(1, ${caregivers}) AS g, generate_series(1, 3 + g % 3) AS j`,
    },
  ];
  const perSlice = BOOKINGS_PER_CAREGIVER / SLICES;
  for (let slice = 0; slice < SLICES; slice += 1) {
    const fromK = slice * perSlice;
    const toK = fromK + perSlice - 1;
    statements.push({
      label: `bookings ${fromK + 1}–${toK + 1} of ${BOOKINGS_PER_CAREGIVER} per caregiver`,
      sql: bookingsSql(caregivers, fromK, toK),
    });
    statements.push({
      label: `booking services of the same`,
      sql: bookingServicesSql(caregivers, fromK, toK),
    });
  }
  // Without statistics of the rows just written the planner joins the months to the contracts
  // by scanning them for each (189 s instead of a few for 2 000 caregivers).
  statements.push({
    label: 'statistics for the invoices',
    sql: 'ANALYZE bookings, contracts, care_receivers, caregivers',
  });
  statements.push({ label: 'invoices of the invoiced months', sql: INVOICES_SQL });
  return statements;
}

/**
 * Issue 43: the commission invoice the monthly run made for each contract and month of the
 * generated caregivers' INVOICED bookings (the demo's have theirs) (~16 months × 3–5 contracts: ~64 a caregiver), so `invoices` reads a list of the
 * size a caregiver's two years hold among all caregivers' invoices. The list reads no amounts,
 * lines or files, so the rows carry none.
 */
const INVOICES_SQL = `WITH months AS (
    SELECT contract_id, date_trunc('month', start_date AT TIME ZONE 'Europe/Berlin')::date AS first_day
    FROM bookings
    JOIN caregivers ON caregivers.id = bookings.caregiver_id
      AND caregivers.email LIKE 'scale-%@careport.example'
    WHERE status = 'INVOICED' AND cancelled_at IS NULL AND deleted_at IS NULL
    GROUP BY 1, 2
  )
  INSERT INTO invoices (invoice_number, type, invoicing_period_from, invoicing_period_to,
    creation_date, contract_id, caregiver_id, care_receiver_id, care_receiver_first_name,
    care_receiver_last_name, filename, payer)
  SELECT 'SCALE-' || lpad((row_number() OVER (ORDER BY months.first_day, months.contract_id))::text,
      9, '0'), 'COMMISSION', months.first_day,
    (months.first_day + interval '1 month' - interval '1 day')::date,
    (months.first_day + interval '1 month' + interval '1 day')::date,
    contracts.id, contracts.caregiver_id, care_receivers.id, care_receivers.first_name,
    care_receivers.last_name, 'scale-invoice.pdf', 'CUSTOMER'
  FROM months
  JOIN contracts ON contracts.id = months.contract_id
  JOIN care_receivers ON care_receivers.id = contracts.care_receiver_id
  ORDER BY months.first_day, months.contract_id`;

/**
 * Booking k of caregiver g lies on day floor(k · 730 / 500) of the span (distinct days), from 7 to
 * 12 o'clock, one to four hours long; its contract is j = k mod contracts + 1, so each contract's
 * first booking is one of the first k. Rows are ordered by start, all caregivers interleaved, as a
 * real diary fills up over time: a caregiver's bookings are spread over the whole table.
 * Of every 50: 2–3 cancelled by the customer and 1 deleted (neither is listed; spec 1 §4).
 * @param {number} caregivers @param {number} fromK @param {number} toK
 */
function bookingsSql(caregivers, fromK, toK) {
  return `WITH slot AS (
      SELECT g, k, 3 + g % 3 AS contracts, (k % (3 + g % 3)) + 1 AS j,
        date_trunc('day', now()) - interval '${PAST_DAYS} days'
          + make_interval(days => (k * ${SPAN_DAYS}) / ${BOOKINGS_PER_CAREGIVER},
            hours => 7 + (g + k) % 6) AS start_at,
        make_interval(hours => 1 + (g * 7 + k) % 4) AS length
      FROM generate_series(1, ${caregivers}) AS g, generate_series(${fromK}, ${toK}) AS k
    ), dated AS (
      SELECT slot.*, start_at + length AS end_at,
        CASE
          WHEN start_at + length > now() THEN CASE WHEN k % 2 = 0 THEN 'CONFIRMED' ELSE 'CREATED' END
          WHEN start_at < now() - interval '60 days' THEN 'INVOICED'
          ELSE 'FULFILLED'
        END AS status,
        k % 20 = 7 AS is_cancelled, k % 50 = 13 AS is_deleted
      FROM slot
    )
    INSERT INTO bookings (id, contract_id, caregiver_id, start_date, end_date, status,
      first_booking_status, payment_method, survey_status, gross_price_per_hour_in_cents,
      cg_confirmation_proof, cancellation_type, cancellation_reason, cancelled_at, deleted_at,
      fulfilled_at, created_at, updated_at)
    SELECT ${bookingId}, ${contractId}, ${caregiverId}, start_at, end_at, status,
      CASE WHEN k < contracts THEN 'CONFIRMED' END, 'invoice',
      CASE WHEN status IN ('FULFILLED', 'INVOICED') THEN 'true' END, 3900,
      CASE WHEN status IN ('FULFILLED', 'INVOICED') THEN 'scale/cg-confirmation.jpg' END,
      CASE WHEN is_cancelled THEN 'customer' END,
      CASE WHEN is_cancelled THEN (SELECT key FROM definitions
        WHERE kind = 'customer_cancelled_booking' ORDER BY sort_order, key LIMIT 1) END,
      CASE WHEN is_cancelled THEN start_at - interval '2 days' END,
      CASE WHEN is_deleted THEN start_at - interval '1 day' END,
      CASE WHEN status IN ('FULFILLED', 'INVOICED') THEN end_at END,
      start_at - interval '14 days', start_at - interval '14 days'
    FROM dated
    ORDER BY start_at, g`;
}

/**
 * One main service per booking, a second on every third: the catalogue's services in turn (the
 * catalogue has more than one, so the two differ).
 * @param {number} caregivers @param {number} fromK @param {number} toK
 */
function bookingServicesSql(caregivers, fromK, toK) {
  return `WITH catalogue AS (
      SELECT array_agg(id ORDER BY sort_order, service_id) AS ids FROM main_services
    )
    INSERT INTO booking_services (booking_id, main_service_id)
    SELECT ${bookingId}, ids[(k + n) % cardinality(ids) + 1]
    FROM catalogue, generate_series(1, ${caregivers}) AS g, generate_series(${fromK}, ${toK}) AS k,
      generate_series(0, CASE WHEN k % 3 = 0 THEN 1 ELSE 0 END) AS n`;
}
