import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for the three packages; each project keeps its own environment.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    // Files share a worker's modules instead of importing the app anew each (issue 38: the
    // imports were 64 % of the server suite and the jsdom setup 58 % of the web one). No test
    // mocks modules, and each file builds its own app, database and rendered tree.
    isolate: false,
    // Vitest's default for a run is one worker fewer than the cores, which on CI's two is one:
    // the main process only collects the results, so the second core sat idle (ci.md).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        // Checks across packages: import direction and cycles (tools/architecture.test.ts).
        test: { name: 'repo', root: '.', include: ['tools/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'domain', root: 'packages/domain', environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'server',
          root: 'packages/server',
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // On PostgreSQL each worker gets a database of its own (record 0122); no-ops on PGlite.
          globalSetup: ['./vitest.postgres-global.ts'],
          setupFiles: ['./vitest.postgres-worker.ts'],
          // `*.pg.int.test.ts` need a second connection to one database, which PGlite cannot
          // give: they run in CI's PostgreSQL phase (DATABASE_URL) instead of being skipped here.
          exclude: [
            '**/node_modules/**',
            '**/dist/**',
            ...(process.env.DATABASE_URL ? [] : ['src/**/*.pg.int.test.ts']),
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          root: 'packages/web',
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          exclude: ['**/node_modules/**', '**/dist/**', 'src/**/*.node.test.{ts,tsx}'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        // The staff console (issue 40): component tests against a fake fetch answering per the API.
        test: {
          name: 'console',
          root: 'packages/console',
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          exclude: ['**/node_modules/**', '**/dist/**'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        // Web code that also runs in Node: the server's rendering of the first screen (issue 16).
        test: {
          name: 'web-node',
          root: 'packages/web',
          environment: 'node',
          include: ['src/**/*.node.test.{ts,tsx}'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
