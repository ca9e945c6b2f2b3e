// Issue 5 §1: throughput and latency of the caregiver API on the built server (PGlite, or
// PostgreSQL when DATABASE_URL is set), against a ceiling: a bare Fastify route answering the same
// bytes from memory. Load: autocannon at 1, 10 and 50 connections. Loopback addresses only.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import {
  BENCH_CAREGIVER_EMAIL,
  BENCH_CAREGIVER_PASSWORD,
  generateBenchCaregiver,
} from './lib/generate-caregiver.mjs';
import {
  DIARY_FIRST_PAGE_QUERY,
  diaryFirstPageVariables,
  EARLIER_DIARY_QUERY,
  earlierDiaryVariables,
  laterReadEndpoints,
  prepareLaterReads,
} from './lib/api-later-reads.mjs';
import { passwordGrant as signIn } from './lib/password-grant.mjs';
import { describeMachine, formatTable, printReport, round } from './lib/report.mjs';
import { freePort, nodeBinary, rssMb, sleep, startServer } from './lib/server.mjs';

const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,10,50').split(',').map(Number);
// The reads added after issue 10 run at 1 and 50 connections (50: where the target is) unless
// BENCH_CONNECTIONS says otherwise, so the default run stays near its old length.
const LATER_CONNECTIONS = process.env.BENCH_CONNECTIONS ? CONNECTIONS : [1, 50];
// A comma-separated list: only the calls whose name contains one of them (case-insensitive), e.g.
// BENCH_API_ENDPOINTS=invoices,calendar. Default: all.
const ENDPOINT_FILTER = (process.env.BENCH_API_ENDPOINTS ?? '')
  .split(',')
  .map((part) => part.trim().toLowerCase())
  .filter(Boolean);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION_SECONDS ?? 10);
// The generated caregiver: ~1 000 bookings over two years, 30 contracts (bench/lib);
// BENCH_API_BOOKINGS=5000 for ten years at the same pace (issue 43).
const USERNAME = BENCH_CAREGIVER_EMAIL;
const PASSWORD = BENCH_CAREGIVER_PASSWORD;
const CLIENT_ID = process.env.OAUTH_CLIENT_ID ?? 'careport-app';
const CLIENT_SECRET = process.env.OAUTH_CLIENT_SECRET ?? 'careport-app-secret';
const TARGETS = {
  diaryRatioAt50: 0.5,
  diaryP99Ms: 50,
  tokenP99Ms: 150,
};
// Issue 10: the customer list and detail read these (packages/web/src/features/customers/api).
const CONTRACTS_QUERY = `query CustomerContracts { allContracts { contractId createdAt isActive
  isNewCustomer hasFulfilledBooking paymentMethod cancelationInitiatedAt cancelationScheduledFor
  confirmationStatus firstBooking { bookingId startDate endDate status } firstBookingStatus
  firstBookingConfirmationStatus { reason description }
  careReceiver { name { firstName lastName } gender age email phoneNumber careDegree isSelfBooker
    address { street houseNumber postalCode city additionalInformation } }
  customer { name { firstName lastName } email phoneNumber }
  serviceRequest { description schedule { date durationInMinutes frequency bookingType isFlexible
    isAllDay expectedAppointmentSchedule { isFlexible preferences } }
    subServices { subServiceId labelDe labelEn } }
  pricing { grossCustomerPricePerHourInCents grossCaregiverPricePerHourInCents commissionRate }
  stats { bookingCount minuteCount grossEarningsInCents } serviceDocumentation { periods { month year } } } }`;
const DIARY_QUERY = `query DiaryBookings { allBookings { bookingId contractId startDate endDate
  status isFirstBooking firstBookingStatus surveyStatus hasCgConfirmationProof contractIsActive
  careReceiver { firstName lastName } } }`;

const ceilingScript = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'lib/ceiling-server.mjs',
);

/**
 * `later`: a read added after issue 10 (lib/api-later-reads.mjs); `setupRequest`: changes each
 * request autocannon sends (autocannon's own option).
 * @typedef {{ name: string, method: 'GET' | 'POST', path: string, body?: string,
 *   headers: Record<string, string>, diary: boolean, token: boolean, later?: boolean,
 *   setupRequest?: (request: { headers?: Record<string, string> }) => object }} Endpoint
 */

/** What a browser (the app) sends on every request: the server answers compressed. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/**
 * @param {string} accessToken @param {string} contractId
 * @param {{ calendarPath: string, profileImageHash: string, bookingId: string }} later
 * @returns {Endpoint[]}
 */
function endpoints(accessToken, contractId, later) {
  const bearer = { ...BROWSER_HEADERS, authorization: `Bearer ${accessToken}` };
  const tokenBody = new URLSearchParams({
    grant_type: 'password',
    username: USERNAME,
    password: PASSWORD,
    client_id: CLIENT_ID,
    client_secret: CLIENT_SECRET,
  }).toString();
  /** @type {Endpoint[]} */
  const all = [
    {
      name: 'GET /caregiver-app/booking',
      method: 'GET',
      path: '/caregiver-app/booking',
      headers: bearer,
      diary: true,
      token: false,
    },
    {
      name: 'POST /graphql allBookings',
      method: 'POST',
      path: '/graphql',
      body: JSON.stringify({ query: DIARY_QUERY }),
      headers: { ...bearer, 'content-type': 'application/json' },
      diary: true,
      token: false,
    },
    {
      name: "POST /graphql DiaryBookings (the app's first page, 0128)",
      method: 'POST',
      path: '/graphql',
      body: JSON.stringify({
        query: DIARY_FIRST_PAGE_QUERY,
        variables: diaryFirstPageVariables(),
      }),
      headers: { ...bearer, 'content-type': 'application/json' },
      diary: true,
      token: false,
    },
    {
      name: "POST /graphql EarlierDiaryBookings (the Past tab's older page, 0128)",
      method: 'POST',
      path: '/graphql',
      body: JSON.stringify({ query: EARLIER_DIARY_QUERY, variables: earlierDiaryVariables() }),
      headers: { ...bearer, 'content-type': 'application/json' },
      diary: true,
      token: false,
    },
    {
      name: 'GET /caregiver-app/contract-aggregate',
      method: 'GET',
      path: '/caregiver-app/contract-aggregate',
      headers: bearer,
      diary: true,
      token: false,
    },
    // Issue 10: the new reads, with the diary's ceiling.
    {
      name: 'GET /caregiver-app/proposal',
      method: 'GET',
      path: '/caregiver-app/proposal',
      headers: bearer,
      diary: true,
      token: false,
    },
    {
      name: 'GET /caregiver-app/contract-aggregate/{id}',
      method: 'GET',
      path: `/caregiver-app/contract-aggregate/${contractId}`,
      headers: bearer,
      diary: true,
      token: false,
    },
    {
      name: 'POST /graphql allContracts (customer detail fields)',
      method: 'POST',
      path: '/graphql',
      body: JSON.stringify({ query: CONTRACTS_QUERY }),
      headers: { ...bearer, 'content-type': 'application/json' },
      diary: true,
      token: false,
    },
    {
      name: 'POST /auth/token (password)',
      method: 'POST',
      path: '/auth/token',
      body: tokenBody,
      headers: { ...BROWSER_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
      diary: false,
      token: true,
    },
    {
      name: 'GET /caregiver-app/me',
      method: 'GET',
      path: '/caregiver-app/me',
      headers: bearer,
      diary: false,
      token: false,
    },
    ...laterReadEndpoints({ bearer, browser: BROWSER_HEADERS, contractId, ...later }),
  ];
  return all.filter(
    (endpoint) =>
      ENDPOINT_FILTER.length === 0 ||
      ENDPOINT_FILTER.some((part) => endpoint.name.toLowerCase().includes(part)),
  );
}

/** @param {string} baseUrl */
const passwordGrant = (baseUrl) => signIn(baseUrl, USERNAME, PASSWORD);

/**
 * An active contract of the bench caregiver, for the contract-detail endpoint.
 * @param {string} baseUrl @param {string} accessToken
 */
async function firstContractId(baseUrl, accessToken) {
  const response = await fetch(`${baseUrl}/caregiver-app/contract-aggregate`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const json = /** @type {{ data?: { contract_id: string, is_active: boolean }[] }} */ (
    await response.json()
  );
  const found = json.data?.find((contract) => contract.is_active);
  if (!found) throw new Error(`no active contract: ${response.status}`);
  return found.contract_id;
}

/**
 * One request, to record the exact bytes (as sent, compressed or not) the ceiling must answer and
 * the data set's size. Plain node:http, because fetch would decompress them.
 * @param {string} baseUrl @param {Endpoint} endpoint
 * @returns {Promise<{ contentType: string, contentEncoding: string | undefined,
 *   bodyBase64: string, wireBytes: number, text: string }>}
 */
function sample(baseUrl, endpoint) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}${endpoint.path}`,
      { method: endpoint.method, headers: endpoint.headers },
      (response) => {
        /** @type {Buffer[]} */
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const wire = Buffer.concat(chunks);
          const contentEncoding = response.headers['content-encoding'];
          const decoded =
            contentEncoding === 'br'
              ? brotliDecompressSync(wire)
              : contentEncoding === 'gzip'
                ? gunzipSync(wire)
                : wire;
          const text = decoded.toString('utf8');
          // A GraphQL error answers 200 too: it must not pass for a measured read.
          const isGraphqlError = endpoint.path === '/graphql' && text.includes('"errors"');
          if ((response.statusCode ?? 500) >= 400 || isGraphqlError) {
            reject(new Error(`${endpoint.name}: ${response.statusCode} ${text.slice(0, 300)}`));
            return;
          }
          resolve({
            contentType: response.headers['content-type'] ?? 'application/json',
            contentEncoding,
            bodyBase64: wire.toString('base64'),
            wireBytes: wire.length,
            text,
          });
        });
      },
    );
    request.on('error', reject);
    request.end(endpoint.body);
  });
}

/**
 * Runs autocannon and samples the target's RSS every 100 ms.
 * @param {{ url: string, endpoint: Endpoint, connections: number, pid?: number | undefined }} run
 */
async function load({ url, endpoint, connections, pid }) {
  let peakRss = rssMb(pid) ?? 0;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssMb(pid) ?? 0);
  }, 100);
  try {
    const result = await autocannon({
      url,
      method: endpoint.method,
      headers: endpoint.headers,
      ...(endpoint.body === undefined ? {} : { body: endpoint.body }),
      ...(endpoint.setupRequest ? { requests: [{ setupRequest: endpoint.setupRequest }] } : {}),
      connections,
      duration: DURATION_SECONDS,
      timeout: 30,
    });
    return {
      requestsPerSecond: round(result.requests.average, 1),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      total: result.requests.total,
      peakRssMb: pid === undefined ? undefined : round(peakRss, 1),
    };
  } finally {
    clearInterval(sampler);
  }
}

/** @param {string} responsesFile @param {number} port */
async function startCeiling(responsesFile, port) {
  const child = spawn(nodeBinary(), [ceilingScript, responsesFile, String(port)], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      await (await fetch(`${url}/0`)).arrayBuffer();
      break;
    } catch {
      await sleep(50);
    }
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

export async function runApiBench() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'careport-bench-api-'));
  const databaseUrl = process.env.DATABASE_URL;
  const serverOptions = {
    dataDir,
    // A run lasts minutes: one access token must outlive it.
    env: {
      ACCESS_TOKEN_TTL_SECONDS: '86400',
      // The calendar feed's load names many calendar apps' addresses (lib/api-later-reads.mjs);
      // the other calls send no X-Forwarded-For, so their address stays the connection's.
      TRUST_PROXY: '1',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  };
  // A first start migrates and seeds; the caregiver is written while no server holds the
  // database (PGlite locks its directory), then the measured server starts on it.
  await (await startServer(serverOptions)).stop();
  const generated = await generateBenchCaregiver({ dataDir, databaseUrl });
  console.error(`bench caregiver: ${JSON.stringify(generated)}`);
  const server = await startServer(serverOptions);
  /** @type {Array<Record<string, unknown>>} */
  const rows = [];
  let ceiling;
  /** @type {Record<string, unknown>} */
  let dataSet = {};
  try {
    const accessToken = await passwordGrant(server.url);
    const contractId = await firstContractId(server.url, accessToken);
    const later = await prepareLaterReads(server.url, accessToken);
    const list = endpoints(accessToken, contractId, later);
    if (list.length === 0)
      throw new Error(`BENCH_API_ENDPOINTS matches no call: ${ENDPOINT_FILTER}`);
    const samples = [];
    for (const endpoint of list) samples.push(await sample(server.url, endpoint));
    /** The answer's JSON of the call named `name`, when it was measured. @param {string} name */
    const answerOf = (name) => {
      const text = samples[list.findIndex((endpoint) => endpoint.name === name)]?.text;
      return /** @type {{ data?: any }} */ (text ? JSON.parse(text) : {});
    };
    dataSet = {
      caregiver: USERNAME,
      bookings: answerOf('GET /caregiver-app/booking').data?.length,
      contracts: answerOf('GET /caregiver-app/contract-aggregate').data?.length,
      proposals: answerOf('GET /caregiver-app/proposal').data?.length,
      invoices: answerOf('POST /graphql invoices').data?.invoices?.length,
      serviceDocumentationPeriods: answerOf('POST /graphql serviceDocumentation').data
        ?.serviceDocumentation?.periods?.length,
      responseBytes: Object.fromEntries(
        list.map((endpoint, index) => [
          endpoint.name,
          Buffer.byteLength(samples[index]?.text ?? ''),
        ]),
      ),
      // What crosses the network: the answers in the encoding the server chose.
      wireBytes: Object.fromEntries(
        list.map((endpoint, index) => [
          endpoint.name,
          `${samples[index]?.wireBytes} (${samples[index]?.contentEncoding ?? 'identity'})`,
        ]),
      ),
    };
    const responsesFile = path.join(dataDir, 'ceiling-responses.json');
    await writeFile(
      responsesFile,
      JSON.stringify(
        samples.map(({ contentType, contentEncoding, bodyBase64 }) => ({
          contentType,
          contentEncoding,
          bodyBase64,
        })),
      ),
    );
    const ceilingPort = await freePort();
    ceiling = await startCeiling(responsesFile, ceilingPort);

    for (const [index, endpoint] of list.entries()) {
      for (const connections of endpoint.later ? LATER_CONNECTIONS : CONNECTIONS) {
        const measured = await load({
          url: `${server.url}${endpoint.path}`,
          endpoint,
          connections,
          pid: server.pid,
        });
        const bare = await load({ url: `${ceiling.url}/${index}`, endpoint, connections });
        const ratio =
          bare.requestsPerSecond > 0 ? measured.requestsPerSecond / bare.requestsPerSecond : 0;
        rows.push({
          endpoint: endpoint.name,
          connections,
          ...measured,
          ceilingRequestsPerSecond: bare.requestsPerSecond,
          ceilingP99Ms: bare.p99Ms,
          ratioToCeiling: round(ratio, 3),
          target: targetFor(endpoint, connections, measured.p99Ms, ratio),
        });
        console.error(`${endpoint.name} @${connections}: ${measured.requestsPerSecond} req/s`);
        if (measured.errors > 0) console.error(`server output:\n${server.output().slice(-4000)}`);
      }
    }
  } finally {
    await ceiling?.stop();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  const summary = {
    benchmark: 'api',
    machine: { ...describeMachine(), loadAverage: os.loadavg().map((value) => round(value, 2)) },
    database: databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'PGlite, fresh temporary DATA_DIR',
    durationSeconds: DURATION_SECONDS,
    dataSet,
    targets: TARGETS,
    serverPeakRssMb: Math.max(...rows.map((row) => Number(row.peakRssMb ?? 0))),
    results: rows,
  };
  printReport(
    `API: ${DURATION_SECONDS} s per run, autocannon (latency ms)`,
    formatTable(
      [
        'endpoint',
        'conn',
        'req/s',
        'p50',
        'p99',
        'err',
        'non2xx',
        'ceiling req/s',
        'ratio',
        'peak RSS MB',
        'target',
      ],
      rows.map((row) => [
        String(row.endpoint),
        Number(row.connections),
        Number(row.requestsPerSecond),
        Number(row.p50Ms),
        Number(row.p99Ms),
        Number(row.errors),
        Number(row.non2xx),
        Number(row.ceilingRequestsPerSecond),
        Number(row.ratioToCeiling),
        Number(row.peakRssMb ?? 0),
        String(row.target),
      ]),
    ),
    summary,
  );
  return summary;
}

/**
 * Issue 5 targets: diary endpoints at 50 connections ≥ 0.5 of the ceiling with p99 ≤ 50 ms;
 * the token endpoint p99 ≤ 150 ms (password hashing included).
 * @param {Endpoint} endpoint @param {number} connections @param {number} p99 @param {number} ratio
 */
function targetFor(endpoint, connections, p99, ratio) {
  if (endpoint.token) {
    return `p99 ≤ ${TARGETS.tokenP99Ms}: ${p99 <= TARGETS.tokenP99Ms ? 'met' : 'MISSED'}`;
  }
  if (endpoint.diary && connections === 50) {
    const met = ratio >= TARGETS.diaryRatioAt50 && p99 <= TARGETS.diaryP99Ms;
    return `ratio ≥ ${TARGETS.diaryRatioAt50}, p99 ≤ ${TARGETS.diaryP99Ms}: ${met ? 'met' : 'MISSED'}`;
  }
  return '';
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runApiBench();
