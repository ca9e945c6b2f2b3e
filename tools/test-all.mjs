// `npm test`: every check in order, each phase's wall time and what it counted, then one table, so
// a slow or shrinking phase shows in every run's output (issue 38, docs/performance/ci.md).
// Stops at the first phase that fails, as `a && b && c` did.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { root, run, runTogether } from './run-commands.mjs';

const reports = join(root, 'test-results', 'reports');
const vitestReport = join(reports, 'vitest.json');
const e2eReport = join(reports, 'e2e.json');

/** Which Vitest project a test file belongs to, by the rules of vitest.config.ts. */
function vitestProject(file) {
  const path = relative(root, file).split(sep).join('/');
  if (path.startsWith('tools/')) return 'repo';
  const pkg = path.split('/')[1];
  if (pkg === 'web') return /\.node\.test\.tsx?$/.test(path) ? 'web-node' : 'web';
  return pkg;
}

function vitestCounts() {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  const byProject = new Map();
  for (const file of report.testResults) {
    const name = vitestProject(file.name);
    const counts = byProject.get(name) ?? { files: 0, passed: 0, failed: 0, skipped: 0 };
    counts.files += 1;
    for (const test of file.assertionResults) {
      if (test.status === 'passed') counts.passed += 1;
      else if (test.status === 'failed') counts.failed += 1;
      else counts.skipped += 1;
    }
    byProject.set(name, counts);
  }
  return [...byProject].map(([name, c]) => ({
    name: `vitest ${name}`,
    detail: `${c.files} files, ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`,
  }));
}

function e2eCounts() {
  const report = JSON.parse(readFileSync(e2eReport, 'utf8'));
  const byProject = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const counts = byProject.get(test.projectName) ?? { passed: 0, failed: 0, skipped: 0 };
        if (test.status === 'expected') counts.passed += 1;
        else if (test.status === 'skipped') counts.skipped += 1;
        else counts.failed += 1;
        byProject.set(test.projectName, counts);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites) visit(suite);
  return [...byProject].map(([name, c]) => ({
    name: `e2e ${name}`,
    detail: `${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`,
  }));
}

// ESLint, Prettier, Redocly and tsc each run on one core: side by side they take about as long as
// the longest of them instead of their sum (docs/performance/ci.md). Their output is printed whole
// when each ends, so it does not interleave.
const staticChecks = [
  { name: 'eslint', command: ['npx', 'eslint', '.'] },
  { name: 'prettier', command: ['npx', 'prettier', '--check', '.'] },
  // Issue 41: the generated REST description (docs/api/openapi.json) against OpenAPI's rules.
  { name: 'openapi lint', command: ['npx', 'redocly', 'lint', 'docs/api/openapi.json'] },
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
];

const phases = [
  { name: 'static checks', together: staticChecks },
  {
    name: 'vitest',
    command: [
      'npx',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestReport}`,
    ],
    counts: vitestCounts,
  },
  {
    name: 'e2e',
    command: ['node', 'e2e/run.mjs'],
    env: { E2E_JSON_REPORT: e2eReport },
    counts: e2eCounts,
  },
];

function addCounts(phase) {
  try {
    for (const row of phase.counts?.() ?? []) rows.push({ ...row, seconds: undefined });
  } catch {
    // No report (e.g. the e2e step skipped without Chromium outside CI): the phase's own output says why.
  }
}

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const rows = [];
let failed;
for (const phase of phases) {
  const started = Date.now();
  let status;
  if (phase.together) {
    console.log(
      `\n== ${phase.name}: ${phase.together.map((each) => each.name).join(', ')} side by side`,
    );
    const results = await runTogether(phase.together);
    results.forEach((result, index) => {
      const each = phase.together[index];
      rows.push({
        name: `  ${each.name}`,
        seconds: result.seconds,
        detail: result.status === 0 ? 'passed' : 'FAILED',
      });
    });
    status = results.find((result) => result.status !== 0)?.status ?? 0;
  } else {
    console.log(`\n== ${phase.name}: ${phase.command.join(' ')}`);
    status = (await run(phase, { buffered: false })).status;
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  rows.splice(rows.length - (phase.together?.length ?? 0), 0, {
    name: phase.name,
    seconds,
    detail: status === 0 ? 'passed' : 'FAILED',
  });
  addCounts(phase);
  if (status !== 0) {
    failed = status;
    break;
  }
}

console.log('\n== npm test: phases');
for (const row of rows) {
  const time = row.seconds === undefined ? '' : `${row.seconds} s`;
  console.log(`${row.name.padEnd(16)} ${time.padStart(7)}  ${row.detail}`);
}
process.exit(failed ?? 0);
