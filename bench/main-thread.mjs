// Issue 16 "Speed of the first screen": the main thread after the first paint, measured rather
// than simulated. Lighthouse (bench/lighthouse.mjs) takes the tasks of an unthrottled load and
// multiplies them by four; on a small shared machine its TBT for the same build varies by
// 0.3-0.8 s from run to run. Here Chromium itself runs the page's CPU four times slower
// (DevTools' CPU throttling, the network not throttled) while a trace records every task: the
// figures are what a slow phone's main thread does.
//
// Per page, the median of the runs: first contentful paint, the long tasks (> 50 ms) after it and
// their blocking time (the part of each over 50 ms, summed: TBT as Lighthouse defines it, over the
// first six seconds). `/login` signed out, `/bookings` signed in as the demo's independent
// caregiver (a fresh browser each run: no HTTP cache, no service worker).
//
// Knobs: BENCH_MAIN_THREAD_RUNS (default 7), BENCH_MAIN_THREAD_PAGES (default `/login,/bookings`).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { describeMachine, formatTable, printReport, round } from './lib/report.mjs';
import { startServer } from './lib/server.mjs';
import { blockingMs, LONG_TASK_MS, tasksAfterFirstPaint } from './lib/trace-tasks.mjs';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_MAIN_THREAD_RUNS ?? 7);
const PAGES = (process.env.BENCH_MAIN_THREAD_PAGES ?? '/login,/bookings').split(',');
const CPU_SLOWDOWN = 4;
/** Long enough for the app to start and the diary's data to arrive on this machine. */
const RECORD_MS = 6_000;
const DEMO = { username: 'anna@careport.example', password: 'careport' };
const SESSION_STORAGE_KEY = 'careport:caregiver:session';
/** Lighthouse's mobile screen. */
const VIEWPORT = { width: 412, height: 823 };

/** @param {string} baseUrl */
async function signIn(baseUrl) {
  const response = await fetch(`${baseUrl}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      scope: 'caregiver',
      client_id: 'careport-app',
      client_secret: 'careport-app-secret',
      ...DEMO,
    }),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  /** @type {{ access_token: string, refresh_token: string, expires_in: number, token_type: string }} */
  const body = await response.json();
  // The app's stored session (packages/web/src/lib/session.ts SessionTokens).
  return {
    accessToken: body.access_token,
    refreshToken: body.refresh_token,
    expiresAt: Date.now() + body.expires_in * 1000,
    tokenType: body.token_type,
  };
}

/** @param {import('./lib/trace-tasks.mjs').TraceEvent[]} events */
function metricsOf(events) {
  const { navigationStart, firstPaint, tasks } = tasksAfterFirstPaint(events);
  const durations = tasks
    .map((task) => (task.dur ?? 0) / 1000)
    .filter((duration) => duration > LONG_TASK_MS);
  return {
    fcpMs: (firstPaint.ts - navigationStart.ts) / 1000,
    longTasks: durations.length,
    longestTaskMs: Math.max(0, ...durations),
    blockingMs: blockingMs(durations),
  };
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseUrl
 * @param {string} pagePath
 */
async function runOnce(browser, baseUrl, pagePath) {
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    if (pagePath !== '/login') {
      const session = await signIn(baseUrl);
      await page.goto(`${baseUrl}/healthz`);
      await page.evaluate(
        ([key, value]) => localStorage.setItem(key, value),
        [SESSION_STORAGE_KEY, JSON.stringify(session)],
      );
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    /** @type {import('./lib/trace-tasks.mjs').TraceEvent[]} */
    const events = [];
    cdp.on('Tracing.dataCollected', (message) => {
      events.push(.../** @type {import('./lib/trace-tasks.mjs').TraceEvent[]} */ (message.value));
    });
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      categories:
        'devtools.timeline,disabled-by-default-devtools.timeline,loading,blink.user_timing',
      transferMode: 'ReportEvents',
    });
    await page.goto(`${baseUrl}${pagePath}`);
    await page.waitForTimeout(RECORD_MS);
    await cdp.send('Tracing.end');
    await complete;
    if (new URL(page.url()).pathname !== pagePath) {
      throw new Error(`${pagePath} ended on ${page.url()} (not signed in?)`);
    }
    return metricsOf(events);
  } finally {
    await context.close();
  }
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN;
}

export async function runMainThreadBench() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'careport-bench-main-thread-'));
  const server = await startServer({ dataDir });
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox'] });
  /** @type {Record<string, ReturnType<typeof metricsOf>[]>} */
  const runs = {};
  try {
    for (const pagePath of PAGES) {
      runs[pagePath] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const result = await runOnce(browser, server.url, pagePath);
        console.log(`${pagePath} run ${run + 1}: ${JSON.stringify(result)}`);
        runs[pagePath].push(result);
      }
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const pages = Object.entries(runs).map(([pagePath, results]) => ({
    page: pagePath,
    fcpMs: round(median(results.map((result) => result.fcpMs)), 0),
    longTasks: median(results.map((result) => result.longTasks)),
    longestTaskMs: round(median(results.map((result) => result.longestTaskMs)), 0),
    blockingMs: round(median(results.map((result) => result.blockingMs)), 0),
    blockingRangeMs: [
      round(Math.min(...results.map((result) => result.blockingMs)), 0),
      round(Math.max(...results.map((result) => result.blockingMs)), 0),
    ],
  }));
  const table = formatTable(
    ['Page', 'FCP ms', 'Long tasks', 'Longest ms', 'Blocking ms', 'Range ms'],
    pages.map((entry) => [
      entry.page,
      entry.fcpMs,
      entry.longTasks,
      entry.longestTaskMs,
      entry.blockingMs,
      `${entry.blockingRangeMs[0]}-${entry.blockingRangeMs[1]}`,
    ]),
  );
  printReport(
    `Main thread after the first paint, ${CPU_SLOWDOWN}× slower CPU, median of ${RUNS}`,
    table,
    {
      benchmark: 'main-thread',
      machine: describeMachine(),
      cpuSlowdown: CPU_SLOWDOWN,
      runs: RUNS,
      pages,
    },
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runMainThreadBench();
