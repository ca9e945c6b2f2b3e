// Issue 5 §4: seconds from starting the built server to the first 200 from /healthz, on an empty
// data directory (migrate and seed) and on the existing one, and the idle RSS.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describeMachine, formatTable, printReport, round } from './lib/report.mjs';
import { rssMb, sleep, startServer } from './lib/server.mjs';

const TARGET_EXISTING_SECONDS = 3;
const TARGET_IDLE_RSS_MB = 250;
const IDLE_WAIT_MS = 5_000;

export async function runStartupBench() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'careport-bench-startup-'));
  /** @type {Array<{ dataDirectory: string, seconds: number, idleRssMb: number | undefined }>} */
  const runs = [];
  try {
    for (const dataDirectory of ['empty', 'existing']) {
      const server = await startServer({ dataDir });
      try {
        const seconds = server.secondsToHealthy;
        await sleep(IDLE_WAIT_MS);
        const idle = rssMb(server.pid);
        runs.push({
          dataDirectory,
          seconds: round(seconds, 2),
          idleRssMb: idle === undefined ? undefined : round(idle, 1),
        });
      } finally {
        await server.stop();
      }
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  const existing = runs.find((run) => run.dataDirectory === 'existing');
  const maxRss = Math.max(...runs.map((run) => run.idleRssMb ?? 0));
  const summary = {
    benchmark: 'startup',
    machine: describeMachine(),
    database: 'PGlite (DATABASE_URL unset), temporary DATA_DIR',
    runs,
    targets: {
      existingSeconds: TARGET_EXISTING_SECONDS,
      idleRssMb: TARGET_IDLE_RSS_MB,
      existingSecondsMet: (existing?.seconds ?? Infinity) <= TARGET_EXISTING_SECONDS,
      idleRssMet: maxRss <= TARGET_IDLE_RSS_MB,
    },
  };
  printReport(
    'Start-up: built server to first 200 from /healthz',
    formatTable(
      ['data directory', 'seconds', 'idle RSS MB (after 5 s)', 'target'],
      runs.map((run) => [
        run.dataDirectory,
        run.seconds,
        run.idleRssMb ?? 'n/a',
        run.dataDirectory === 'existing'
          ? `≤ ${TARGET_EXISTING_SECONDS} s: ${summary.targets.existingSecondsMet ? 'met' : 'MISSED'}; ` +
            `RSS ≤ ${TARGET_IDLE_RSS_MB} MB: ${summary.targets.idleRssMet ? 'met' : 'MISSED'}`
          : 'migrate + seed',
      ]),
    ),
    summary,
  );
  return summary;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runStartupBench();
