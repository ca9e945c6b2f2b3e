import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WORKERS, workerServer } from './support/servers';

// A fresh root data directory per run; under it, one real server per worker, migrated and seeded
// with the demo, on PGlite (support/servers.ts).
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'careport-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
const servers = Array.from({ length: WORKERS }, (_, index) => workerServer(dataDir, index));

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  // Every journey works on caregivers of its own (support/test.ts), so none depends on another's
  // order: every test may run beside any other.
  fullyParallel: true,
  workers: WORKERS,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // tools/test-all.mjs reads the JSON report for its counts per project.
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : [['list']],
  outputDir: '../test-results',
  use: {
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    // Recording a trace for every journey (kept only on failure) was 30 % of the e2e step's CPU:
    // each action's DOM snapshot and screencast, and every response body, the service worker's
    // precache included (docs/performance/ci.md). A failure keeps its screenshot and the page's
    // ARIA snapshot (error-context.md); `E2E_TRACE=retain-on-failure` records traces again.
    trace: (process.env.E2E_TRACE ?? 'off') as 'off' | 'on' | 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'phone',
      // Browser zoom is a desktop matter: its journey sets its own zoomed viewport (issue 14).
      testIgnore: '**/zoom.e2e.ts',
      use: { viewport: { width: 375, height: 812 }, hasTouch: true, launchOptions },
    },
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
  webServer: servers.map((server) => ({
    command: 'node packages/server/dist/main.js',
    cwd: '..',
    url: `${server.baseURL}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      DATA_DIR: server.dataDir,
      PORT: String(server.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: server.baseURL,
      LOG_LEVEL: 'warn',
      // A tile server that does not exist: the journeys that look at a map answer its requests
      // themselves (page.route), every other screen just gets no tiles.
      MAP_TILE_URL: 'https://tiles.careport.test/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© Careport-Testkacheln',
    },
  })),
});
