// The journeys' `test`: Playwright's, with each worker's browser, `request` and back-office calls
// aimed at that worker's own server (servers.ts).
import { randomUUID } from 'node:crypto';
import { test as base } from '@playwright/test';
import { postToBackOffice } from './back-office';
import { workerServer, type WorkerServer } from './servers';

export { expect } from '@playwright/test';

/** A sign-in e-mail of a caregiver made for one test. */
export type CaregiverEmail = string;

/** A copy of a demo caregiver with their whole world, made by the back office for one test. */
async function demoCaregiver(like: 'anna' | 'jonas'): Promise<CaregiverEmail> {
  const email = `${like}-${randomUUID().slice(0, 8)}@careport.test`;
  await postToBackOffice('/ops/demo-caregivers', { like, email });
  return email;
}

/**
 * `anna` and `jonas`: each test that asks for one gets a caregiver of its own, a copy of the demo's
 * Anna (independent) or Jonas (employed) with the demo password, so no journey sees what another
 * changed and none depends on another's order. The demo's own accounts are only read
 * (demo.e2e.ts).
 */
export const test = base.extend<
  { anna: CaregiverEmail; jonas: CaregiverEmail },
  { server: WorkerServer }
>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      const root = process.env.E2E_DATA_DIR;
      if (!root) throw new Error('E2E_DATA_DIR is not set: run the journeys through e2e/run.mjs');
      const server = workerServer(root, workerInfo.parallelIndex);
      // The back-office CLI and the outbox reader take the server from the environment; a worker
      // is a process of its own, so this reaches only its journeys.
      process.env.E2E_WORKER_DATA_DIR = server.dataDir;
      process.env.E2E_WORKER_PORT = String(server.port);
      await use(server);
    },
    { scope: 'worker', auto: true },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.baseURL);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  anna: async ({}, use) => {
    await use(await demoCaregiver('anna'));
  },
  // eslint-disable-next-line no-empty-pattern -- as above
  jonas: async ({}, use) => {
    await use(await demoCaregiver('jonas'));
  },
});
