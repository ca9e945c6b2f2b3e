// Issue 17: a working day's mixed load. Many generated caregivers (bench/lib/scale-data: 3–5
// contracts, 500 bookings over two years each, plus open proposals), each request a virtual user's
// next call, arriving at a set rate (open loop: a slow answer delays nobody's next request, so it
// shows in the latencies instead of lowering the load). The rate steps up; per step and call type:
// throughput, p50/p99, errors; the server's CPU per request and peak RSS; the sustainable rate
// (every read type's p99 ≤ 50 ms, every write's ≤ 150 ms, < 1 % errors, ≥ 95 % of the offered
// rate answered). PGlite by default (BENCH_MIXED_CAREGIVERS, default 200); PostgreSQL with
// BENCH_MIXED_POSTGRES=1 (the local server or BENCH_DATABASE_URL; default 2 000 caregivers, one
// and two instances). Ports: BENCH_MIXED_PORT (default 3230) and the next one. Loopback only.
//
// The server's guards: the load comes from one address, so MAX_CONNECTIONS_PER_ADDRESS=0 (as in
// bench/lib/server.mjs); the login limit counts only failed sign-ins, and every sign-in here uses
// the right password, so it never trips.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { dashboardBookingsPage, dashboardStatsAsOf, dashboardStatsWindow } from '@careport/domain';
import {
  berlinMonth,
  dashboardQuery,
  DIARY_FIRST_PAGE_QUERY,
  diaryFirstPageVariables,
  FINANCIAL_DETAILS_QUERY,
  FINANCIAL_OVERVIEW_QUERY,
  INVOICES_QUERY,
  RELIEF_AMOUNT_QUERY,
  SERVICE_DOCUMENTATION_QUERY,
} from './lib/api-later-reads.mjs';
import { describeMachine, formatTable, printReport, round } from './lib/report.mjs';
import { contractsOf, scaleContractId, scaleDataStatements, emailOf } from './lib/scale-data.mjs';
import {
  databaseUrl,
  dropDatabase,
  loadScaleData,
  probeAdmin,
  recreateDatabase,
  withClient,
} from './lib/scale-database.mjs';
import { ROOT, sleep, startServer, rssMb } from './lib/server.mjs';

const IS_QUICK = process.env.BENCH_MIXED_QUICK === '1';
const IS_POSTGRES = process.env.BENCH_MIXED_POSTGRES === '1';
const CAREGIVERS = Number(process.env.BENCH_MIXED_CAREGIVERS ?? (IS_POSTGRES ? 2000 : 200));
/** Caregivers signed in and active during the run (a day's shift, not everybody at once). */
const ACTIVE = Math.min(CAREGIVERS, Number(process.env.BENCH_MIXED_ACTIVE ?? 200));
const RATES = (
  process.env.BENCH_MIXED_RATES ?? (IS_QUICK ? '20,40,80,160' : '25,50,100,150,200,300')
)
  .split(',')
  .map(Number);
const STEP_SECONDS = Number(process.env.BENCH_MIXED_STEP_SECONDS ?? (IS_QUICK ? 8 : 30));
const INSTANCES = (process.env.BENCH_MIXED_INSTANCES ?? (IS_POSTGRES ? '1,2' : '1'))
  .split(',')
  .map(Number);
/** `mixed`: the day below; `reads`: its reads alone, at the same weights (the comparison). */
const PROFILES = (process.env.BENCH_MIXED_PROFILES ?? 'mixed,reads').split(',');
const PORT = Number(process.env.BENCH_MIXED_PORT ?? 3230);
const PASSWORD = 'careport-scale';
const CLIENT_ID = process.env.OAUTH_CLIENT_ID ?? 'careport-app';
const CLIENT_SECRET = process.env.OAUTH_CLIENT_SECRET ?? 'careport-app-secret';
const PROPOSALS_PER_CAREGIVER = 5;
const READ_P99_MS = 50;
const WRITE_P99_MS = 150;
/** Answers slower than this count as errors (and the client stops waiting). */
const TIMEOUT_MS = 10_000;
/**
 * Token calls wait as long as the app does (spec 1 §9: 120 s): given up on after 10 s in a
 * stall, refreshes the server had carried out came again past the reuse grace and ended their
 * sessions (0131), which no phone would do.
 */
const TOKEN_TIMEOUT_MS = 120_000;
const SERVICES = ['3f309c6c-1fee-44d9-8344-d7d7deda6d0b'];

const log = (/** @type {string} */ message) => console.error(`[bench:mixed] ${message}`);

/**
 * The day's mix, by weight (relative; the first entries make 100, about a caregiver's 50 calls a
 * day, so a weight of 2 is about one call a day), and why. A caregiver opens the app a few times
 * a day (morning, between visits, evening); every opening reads the profile and the diary or
 * dashboard, and most open one booking or customer. Writes are the few things done per visit: one
 * visit documented, now and then an appointment added or moved, a proposal answered a few times a
 * week. Issue 43 added the reads the app makes besides (below the writes): the dashboard's
 * statistics at every start, the calendar feed that phones poll all day whether the app is open
 * or not, the money and documentation screens weekly, invoices monthly, the relief amount with
 * every appointment form, the server's rendered first screen on a first visit.
 * @type {Array<{ name: string, weight: number, write: boolean, why: string }>}
 */
const MIX = [
  { name: 'sign in', weight: 2, write: true, why: 'once a day, or after 30 days of refresh' },
  {
    name: 'refresh',
    weight: 6,
    write: true,
    why: 'every 15 min (access token) while the app is open',
  },
  { name: 'GET /me', weight: 10, write: false, why: 'every app start and account screen' },
  {
    name: 'GET /booking (diary)',
    weight: 22,
    write: false,
    why: 'the main screen, refetched on focus',
  },
  {
    name: 'graphql allBookings (diary)',
    weight: 10,
    write: false,
    // Called '(dashboard)' before issue 43; the dashboard's own request is below.
    why: "the web app's diary (its DiaryBookings query)",
  },
  { name: 'GET /booking/{id}', weight: 10, write: false, why: 'opening one appointment' },
  { name: 'GET /contract-aggregate', weight: 8, write: false, why: 'the customer list' },
  { name: 'GET /contract-aggregate/{id}', weight: 8, write: false, why: 'opening a customer' },
  { name: 'GET /proposal', weight: 8, write: false, why: 'the proposals tab, on each opening' },
  { name: 'POST /booking (add)', weight: 4, write: true, why: 'a new appointment, a few a week' },
  { name: 'POST /booking/{id} (move)', weight: 4, write: true, why: 'moving one, a few a week' },
  {
    name: 'POST /booking/fulfill/{id}',
    weight: 6,
    write: true,
    why: 'documenting each visit (1–3 a day)',
  },
  {
    name: 'POST /proposal/{id}/accept',
    weight: 2,
    write: true,
    why: 'a proposal answered now and then',
  },
  {
    name: 'graphql Dashboard (caregiverStats + bookings from today)',
    weight: 10,
    write: false,
    why: 'every app start (the start screen), like GET /me',
  },
  {
    name: 'GET /calendar/{secret}.ics',
    weight: 12,
    write: false,
    why: 'phones poll every 15–60 min, all day: ~6 a day per caregiver if a quarter subscribe, hourly',
  },
  {
    name: 'graphql reliefAmountUse',
    weight: 8,
    write: false,
    why: 'the appointment form, opened for every add and move',
  },
  {
    name: 'graphql serviceDocumentation',
    weight: 1,
    write: false,
    why: "a contract's documentation screen: monthly uploads for 3–5 contracts, a look now and then",
  },
  {
    name: 'graphql financialOverview',
    weight: 0.5,
    write: false,
    why: 'the money screen, about weekly (a few daily)',
  },
  {
    name: 'graphql financialDetails',
    weight: 0.5,
    write: false,
    why: 'the money screen (bank and tax details), with the overview',
  },
  {
    name: 'graphql invoices',
    weight: 0.2,
    write: false,
    why: 'monthly, after the invoices of a month are made (some look twice)',
  },
  {
    name: 'GET /caregiver-app/first-screen',
    weight: 0.5,
    write: false,
    why: "a first visit without the app's service worker (new phone, cleared data): weekly or so",
  },
];

/**
 * @typedef {{ g: number, id: string, access: string, refresh: string, contracts: string[],
 *   bookings: string[], past: Array<{ id: string, start: string, end: string }>,
 *   proposals: string[], added: string[], day: number, calendar: string,
 *   refreshing?: Promise<number> }} VirtualUser
 */

/**
 * Keep-alive connections, as many as the open loop needs (node:http). Issue 43: answers come
 * compressed, as a phone's browser asks for them; identity bodies made the server write ~1 MB
 * per diary (12 % of its CPU in a profile, 2026-12-03) that no phone would receive.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 512, timeout: 30_000 });

/**
 * @param {string} base @param {string} pathname
 * @param {{ method?: string, token?: string, json?: unknown, form?: Record<string, string>,
 *   timeoutMs?: number }} options
 * @returns {Promise<{ status: number, text: string }>}
 */
function call(base, pathname, { method = 'GET', token, json, form, timeoutMs = TIMEOUT_MS } = {}) {
  /** @type {Record<string, string>} */
  const headers = { 'accept-encoding': 'br, gzip' };
  if (token) headers.authorization = `Bearer ${token}`;
  /** @type {string | undefined} */
  let body;
  if (json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(form).toString();
  }
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${pathname}`,
      { method, headers, agent, timeout: timeoutMs },
      (response) => {
        /** @type {Buffer[]} */
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          const encoding = response.headers['content-encoding'];
          const raw = Buffer.concat(chunks);
          const text = (
            encoding === 'br'
              ? brotliDecompressSync(raw)
              : encoding === 'gzip'
                ? gunzipSync(raw)
                : raw
          ).toString('utf8');
          // A refusal counts as an error, named by the spec's code (or OAuth's error).
          if (status >= 400)
            reject(new Error(`${status} ${/"(?:errorCode|error)":"(\w+)"/.exec(text)?.[1] ?? ''}`));
          else resolve({ status, text });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
    request.end(body);
  });
}

/** @param {string} base @param {Record<string, string>} form */
async function token(base, form) {
  const answer = await call(base, '/auth/token', {
    method: 'POST',
    form: { ...form, client_id: CLIENT_ID, client_secret: CLIENT_SECRET },
    timeoutMs: TOKEN_TIMEOUT_MS,
  });
  if (answer.status !== 200) return { status: answer.status };
  const json = /** @type {{ access_token: string, refresh_token: string }} */ (
    JSON.parse(answer.text)
  );
  return { status: 200, access: json.access_token, refresh: json.refresh_token };
}

/** @param {string} base @param {number} g */
const signIn = (base, g) =>
  token(base, {
    grant_type: 'password',
    username: emailOf(g),
    password: PASSWORD,
    scope: 'caregiver',
  });

/**
 * One refresh grant for `user`; as the app does (decision 0131), one without an answer goes again
 * at once, inside the server's reuse grace. Resolves to the HTTP status.
 * @param {string} base @param {VirtualUser} user @returns {Promise<number>}
 */
async function refreshOnce(base, user) {
  const form = { grant_type: 'refresh_token', refresh_token: user.refresh };
  const answer = await token(base, form).catch((/** @type {Error} */ error) => {
    if (/^\d{3} /.test(error.message)) throw error;
    return token(base, form);
  });
  if (answer.access) Object.assign(user, { access: answer.access, refresh: answer.refresh });
  return answer.status;
}

/** @template T @param {T[]} items @returns {T | undefined} */
const pick = (items) => items[Math.floor(Math.random() * items.length)];

/**
 * One call of the named type for `user`; resolves to the HTTP status.
 * @param {string} name @param {string} base @param {VirtualUser} user
 * @returns {Promise<number>}
 */
async function perform(name, base, user) {
  const t = user.access;
  switch (name) {
    case 'sign in': {
      const answer = await signIn(base, user.g);
      if (answer.access) Object.assign(user, { access: answer.access, refresh: answer.refresh });
      return answer.status;
    }
    case 'refresh': {
      // As the app does: one refresh at a time per session, the others share it (two sent in a
      // stall could be answered more than the reuse grace apart, and the later one ends it).
      user.refreshing ??= refreshOnce(base, user).finally(() => {
        user.refreshing = undefined;
      });
      return user.refreshing;
    }
    case 'GET /me':
      return (await call(base, '/caregiver-app/me', { token: t })).status;
    case 'GET /booking (diary)':
      return (await call(base, '/caregiver-app/booking', { token: t })).status;
    case 'graphql allBookings (diary)':
      return graphqlStatus(
        await call(base, '/graphql', {
          method: 'POST',
          token: t,
          // The web diary's first request (0128), as the app asks it.
          json: { query: DIARY_FIRST_PAGE_QUERY, variables: diaryFirstPageVariables() },
        }),
      );
    case 'GET /booking/{id}':
      return (await call(base, `/caregiver-app/booking/${pick(user.bookings)}`, { token: t }))
        .status;
    case 'GET /contract-aggregate':
      return (await call(base, '/caregiver-app/contract-aggregate', { token: t })).status;
    case 'GET /contract-aggregate/{id}':
      return (
        await call(base, `/caregiver-app/contract-aggregate/${pick(user.contracts)}`, { token: t })
      ).status;
    case 'GET /proposal':
      return (await call(base, '/caregiver-app/proposal', { token: t })).status;
    case 'graphql Dashboard (caregiverStats + bookings from today)': {
      // As the app asks at its start (packages/web/src/features/dashboard/api/get-dashboard.ts).
      const now = new Date();
      const { startDate, splitDate } = dashboardStatsWindow(dashboardStatsAsOf(now));
      return graphqlStatus(
        await call(base, '/graphql', {
          method: 'POST',
          token: t,
          json: {
            query: dashboardQuery(true),
            variables: {
              startDate: startDate.toISOString(),
              splitDate: splitDate.toISOString(),
              ...dashboardBookingsPage(now),
            },
          },
        }),
      );
    }
    case 'GET /calendar/{secret}.ics':
      // A phone calendar's poll: no bearer, the secret address is the authorisation.
      return (await call(base, user.calendar)).status;
    case 'graphql reliefAmountUse':
      return graphqlCall(base, t, RELIEF_AMOUNT_QUERY, {
        contractId: pick(user.contracts),
        ...berlinMonth(),
      });
    case 'graphql serviceDocumentation':
      return graphqlCall(base, t, SERVICE_DOCUMENTATION_QUERY, {
        contractId: pick(user.contracts),
      });
    case 'graphql financialOverview':
      return graphqlCall(base, t, FINANCIAL_OVERVIEW_QUERY);
    case 'graphql financialDetails':
      return graphqlCall(base, t, FINANCIAL_DETAILS_QUERY);
    case 'graphql invoices':
      return graphqlCall(base, t, INVOICES_QUERY);
    case 'GET /caregiver-app/first-screen':
      return (
        await call(base, '/caregiver-app/first-screen?path=%2Fbookings&locale=de', { token: t })
      ).status;
    case 'POST /booking (add)': {
      // Evenings on consecutive future days: the generated bookings start 7–12 h and last ≤ 4 h.
      user.day += 1;
      const start = new Date(Date.now() + user.day * 86_400_000);
      start.setUTCHours(18, 0, 0, 0);
      const answer = await call(base, '/caregiver-app/booking', {
        method: 'POST',
        token: t,
        json: {
          contract_id: user.contracts[0],
          start_date: start.toISOString(),
          end_date: new Date(start.getTime() + 3_600_000).toISOString(),
        },
      });
      if (answer.status === 201) {
        user.added.push(
          /** @type {{ data: { booking_id: string } }} */ (JSON.parse(answer.text)).data.booking_id,
        );
      }
      return answer.status;
    }
    case 'POST /booking/{id} (move)': {
      const id = user.added.at(-1);
      if (!id) return perform('POST /booking (add)', base, user);
      const detail = await call(base, `/caregiver-app/booking/${id}`, { token: t });
      const booking = /** @type {{ data?: { start_date: string } }} */ (JSON.parse(detail.text));
      if (!booking.data) return detail.status;
      // Half an hour later, alternately back: the same evening slot, never another booking's.
      const start = new Date(booking.data.start_date);
      const moved = new Date(
        start.getTime() + (start.getUTCMinutes() === 0 ? 1_800_000 : -1_800_000),
      );
      return (
        await call(base, `/caregiver-app/booking/${id}`, {
          method: 'POST',
          token: t,
          json: {
            start_date: moved.toISOString(),
            end_date: new Date(moved.getTime() + 3_600_000).toISOString(),
          },
        })
      ).status;
    }
    case 'POST /booking/fulfill/{id}': {
      // Each visit is documented once (a second time answers BOOKING_IS_FULFILLED).
      const past = user.past.pop();
      if (!past) return (await call(base, '/caregiver-app/booking', { token: t })).status;
      return (
        await call(base, `/caregiver-app/booking/fulfill/${past.id}`, {
          method: 'POST',
          token: t,
          json: {
            start_date: past.start,
            end_date: past.end,
            main_service_ids: SERVICES,
            other_service_description: 'Einkauf erledigt',
            payment_method: 'private_payment',
          },
        })
      ).status;
    }
    case 'POST /proposal/{id}/accept': {
      const id = user.proposals.pop();
      if (!id) return (await call(base, '/caregiver-app/proposal', { token: t })).status;
      return (
        await call(base, `/caregiver-app/proposal/${id}/accept`, { method: 'POST', token: t })
      ).status;
    }
    default:
      throw new Error(`unknown call ${name}`);
  }
}

/** GraphQL answers 200 with `errors` for a failed query: that is an error too. */
const graphqlStatus = (/** @type {{ status: number, text: string }} */ answer) =>
  answer.status === 200 && answer.text.includes('"errors"') ? 500 : answer.status;

/**
 * @param {string} base @param {string} token @param {string} query
 * @param {Record<string, unknown>} [variables]
 */
const graphqlCall = async (base, token, query, variables) =>
  graphqlStatus(
    await call(base, '/graphql', {
      method: 'POST',
      token,
      json: variables ? { query, variables } : { query },
    }),
  );

/** @param {number[]} sorted @param {number} q */
const quantile = (sorted, q) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** utime + stime of a process, in ms (Linux /proc; 100 ticks a second). @param {number} pid */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/**
 * One step: `rate` arrivals a second for STEP_SECONDS, each a random active user's call drawn from
 * `mix`; latency counts from the arrival's scheduled time (no coordinated omission).
 * @param {{ rate: number, mix: typeof MIX, users: VirtualUser[], bases: string[], pids: number[] }} options
 */
async function runStep({ rate, mix, users, bases, pids }) {
  const total = mix.reduce((sum, entry) => sum + entry.weight, 0);
  const draw = () => {
    let r = Math.random() * total;
    for (const entry of mix) {
      r -= entry.weight;
      if (r < 0) return entry;
    }
    return mix[mix.length - 1];
  };
  /** @type {Map<string, { latencies: number[], errors: number, write: boolean, codes: Map<string, number> }>} */
  const results = new Map(
    mix.map((entry) => [
      entry.name,
      { latencies: [], errors: 0, write: entry.write, codes: new Map() },
    ]),
  );
  const cpuBefore = pids.map(cpuMs);
  let peakRss = 0;
  const sampler = setInterval(() => {
    peakRss = Math.max(
      peakRss,
      pids.reduce((sum, pid) => sum + (rssMb(pid) ?? 0), 0),
    );
  }, 200);
  /** @type {Promise<void>[]} */
  const inFlight = [];
  const started = performance.now();
  const durationMs = STEP_SECONDS * 1000;
  let sent = 0;
  let next = 0;
  while (performance.now() - started < durationMs) {
    // Arrivals 0…k are due once k / rate seconds have passed (arrival 0 at the start); counting
    // only floor(elapsed × rate) sent each one a whole interval late, and that interval (50 ms at
    // 20/s) showed in every latency before 2026-11-25.
    const due = Math.floor(((performance.now() - started) / 1000) * rate) + 1;
    for (; sent < due; sent += 1) {
      const scheduled = started + (sent / rate) * 1000;
      const entry = draw();
      const user = /** @type {VirtualUser} */ (pick(users));
      const base = /** @type {string} */ (bases[next++ % bases.length]);
      const result = /** @type {NonNullable<ReturnType<typeof results.get>>} */ (
        results.get(entry.name)
      );
      inFlight.push(
        perform(entry.name, base, user).then(
          (status) => {
            result.latencies.push(performance.now() - scheduled);
            if (status < 200 || status >= 300) {
              result.errors += 1;
              result.codes.set(String(status), (result.codes.get(String(status)) ?? 0) + 1);
            }
          },
          (/** @type {Error} */ error) => {
            result.latencies.push(performance.now() - scheduled);
            result.errors += 1;
            result.codes.set(error.message, (result.codes.get(error.message) ?? 0) + 1);
          },
        ),
      );
    }
    await sleep(2);
  }
  await Promise.all(inFlight);
  const elapsedSeconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const cpu = pids.reduce((sum, pid, i) => sum + (cpuMs(pid) - (cpuBefore[i] ?? 0)), 0);
  const rows = [...results].map(([name, r]) => {
    const sorted = r.latencies.sort((a, b) => a - b);
    return {
      name,
      write: r.write,
      count: sorted.length,
      perSecond: sorted.length / elapsedSeconds,
      p50: quantile(sorted, 0.5),
      p99: quantile(sorted, 0.99),
      errors: r.errors,
      codes: [...r.codes].map(([code, n]) => `${code}×${n}`).join(' '),
    };
  });
  const answered = rows.reduce((sum, row) => sum + row.count, 0);
  const errors = rows.reduce((sum, row) => sum + row.errors, 0);
  const sustained =
    rows.every((row) => row.count === 0 || row.p99 <= (row.write ? WRITE_P99_MS : READ_P99_MS)) &&
    errors <= answered * 0.01 &&
    answered / elapsedSeconds >= rate * 0.95 * (STEP_SECONDS / elapsedSeconds);
  return {
    rate,
    rows,
    achieved: answered / elapsedSeconds,
    errors,
    cpuMsPerRequest: cpu / Math.max(1, answered),
    peakRss,
    load: os.loadavg()[0] ?? NaN,
    sustained,
  };
}

/**
 * The data: the scale generator's caregivers, contracts and bookings, plus open proposals (one
 * service request each, for the caregiver's first care receiver, open for 14 days).
 */
const proposalStatements = (/** @type {number} */ caregivers) => [
  {
    label: 'service requests',
    sql: `INSERT INTO service_requests (id, care_receiver_id, description, schedule_date,
        duration_in_minutes, gross_price_per_hour_in_cents)
      SELECT md5('mixed-sr-' || g || '-' || p)::uuid, md5('scale-cr-' || g || '-1')::uuid,
        'Begleitung zum Arzt', (now() + interval '10 days')::date, 120, 3900
      FROM generate_series(1, ${caregivers}) AS g, generate_series(1, ${PROPOSALS_PER_CAREGIVER}) AS p`,
  },
  {
    // The generator documents every past visit; the last 30 days' are left to document here
    // (spec 1 §4: only a CREATED booking can be documented).
    label: 'visits to document',
    sql: `UPDATE bookings SET status = 'CREATED', survey_status = NULL, fulfilled_at = NULL,
        cg_confirmation_proof = NULL
      WHERE status = 'FULFILLED' AND start_date > now() - interval '30 days' AND deleted_at IS NULL
        AND cancelled_at IS NULL`,
  },
  {
    // The generator's rows are all created now, so every caregiver would start past the cap on
    // bookings created per day (issue 42, 0076: 300) and each add answer 429 BOOKING_RATE_LIMIT.
    // Their history was booked over the two years, long before this day.
    label: 'bookings made before today',
    sql: `UPDATE bookings SET created_at = now() - interval '3 days'
      WHERE created_at > now() - interval '1 day'`,
  },
  {
    label: 'proposals',
    sql: `INSERT INTO proposals (service_request_id, caregiver_id, expires_at)
      SELECT md5('mixed-sr-' || g || '-' || p)::uuid, md5('scale-cg-' || g)::uuid,
        now() + interval '14 days'
      FROM generate_series(1, ${caregivers}) AS g, generate_series(1, ${PROPOSALS_PER_CAREGIVER}) AS p`,
  },
];

/** What each active user needs to call with: ids of their bookings, past visits, proposals. */
const USER_DATA_SQL = `SELECT c.id AS caregiver_id,
    (SELECT json_agg(b.id) FROM (SELECT id FROM bookings WHERE caregiver_id = c.id
      AND deleted_at IS NULL AND cancelled_at IS NULL ORDER BY start_date DESC LIMIT 20) b) AS bookings,
    (SELECT json_agg(json_build_object('id', b.id,
      'start', extract(epoch FROM b.start_date) * 1000, 'end', extract(epoch FROM b.end_date) * 1000))
      FROM bookings b WHERE b.caregiver_id = c.id AND b.status = 'CREATED'
      AND b.deleted_at IS NULL AND b.cancelled_at IS NULL AND b.end_date < now()) AS past,
    (SELECT json_agg(p.service_request_id) FROM proposals p WHERE p.caregiver_id = c.id) AS proposals
  FROM caregivers c WHERE c.email = $1`;

/** @param {(sql: string, params?: unknown[]) => Promise<{ rows: any[] }>} query @param {number} g */
async function userData(query, g) {
  const { rows } = await query(USER_DATA_SQL, [emailOf(g)]);
  const row = rows[0];
  if (!row) throw new Error(`caregiver ${g} missing`);
  const contracts = Array.from({ length: contractsOf(g) - 1 }, (_, j) => scaleContractId(g, j + 1));
  return {
    g,
    id: row.caregiver_id,
    access: '',
    refresh: '',
    contracts,
    bookings: row.bookings ?? [],
    past: (row.past ?? []).map((/** @type {{ id: string, start: string, end: string }} */ p) => ({
      id: p.id,
      // Epoch milliseconds: the JSON text of a timestamptz differs between PGlite and PostgreSQL.
      start: new Date(Number(p.start)).toISOString(),
      end: new Date(Number(p.end)).toISOString(),
    })),
    proposals: row.proposals ?? [],
    added: [],
    day: 30,
    calendar: '',
  };
}

async function hashOnce() {
  const module = /** @type {{ hashPassword: (plain: string) => Promise<string> }} */ (
    await import(pathToFileURL(path.join(ROOT, 'packages/server/dist/auth/password.js')).href)
  );
  return module.hashPassword(PASSWORD);
}

/** PGlite: the server migrates and seeds, then this process fills its data directory. */
async function preparePglite(/** @type {string} */ dataDir, /** @type {string} */ passwordHash) {
  const server = await startServer({ dataDir, port: PORT });
  await server.stop();
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const db = await PGlite.create({
    dataDir: path.join(dataDir, 'pgdata'),
    extensions: { btree_gist },
  });
  const query = async (/** @type {string} */ sql, /** @type {unknown[]} */ params = []) =>
    /** @type {{ rows: any[] }} */ (await db.query(sql, params));
  // As on PostgreSQL (bulk-load-indexes.mjs): generated rows need no diary stamps.
  await db.exec(
    'ALTER TABLE bookings DISABLE TRIGGER USER; ALTER TABLE booking_services DISABLE TRIGGER USER',
  );
  for (const statement of [...scaleDataStatements(CAREGIVERS), ...proposalStatements(CAREGIVERS)]) {
    const started = performance.now();
    await query(statement.sql, statement.sql.includes('$1') ? [passwordHash] : []);
    log(`  ${statement.label}: ${round((performance.now() - started) / 1000, 1)} s`);
  }
  await db.exec(
    'ALTER TABLE bookings ENABLE TRIGGER USER; ALTER TABLE booking_services ENABLE TRIGGER USER',
  );
  await db.exec('VACUUM ANALYZE');
  const users = [];
  for (let g = 1; g <= ACTIVE; g += 1) users.push(await userData(query, g));
  await db.close();
  return users;
}

/** PostgreSQL: a fresh database `careport_bench_mixed`, loaded as bench/scale does. */
async function preparePostgres(/** @type {string} */ dataDir, /** @type {string} */ passwordHash) {
  const name = 'careport_bench_mixed';
  await recreateDatabase(name);
  const server = await startServer({
    dataDir,
    port: PORT,
    env: { DATABASE_URL: databaseUrl(name) },
  });
  await server.stop();
  await loadScaleData({ name, caregivers: CAREGIVERS, passwordHash, log });
  return withClient(databaseUrl(name), async (client) => {
    for (const statement of proposalStatements(CAREGIVERS)) await client.query(statement.sql);
    await client.query('ANALYZE service_requests, proposals');
    const query = (/** @type {string} */ sql, /** @type {unknown[]} */ params = []) =>
      client.query(sql, params);
    const users = [];
    for (let g = 1; g <= ACTIVE; g += 1) users.push(await userData(query, g));
    return { name, users };
  });
}

/** Signs every active user in, four at a time (argon2 is the cost of a sign-in). */
async function signInAll(/** @type {string} */ base, /** @type {VirtualUser[]} */ users) {
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < users.length) {
        const user = /** @type {VirtualUser} */ (users[next++]);
        const answer = await signIn(base, user.g);
        if (!answer.access) throw new Error(`sign-in of ${user.g}: ${answer.status}`);
        Object.assign(user, { access: answer.access, refresh: answer.refresh });
        // The calendar link the account card makes once; its address is the feed's (issue 14).
        if (user.calendar === '') {
          const feed = await call(base, '/caregiver-app/calendar-feed', {
            method: 'POST',
            token: answer.access,
            json: {},
          });
          const { data } = /** @type {{ data: { url: string } }} */ (JSON.parse(feed.text));
          user.calendar = new URL(data.url).pathname;
        }
      }
    }),
  );
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'careport-bench-mixed-'));
  /** @type {string | undefined} */
  let pgName;
  const reports = [];
  try {
    if (IS_POSTGRES) {
      const probe = await probeAdmin();
      if (!probe.ok) throw new Error(`no PostgreSQL: ${probe.error}`);
    }
    const passwordHash = await hashOnce();
    const setupStarted = performance.now();
    log(
      `generating ${CAREGIVERS} caregivers (${ACTIVE} active) on ${IS_POSTGRES ? 'PostgreSQL' : 'PGlite'}…`,
    );
    /** @type {VirtualUser[]} */
    let users;
    if (IS_POSTGRES) {
      const prepared = await preparePostgres(dataDir, passwordHash);
      pgName = prepared.name;
      users = prepared.users;
    } else {
      users = await preparePglite(dataDir, passwordHash);
    }
    log(`data ready in ${round((performance.now() - setupStarted) / 1000, 1)} s`);
    for (const instances of IS_POSTGRES ? INSTANCES : [1]) {
      // The agent reuses idle sockets; the server's 5 s keep-alive would close some mid-reuse
      // (ECONNRESET that no phone would see as often).
      /** @type {Record<string, string>} */
      // Instances behind one load balancer share its address: their tokens' issuer (PUBLIC_URL,
      // which defaults to each instance's own port) must be one, or each refuses the other's.
      const env = { KEEP_ALIVE_TIMEOUT_SECONDS: '60', PUBLIC_URL: `http://127.0.0.1:${PORT}` };
      if (pgName) env.DATABASE_URL = databaseUrl(pgName);
      const servers = [];
      for (let i = 0; i < instances; i += 1) {
        servers.push(await startServer({ dataDir, port: PORT + i, env }));
      }
      try {
        const bases = servers.map((server) => server.url);
        const pids = servers.map((server) => /** @type {number} */ (server.pid));
        await signInAll(/** @type {string} */ (bases[0]), users);
        for (const profile of PROFILES) {
          const mix = profile === 'reads' ? MIX.filter((entry) => !entry.write) : MIX;
          // Warm-up: every active user's diary once, as the first opening of the day.
          const warmUp = await runStep({ rate: 50, mix, users, bases, pids });
          // Not measured, but a stall there (a cold PGlite at 50/s) leaves its mark on the steps.
          if (warmUp.errors > 0) {
            const codes = warmUp.rows.filter((row) => row.errors > 0).map((row) => row.codes);
            log(`warm-up @ 50/s: ${warmUp.errors} errors (${codes.join(' ')})`);
          }
          for (const rate of RATES) {
            const step = await runStep({ rate, mix, users, bases, pids });
            reports.push({ instances, profile, ...step });
            log(
              `${instances}× ${profile} @ ${rate}/s: ${round(step.achieved)}/s, ${step.errors} errors, ` +
                `${round(step.cpuMsPerRequest, 2)} ms CPU/req, ${round(step.peakRss)} MB, load ${round(step.load, 2)}` +
                (step.sustained ? '' : ' — not sustained'),
            );
            // Far past the limit the queue only grows: stop stepping.
            if (step.achieved < rate * 0.5) break;
          }
        }
      } finally {
        for (const server of servers) await server.stop();
      }
    }
  } finally {
    if (pgName) await dropDatabase(pgName);
    await rm(dataDir, { recursive: true, force: true });
    agent.destroy();
  }
  for (const report of reports) {
    printReport(
      `${report.instances} instance(s), ${report.profile} @ ${report.rate}/s offered: ${round(report.achieved)}/s answered, ` +
        `${round(report.cpuMsPerRequest, 2)} ms server CPU/request, peak RSS ${round(report.peakRss)} MB, ` +
        `load ${round(report.load, 2)}${report.sustained ? '' : ' (not sustained)'}`,
      formatTable(
        ['call', 'kind', 'n', 'per s', 'p50 ms', 'p99 ms', 'errors', 'why'],
        report.rows.map((row) => [
          row.name,
          row.write ? 'write' : 'read',
          row.count,
          round(row.perSecond, 1),
          round(row.p50, 1),
          round(row.p99, 1),
          row.errors,
          row.codes,
        ]),
      ),
      {
        instances: report.instances,
        profile: report.profile,
        rate: report.rate,
        achieved: round(report.achieved),
        errors: report.errors,
        cpuMsPerRequest: round(report.cpuMsPerRequest, 2),
        peakRssMb: round(report.peakRss),
        loadAverage: round(report.load, 2),
        sustained: report.sustained,
      },
    );
  }
  /** @type {Record<string, number>} */
  const sustainable = {};
  for (const report of reports) {
    const key = `${report.instances} instance(s), ${report.profile}`;
    if (report.sustained) sustainable[key] = Math.max(sustainable[key] ?? 0, report.rate);
    else sustainable[key] ??= 0;
  }
  console.log(
    JSON.stringify(
      {
        machine: describeMachine(),
        caregivers: CAREGIVERS,
        active: ACTIVE,
        stepSeconds: STEP_SECONDS,
        database: IS_POSTGRES ? 'postgres' : 'pglite',
        sustainable,
        mix: MIX,
      },
      null,
      2,
    ),
  );
}

await main();
