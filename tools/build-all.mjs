// `npm run build`: the domain package first (the others import its build), then the app, the
// console and the server side by side: Vite's and tsc's work is mostly on one core each, so the
// three together take about as long as the longest (docs/performance/ci.md).
import { run, runTogether } from './run-commands.mjs';

const build = (workspace) => ({
  name: workspace,
  command: ['npm', 'run', '--silent', 'build', '-w', `packages/${workspace}`],
});

const domain = await run(build('domain'));
if (domain.status !== 0) process.exit(domain.status);
const results = await runTogether([build('web'), build('console'), build('server')]);
const failed = results.find((result) => result.status !== 0);
process.exit(failed ? failed.status : 0);
