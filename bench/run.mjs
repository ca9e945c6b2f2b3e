// `npm run bench` (issue 5): bundle, start-up, API and data-scale benchmarks in turn, each as if
// run alone. Data scale needs PostgreSQL (it says so and skips without one) and ~25 minutes;
// BENCH_SKIP_SCALE=1 leaves it out. A failing benchmark is reported and the others still run;
// timing never fails the run.
import { pathToFileURL } from 'node:url';
import { runApiBench } from './api.mjs';
import { runBundleBench } from './bundle.mjs';
import { runScaleBench } from './scale.mjs';
import { runStartupBench } from './startup.mjs';

/** @type {Array<[string, () => unknown]>} */
const BENCHMARKS = [
  ['bundle', runBundleBench],
  ['startup', runStartupBench],
  ['api', runApiBench],
  ...(process.env.BENCH_SKIP_SCALE === '1'
    ? []
    : /** @type {Array<[string, () => unknown]>} */ ([['scale', runScaleBench]])),
];

export async function runAll() {
  /** @type {string[]} */
  const failed = [];
  for (const [name, run] of BENCHMARKS) {
    try {
      await run();
    } catch (error) {
      failed.push(name);
      console.error(`bench ${name} could not run:`, error instanceof Error ? error.message : error);
    }
  }
  // A benchmark that cannot run at all (no build, server does not start) is an error; slow is not.
  if (failed.length > 0) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runAll();
