// Issue 5 §2, data scale on PostgreSQL: the diary and contract calls (issue 10: and one contract's
// detail) at 1× (1 000 caregivers,
// ~500 000 bookings) and 10× (10 000 caregivers, ~5 million bookings), p99 ratio 10×/1× against
// the target 1.3, with the data size and the generation time. One database per scale, generated
// with INSERT … SELECT generate_series after the built server migrated and seeded it; then one
// server per scale, measured in rounds that alternate the scales (and their order) so a busy moment
// of the shared machine does not land on one scale only. Loopback addresses only; never fails on timing.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { dashboardBookingsPage, dashboardStatsWindow } from '@careport/domain';
import { dashboardQuery, INVOICES_QUERY } from './lib/api-later-reads.mjs';
import { passwordGrant } from './lib/password-grant.mjs';
import { describeMachine, printReport, round } from './lib/report.mjs';
import {
  emailOf,
  BOOKINGS_PER_CAREGIVER,
  contractsOf,
  scaleContractId,
} from './lib/scale-data.mjs';
import {
  countScaleCaregivers,
  databaseUrl,
  dropDatabase,
  loadScaleData,
  measureSize,
  probeAdmin,
  recreateDatabase,
} from './lib/scale-database.mjs';
import { formatResultTable, formatScaleTable, summariseRuns } from './lib/scale-report.mjs';
import { ROOT, startServer } from './lib/server.mjs';

const BASE_CAREGIVERS = Number(process.env.BENCH_SCALE_CAREGIVERS ?? 1000);
const FACTORS = (process.env.BENCH_SCALE_FACTORS ?? '1,10').split(',').map(Number);
/** 1 connection: each request's own latency; 10: the same under queueing (issue 5 §2). */
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,10').split(',').map(Number);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Keep the databases afterwards (to EXPLAIN by hand); reuse them when already generated. */
const IS_KEEPING = process.env.BENCH_SCALE_KEEP === '1';
const IS_REUSING = process.env.BENCH_SCALE_REUSE === '1';
const TARGET_RATIO = 1.3;
const PASSWORD = 'careport-scale';
/**
 * The sampled caregivers: present at every scale with the same data (ids and rows derive from the
 * number), each with 4 contracts and 500 bookings, of which 466 are live (the typical shape).
 */
const SAMPLED = [250, 499, 751].filter((g) => g <= BASE_CAREGIVERS);
/**
 * Issue 43: the calendar feed answers one link 60 times in 15 minutes (CALENDAR_FEED_LIMIT), so
 * its runs take the links of this many caregivers in turn (every second one of the base scale,
 * present with the same data at every scale): each link is fetched well under its limit.
 */
const FEED_CAREGIVERS = Math.min(
  Number(process.env.BENCH_SCALE_FEEDS ?? 500),
  Math.floor(BASE_CAREGIVERS / 2),
);
const DIARY_QUERY = `query DiaryBookings { allBookings { bookingId contractId startDate endDate
  status isFirstBooking firstBookingStatus surveyStatus hasCgConfirmationProof contractIsActive
  careReceiver { firstName lastName } } }`;

/**
 * `pathFor`: a path per sampled caregiver (their own contract), in place of `path`. `feeds`: the
 * calendar links of FEED_CAREGIVERS in turn, no bearer.
 * @typedef {{ name: string, method: 'GET' | 'POST', path: string, body?: string,
 *   pathFor?: (g: number) => string, feeds?: boolean }} Call
 */

/** Issue 11: the dashboard's statistics in one request (default window: 4 months back to now). */
const STATS_QUERY = `query Stats { caregiverStats { customerSatisfactionScore
  monthlyDocumentedDurationInMinutes monthlyDocumentedGrossEarningsInCents averageMinutesToFirstCall
  previousAverageMinutesToFirstCall proposalResponseRate previousProposalResponseRate } }`;

/** @type {Call[]} */
const ALL_CALLS = [
  { name: 'GET /caregiver-app/booking', method: 'GET', path: '/caregiver-app/booking' },
  {
    name: 'POST /graphql allBookings',
    method: 'POST',
    path: '/graphql',
    body: JSON.stringify({ query: DIARY_QUERY }),
  },
  {
    name: 'GET /caregiver-app/contract-aggregate',
    method: 'GET',
    path: '/caregiver-app/contract-aggregate',
  },
  // Issue 10: the customer detail, the caregiver's first (active) contract.
  {
    name: 'GET /caregiver-app/contract-aggregate/{id}',
    method: 'GET',
    path: '/caregiver-app/contract-aggregate/{id}',
    pathFor: (g) => `/caregiver-app/contract-aggregate/${scaleContractId(g, 1)}`,
  },
  // Issue 11: the dashboard's statistics in one request.
  {
    name: 'POST /graphql caregiverStats',
    method: 'POST',
    path: '/graphql',
    body: JSON.stringify({ query: STATS_QUERY }),
  },
  // Issue 43: the dashboard as the app asks for it (statistics and the bookings from today on),
  // the invoice list and the calendar feed.
  {
    name: 'POST /graphql Dashboard',
    method: 'POST',
    path: '/graphql',
    body: dashboardBody(new Date()),
  },
  {
    name: 'POST /graphql invoices',
    method: 'POST',
    path: '/graphql',
    body: JSON.stringify({ query: INVOICES_QUERY }),
  },
  { name: 'GET /calendar/{secret}.ics', method: 'GET', path: '/calendar', feeds: true },
];
/** `BENCH_SCALE_CALLS=contract` measures only the calls whose name contains a listed word. */
const CALLS = ALL_CALLS.filter((call) =>
  (process.env.BENCH_SCALE_CALLS ?? '').split(',').some((word) => call.name.includes(word.trim())),
);

const log = (/** @type {string} */ line) => console.error(line);

/** The app's dashboard request at `now` (web: dashboard screen, domain dashboard windows). */
function dashboardBody(/** @type {Date} */ now) {
  const { startDate, splitDate } = dashboardStatsWindow(now);
  return JSON.stringify({
    query: dashboardQuery(true),
    variables: {
      startDate: startDate.toISOString(),
      splitDate: splitDate.toISOString(),
      ...dashboardBookingsPage(now),
    },
  });
}

/** The caregiver's calendar link, made as the account card makes it. @param {string} baseUrl */
async function calendarPath(baseUrl, /** @type {string} */ token) {
  const response = await fetch(`${baseUrl}/caregiver-app/calendar-feed`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  const json = /** @type {{ data?: { url?: string } }} */ (await response.json());
  if (!response.ok || !json.data?.url) {
    throw new Error(`calendar feed: ${response.status} ${JSON.stringify(json)}`);
  }
  return new URL(json.data.url).pathname;
}
const scaleName = (/** @type {number} */ factor) => `careport_scale_${factor}x`;

/** The server's own argon2id (DESIGN Auth), once: every generated caregiver shares the hash. */
async function hashOnce() {
  const module = /** @type {{ hashPassword: (plain: string) => Promise<string> }} */ (
    await import(pathToFileURL(path.join(ROOT, 'packages/server/dist/auth/password.js')).href)
  );
  return module.hashPassword(PASSWORD);
}

/**
 * Creates, migrates (the built server, once) and fills the database of one scale, unless it is
 * reused. @param {number} factor @param {string} passwordHash @param {string} dataDir
 */
async function prepareScale(factor, passwordHash, dataDir) {
  const name = scaleName(factor);
  const caregivers = BASE_CAREGIVERS * factor;
  if (IS_REUSING && (await countScaleCaregivers(name)) === caregivers) {
    log(`${name}: reusing the generated data (${caregivers} caregivers)`);
    return { name, caregivers, reused: true };
  }
  const started = performance.now();
  await recreateDatabase(name);
  // The server migrates and seeds definitions and the demo on start (main.ts): start it once.
  const server = await startServer({ dataDir, env: { DATABASE_URL: databaseUrl(name) } });
  await server.stop();
  const migrateSeconds = (performance.now() - started) / 1000;
  log(`${name}: migrated and seeded by the server in ${round(migrateSeconds, 1)} s; loading…`);
  const load = await loadScaleData({ name, caregivers, passwordHash, log });
  return {
    name,
    caregivers,
    reused: false,
    migrateSeconds: round(migrateSeconds, 1),
    ...load,
    totalSeconds: round((performance.now() - started) / 1000, 1),
  };
}

/**
 * User + system CPU of a process in ms, from /proc (Linux; 0 elsewhere). Clock ticks are 100/s
 * on Linux for every architecture Node supports.
 * @param {number | undefined} pid
 */
function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** The call's path for the sampled caregiver at `index` (tokens are in SAMPLED's order). */
const pathOf = (/** @type {Call} */ call, /** @type {number} */ index) =>
  call.pathFor ? call.pathFor(SAMPLED[index] ?? 0) : call.path;

/**
 * One autocannon run; each connection takes the sampled caregivers (or the feeds) in turn.
 * @param {{ url: string, call: Call, tokens: string[], feedPaths: string[], connections: number,
 *   seconds: number }} run
 */
async function load({ url, call, tokens, feedPaths, connections, seconds }) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 30,
    requests: call.feeds
      ? feedPaths.map((feedPath) => ({ method: call.method, path: feedPath }))
      : tokens.map((token, index) => ({
          method: call.method,
          path: pathOf(call, index),
          headers: {
            authorization: `Bearer ${token}`,
            ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(call.body === undefined ? {} : { body: call.body }),
        })),
  });
  return {
    requestsPerSecond: round(result.requests.average, 1),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  };
}

/**
 * One request per call and caregiver, to check the answers match across scales (same data).
 * @param {string} url @param {string} token @param {Call} call @param {string} feedPath
 */
async function answerSize(url, token, call, feedPath) {
  if (call.feeds) {
    const response = await fetch(`${url}${feedPath}`);
    const text = await response.text();
    if (!response.ok) throw new Error(`${call.name}: ${response.status} ${text.slice(0, 300)}`);
    return { bytes: Buffer.byteLength(text), items: text.split('BEGIN:VEVENT').length - 1 };
  }
  const response = await fetch(`${url}${pathOf(call, 0)}`, {
    method: call.method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(call.body === undefined ? {} : { body: call.body }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${call.name}: ${response.status} ${text.slice(0, 300)}`);
  const json = /** @type {{ data?: unknown }} */ (JSON.parse(text));
  const data =
    /** @type {{ allBookings?: unknown[], invoices?: unknown[] } | unknown[] | undefined} */ (
      json.data
    );
  const items = Array.isArray(data)
    ? data.length
    : (data?.allBookings?.length ?? data?.invoices?.length ?? 0);
  return { bytes: Buffer.byteLength(text), items };
}

export async function runScaleBench() {
  const probe = await probeAdmin();
  if (!probe.ok) {
    const message = `No PostgreSQL answers (${probe.error}); set BENCH_DATABASE_URL to an admin URL.`;
    console.log(
      JSON.stringify({ benchmark: 'scale', status: 'skipped', reason: message }, null, 2),
    );
    return { benchmark: 'scale', status: 'skipped' };
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'careport-bench-scale-'));
  /** @type {Array<{ factor: number, url: string, pid: number | undefined,
   *   stop: () => Promise<void>, tokens: string[], feedPaths: string[] }>} */
  const servers = [];
  /** @type {Parameters<typeof formatScaleTable>[0]} */
  const scales = [];
  /** @type {import('./lib/scale-report.mjs').Run[]} */
  const runs = [];
  /** @type {Record<string, Record<string, { bytes: number, items: number }>>} */
  const answers = {};
  try {
    const passwordHash = await hashOnce();
    for (const factor of FACTORS) {
      const generation = await prepareScale(
        factor,
        passwordHash,
        path.join(dataDir, `gen-${factor}`),
      );
      scales.push({ factor, generation, size: await measureSize(generation.name) });
    }
    for (const factor of FACTORS) {
      const server = await startServer({
        dataDir: path.join(dataDir, `run-${factor}`),
        // A run lasts minutes: one access token must outlive it.
        env: {
          DATABASE_URL: databaseUrl(scaleName(factor)),
          ACCESS_TOKEN_TTL_SECONDS: '86400',
          // Read-only load would otherwise be answered from the read cache after the first
          // request, and the database's share, which is what grows with the data, never measured.
          DISABLE_READ_CACHE: process.env.BENCH_SCALE_READ_CACHE === 'on' ? 'false' : 'true',
        },
      });
      const tokens = [];
      for (const g of SAMPLED) tokens.push(await passwordGrant(server.url, emailOf(g), PASSWORD));
      const feedPaths = [];
      if (CALLS.some((call) => call.feeds)) {
        for (let n = 1; n <= FEED_CAREGIVERS; n += 1) {
          const token = await passwordGrant(server.url, emailOf(2 * n), PASSWORD);
          feedPaths.push(await calendarPath(server.url, token));
        }
        log(`${scaleName(factor)}: ${feedPaths.length} calendar links made`);
      }
      servers.push({
        factor,
        url: server.url,
        pid: server.pid,
        stop: server.stop,
        tokens,
        feedPaths,
      });
    }
    for (const server of servers) {
      answers[`${server.factor}x`] = Object.fromEntries(
        await Promise.all(
          CALLS.map(async (call) => [
            call.name,
            await answerSize(server.url, server.tokens[0] ?? '', call, server.feedPaths[0] ?? ''),
          ]),
        ),
      );
    }
    for (let round_ = 1; round_ <= ROUNDS; round_ += 1) {
      for (const call of CALLS) {
        for (const connections of CONNECTIONS) {
          // Odd rounds smallest scale first, even rounds largest first: a drift in the shared
          // machine's load does not always favour the same scale.
          for (const server of round_ % 2 === 1 ? servers : [...servers].reverse()) {
            const run = {
              url: server.url,
              call,
              tokens: server.tokens,
              feedPaths: server.feedPaths,
              connections,
            };
            if (WARMUP_SECONDS > 0) await load({ ...run, seconds: WARMUP_SECONDS });
            const cpuBefore = cpuMs(server.pid);
            const measured = await load({ ...run, seconds: DURATION_SECONDS });
            // The server process's own CPU per answer: what the request path costs, apart from
            // PostgreSQL and from waiting on the shared machine.
            const serverCpuMsPerRequest =
              measured.total > 0 ? round((cpuMs(server.pid) - cpuBefore) / measured.total, 2) : 0;
            runs.push({
              call: call.name,
              connections,
              factor: server.factor,
              round: round_,
              ...measured,
              serverCpuMsPerRequest,
            });
            log(
              `round ${round_} ${call.name} ${connections} conn @${server.factor}×: p99 ${measured.p99Ms} ms, ${measured.requestsPerSecond} req/s, server CPU ${serverCpuMsPerRequest} ms/request`,
            );
          }
        }
      }
    }
  } finally {
    for (const server of servers) await server.stop();
    await rm(dataDir, { recursive: true, force: true });
    if (!IS_KEEPING) for (const factor of FACTORS) await dropDatabase(scaleName(factor));
  }
  const results = summariseRuns({
    runs,
    calls: CALLS.map((call) => call.name),
    connections: CONNECTIONS,
    factors: FACTORS,
    targetRatio: TARGET_RATIO,
  });
  const summary = {
    benchmark: 'scale',
    machine: { ...describeMachine(), loadAverage: os.loadavg().map((value) => round(value, 2)) },
    database: `PostgreSQL ${probe.version}`,
    readCache: process.env.BENCH_SCALE_READ_CACHE === 'on' ? 'on' : 'off (every request queries)',
    load: {
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      rounds: ROUNDS,
      p99: 'median over rounds of each run’s p99',
    },
    sampledCaregivers: SAMPLED.map((g) => ({
      email: emailOf(g),
      contracts: contractsOf(g),
      bookings: BOOKINGS_PER_CAREGIVER,
    })),
    answers,
    targetRatio: TARGET_RATIO,
    scales,
    results,
    runs,
  };
  printReport(
    `Scale: ${DURATION_SECONDS} s × ${ROUNDS} rounds per call, connection count and scale (ms)`,
    [
      formatResultTable({ results, factors: FACTORS, targetRatio: TARGET_RATIO }),
      '',
      formatScaleTable(scales),
    ].join('\n'),
    summary,
  );
  return summary;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runScaleBench();
