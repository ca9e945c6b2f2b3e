import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A fresh data directory per run: the real server, migrated and seeded with the demo, on PGlite.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'careport-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;

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
  // The journeys share one server and its demo caregivers, and some change what others see.
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../test-results',
  use: { baseURL, locale: 'de-DE', timezoneId: 'Europe/Berlin', trace: 'retain-on-failure' },
  projects: [
    {
      name: 'phone',
      // Browser zoom is a desktop matter: its journey sets its own zoomed viewport (issue 14).
      testIgnore: '**/zoom.e2e.ts',
      use: { viewport: { width: 375, height: 812 }, hasTouch: true, launchOptions },
    },
    {
      name: 'desktop',
      // The diary journeys change the demo's bookings, so they run once, at phone width (issue 4).
      testIgnore: '**/bookings-*.e2e.ts',
      use: { viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
  webServer: {
    command: 'node packages/server/dist/main.js',
    cwd: '..',
    url: `${baseURL}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      // A tile server that does not exist: the journeys that look at a map answer its requests
      // themselves (page.route), every other screen just gets no tiles.
      MAP_TILE_URL: 'https://tiles.careport.test/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© Careport-Testkacheln',
    },
  },
});
