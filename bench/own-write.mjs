// Issue 43, record 0125: the diary read that follows a caregiver's own write. A caregiver moves an
// appointment (or documents a visit) and the app reads the diary again at once; before the
// cached diary took the changed rows in, that read loaded the whole two-year diary. One caregiver
// (the generated 1 000-booking one), one request at a time as a phone makes them: per round a
// move of one future booking, then the REST diary, then the GraphQL diary, then both again
// unchanged (the cached answer, for comparison). Latencies from the client, with brotli as the
// app asks. PGlite by default, DATABASE_URL for PostgreSQL; BENCH_SERVER_MAIN for another build;
// BENCH_OWN_WRITE_ROUNDS (default 200). Never fails on timing.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  BENCH_CAREGIVER_EMAIL,
  BENCH_CAREGIVER_PASSWORD,
  generateBenchCaregiver,
} from './lib/generate-caregiver.mjs';
import { passwordGrant } from './lib/password-grant.mjs';
import { describeMachine, formatTable, printReport, round } from './lib/report.mjs';
import { startServer } from './lib/server.mjs';

const ROUNDS = Number(process.env.BENCH_OWN_WRITE_ROUNDS ?? 200);
const DIARY_QUERY = `query DiaryBookings { allBookings { bookingId contractId startDate endDate
  status isFirstBooking firstBookingStatus surveyStatus hasCgConfirmationProof contractIsActive
  careReceiver { firstName lastName } } }`;
const HOUR_MS = 3_600_000;

/**
 * The request's milliseconds until its whole body arrived, and its status.
 * @param {string} url @param {RequestInit} init
 */
async function timed(url, init) {
  const started = performance.now();
  const response = await fetch(url, init);
  const body = await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status, bytes: body.byteLength };
}

/** @param {number[]} values @param {number} share */
function quantile(values, share) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;
}

export async function runOwnWriteBench() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'careport-bench-own-write-'));
  const databaseUrl = process.env.DATABASE_URL;
  const serverOptions = {
    dataDir,
    env: {
      ACCESS_TOKEN_TTL_SECONDS: '86400',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  };
  // As bench:api: a first start migrates and seeds, the caregiver is written while no server
  // holds the database, then the measured server starts on it.
  await (await startServer(serverOptions)).stop();
  await generateBenchCaregiver({ dataDir, databaseUrl });
  const server = await startServer(serverOptions);
  /** @type {Record<string, number[]>} */
  const samples = {
    move: [],
    restAfter: [],
    graphqlAfter: [],
    restUnchanged: [],
    graphqlUnchanged: [],
  };
  let failures = 0;
  let diaryBytes = 0;
  try {
    const token = await passwordGrant(server.url, BENCH_CAREGIVER_EMAIL, BENCH_CAREGIVER_PASSWORD);
    const bearer = { authorization: `Bearer ${token}`, 'accept-encoding': 'br' };
    const rest = () => timed(`${server.url}/caregiver-app/booking`, { headers: bearer });
    const graphql = () =>
      timed(`${server.url}/graphql`, {
        method: 'POST',
        headers: { ...bearer, 'content-type': 'application/json' },
        body: JSON.stringify({ query: DIARY_QUERY }),
      });
    // A future booking of the caregiver, moved by an hour and back in turn (its day stays free).
    const list = await fetch(`${server.url}/caregiver-app/booking`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const bookings =
      /** @type {{ data: { booking_id: string, start_date: string,
       *   end_date: string, contract_is_active: boolean, is_first_booking: boolean }[] }} */ (
        await list.json()
      ).data;
    diaryBytes = Buffer.byteLength(JSON.stringify(bookings));
    const future = bookings.find(
      (booking) =>
        new Date(booking.start_date).getTime() > Date.now() + 7 * 24 * HOUR_MS &&
        booking.contract_is_active &&
        !booking.is_first_booking,
    );
    if (!future) throw new Error('the generated caregiver has no booking a week ahead');
    const start = new Date(future.start_date).getTime();
    const end = new Date(future.end_date).getTime();
    await rest();
    await graphql();
    for (let round_ = 0; round_ < ROUNDS; round_ += 1) {
      const shift = round_ % 2 === 0 ? HOUR_MS : 0;
      const move = await timed(`${server.url}/caregiver-app/booking/${future.booking_id}`, {
        method: 'POST',
        headers: { ...bearer, 'content-type': 'application/json' },
        body: JSON.stringify({
          start_date: new Date(start + shift).toISOString(),
          end_date: new Date(end + shift).toISOString(),
        }),
      });
      const answers = {
        move,
        restAfter: await rest(),
        graphqlAfter: await graphql(),
        restUnchanged: await rest(),
        graphqlUnchanged: await graphql(),
      };
      for (const [name, answer] of Object.entries(answers)) {
        if (answer.status !== 200) failures += 1;
        samples[name]?.push(answer.ms);
      }
    }
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  const names = {
    move: 'POST /booking/{id} (move, the write)',
    restAfter: 'GET /booking right after it',
    graphqlAfter: 'graphql allBookings right after it',
    restUnchanged: 'GET /booking again (unchanged)',
    graphqlUnchanged: 'graphql allBookings again (unchanged)',
  };
  const rows = Object.entries(samples).map(([name, values]) => ({
    call: names[/** @type {keyof typeof names} */ (name)],
    n: values.length,
    p50Ms: round(quantile(values, 0.5), 1),
    p99Ms: round(quantile(values, 0.99), 1),
    maxMs: round(Math.max(...values), 1),
  }));
  const table = formatTable(
    ['call', 'n', 'p50 ms', 'p99 ms', 'max ms'],
    rows.map((row) => [row.call, row.n, row.p50Ms, row.p99Ms, row.maxMs]),
  );
  const summary = {
    benchmark: 'own-write',
    machine: { ...describeMachine(), loadAverage: os.loadavg().map((value) => round(value, 2)) },
    database: databaseUrl ? 'PostgreSQL' : 'PGlite',
    server: process.env.BENCH_SERVER_MAIN ?? 'packages/server/dist/main.js',
    rounds: ROUNDS,
    diaryJsonBytes: diaryBytes,
    failures,
    rows,
  };
  printReport(`the diary after the caregiver's own write (${summary.database})`, table, summary);
  return summary;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runOwnWriteBench();
