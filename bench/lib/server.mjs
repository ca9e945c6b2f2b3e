import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// BENCH_SERVER_MAIN: another build of the server beside it (e.g. `dist/main-before.js`, a copy of
// an earlier build in the same folder, so its paths resolve alike), for a before/after in one run.
const SERVER_MAIN = path.resolve(
  ROOT,
  process.env.BENCH_SERVER_MAIN ?? 'packages/server/dist/main.js',
);

/**
 * The Node 24 binary pinned as a devDependency. `npm run` puts it first on PATH, so usually it is
 * this process's own; otherwise ask `npm exec` once. The server is spawned with the binary itself
 * (not through npm) so its pid and RSS are the server's, not npm's.
 * @returns {string}
 */
export function nodeBinary() {
  if (process.version.startsWith('v24.')) return process.execPath;
  return execFileSync('npm', ['exec', '--', 'node', '-p', 'process.execPath'], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
}

/** A free loopback port: bind port 0, read it, release it. @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Resident set size of a process in MB, from /proc (Linux only; undefined elsewhere).
 * @param {number | undefined} pid
 * @returns {number | undefined}
 */
export function rssMb(pid) {
  if (pid === undefined) return undefined;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** @param {number} ms */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @typedef {{ url: string, port: number, pid: number | undefined, secondsToHealthy: number,
 *   output: () => string, stop: () => Promise<void> }} RunningServer
 */

/**
 * Starts the built server (`packages/server/dist/main.js`) on a free loopback port with the given
 * DATA_DIR and PGlite (DATABASE_URL unset unless passed), and waits for the first 200 from /healthz.
 * `port`: a fixed port (a benchmark given its own range); default a free one.
 * @param {{ dataDir: string, env?: Record<string, string>, timeoutMs?: number, port?: number }} options
 * @returns {Promise<RunningServer>}
 */
export async function startServer({ dataDir, env = {}, timeoutMs = 60_000, port: fixedPort }) {
  if (!existsSync(SERVER_MAIN)) {
    throw new Error(`${SERVER_MAIN} is missing: run \`npm run build\` first.`);
  }
  const port = fixedPort ?? (await freePort());
  /** @type {Record<string, string | undefined>} */
  const childEnv = {
    ...process.env,
    DATABASE_URL: undefined,
    SMTP_URL: undefined,
    LOG_LEVEL: 'warn',
    // The load generator is one address with up to 50 connections per run, and the previous run's
    // may still be closing: the per-address bound (issue 15 §14) is for phones, not for it.
    MAX_CONNECTIONS_PER_ADDRESS: '0',
    ...env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
  };
  for (const key of Object.keys(childEnv)) if (childEnv[key] === undefined) delete childEnv[key];
  const startedAt = performance.now();
  // BENCH_SERVER_NODE_ARGS: flags for the server's Node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/p`
  // (not allowed in NODE_OPTIONS) to see where a benchmark's server spends its time.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(nodeBinary(), [...nodeArgs, SERVER_MAIN], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // BENCH_SERVER_LOG: a file that also gets the server's output (`--trace-gc` lines, say); the
  // string above is kept only to explain a start that fails.
  const log = process.env.BENCH_SERVER_LOG
    ? createWriteStream(process.env.BENCH_SERVER_LOG, { flags: 'a' })
    : undefined;
  child.stdout.on('data', (chunk) => {
    output += String(chunk);
    log?.write(chunk);
  });
  child.stderr.on('data', (chunk) => {
    output += String(chunk);
    log?.write(chunk);
  });
  /** @type {number | null} */
  let exitCode = null;
  const exited = new Promise((resolve) =>
    child.once('exit', (code) => {
      exitCode = code ?? -1;
      resolve(undefined);
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (exitCode === null) {
      child.kill('SIGTERM');
      // SIGTERM closes PGlite cleanly (releases the data directory lock); give it time.
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
  };
  for (;;) {
    if (exitCode !== null) {
      throw new Error(`server exited with ${exitCode} before /healthz answered:\n${output}`);
    }
    if (performance.now() - startedAt > timeoutMs) {
      await stop();
      throw new Error(`/healthz did not answer 200 within ${timeoutMs} ms:\n${output}`);
    }
    try {
      const response = await fetch(`${url}/healthz`);
      await response.arrayBuffer();
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
  return {
    url,
    port,
    pid: child.pid,
    secondsToHealthy: (performance.now() - startedAt) / 1000,
    output: () => output,
    stop,
  };
}
