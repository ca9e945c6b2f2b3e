// `npm start`: configuration, database (migrated, definitions and demo seeded), then the server on
// one origin for app and API. Ctrl-C (SIGINT) or SIGTERM closes the server and the database
// cleanly, so PGlite's lock on the data directory is released.
import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { setFlagsFromString } from 'node:v8';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { ConfigError, parseConfig, type Config } from './config.js';
import { embeddedDataExists, openDatabase, type Database } from './db/client.js';
import { keepEmbeddedStatistics } from './db/embedded-statistics.js';
import { listenForBackups } from './ops/backup-socket.js';
import { prepareDatabase } from './setup/prepare-database.js';
import { returnStartUpMemorySoon } from './setup/return-start-up-memory.js';
import { createFileStorage } from './storage/create-file-storage.js';

// PGlite's PostgreSQL is an ~9 MB WebAssembly module, which V8 compiles on one background task per
// core. The memory those tasks free stays with their threads' malloc arenas, so every extra task
// kept ~15 MB of the idle server's RSS (issue 5: 264–282 MB with the default, 232–237 MB with one,
// and start-up no slower; docs/performance.md). Set before PGlite compiles its module.
setFlagsFromString('--wasm-num-compilation-tasks=1');

/** Run as a child process: create, migrate and seed the embedded database, then exit. */
const PREPARE_ONLY = '--prepare-embedded-database';

const DEMO_LOGINS = ['anna@careport.example (independent)', 'jonas@careport.example (employed)'];
const DEMO_PASSWORD = 'careport';

function readConfig(): Config {
  try {
    return parseConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * A first start on PGlite builds the whole database inside its WebAssembly heap and hashes the demo
 * passwords; that memory grows to the work's peak (~600 MB) and neither the heap nor the allocator
 * gives it back. So a new data directory is built by a child process, and the server itself then
 * starts on it like any later start and idles at its size (issue 5: idle RSS ≤ 250 MB). Once per
 * data directory, for a second or two.
 */
async function buildEmbeddedDatabaseInChild(): Promise<void> {
  const args = [...process.execArgv, process.argv[1] ?? '', PREPARE_ONLY];
  const child = spawn(process.execPath, args, { stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) process.exit(code ?? 1);
}

async function prepareOnly(): Promise<void> {
  const config = readConfig();
  let database: Database | undefined;
  try {
    database = await openDatabase({ dataDir: config.dataDir });
    await prepareDatabase(database, config, await createFileStorage(config));
  } catch (error) {
    // e.g. DataDirLockedError: another Careport process is building this DATA_DIR.
    console.error(
      'Careport could not set up its database:',
      error instanceof Error ? error.message : error,
    );
    process.exitCode = 1;
  } finally {
    await database?.close();
  }
}

/** `npm run backup` beside the running server on PGlite (src/ops/backup-socket.ts). */
async function startBackupSocket(db: Database['db'], config: Config) {
  const onError = (error: unknown) =>
    console.error('Backup failed:', error instanceof Error ? error.message : error);
  try {
    return await listenForBackups({ db, dataDir: config.dataDir, now: () => new Date(), onError });
  } catch (error) {
    // e.g. a DATA_DIR path too long for a Unix socket: the server runs; backups need it stopped.
    console.warn(
      'npm run backup will need the server stopped: no backup socket in DATA_DIR:',
      error instanceof Error ? error.message : error,
    );
    return undefined;
  }
}

async function start(): Promise<void> {
  const config = readConfig();

  let database: Database;
  let seededNow = false;
  try {
    await mkdir(config.dataDir, { recursive: true });
    if (!config.databaseUrl && !embeddedDataExists(config.dataDir)) {
      await buildEmbeddedDatabaseInChild();
      seededNow = true;
    }
    database = await openDatabase(
      config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
    );
  } catch (error) {
    // e.g. DataDirLockedError: another Careport process uses this DATA_DIR.
    console.error(
      'Careport could not open its database:',
      error instanceof Error ? error.message : error,
    );
    process.exit(1);
  }
  let app: FastifyInstance | undefined;
  let statistics: { stop(): void } | undefined;
  let backups: { close(): void } | undefined;
  let isStopping = false;
  const stop = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    console.log(`\n${signal}: stopping Careport…`);
    statistics?.stop();
    backups?.close();
    try {
      await app?.close();
    } finally {
      await database.close();
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    const storage = await createFileStorage(config);
    const demo = await prepareDatabase(database, config, storage);
    app = await buildApp({ config, database, storage });
    await app.listen({ port: config.port, host: config.host });
    if (database.kind === 'pglite') backups = await startBackupSocket(database.db, config);
    statistics = keepEmbeddedStatistics(database, (error) =>
      console.error('ANALYZE failed:', error instanceof Error ? error.message : error),
    );
    // Start-up's garbage kept the idle server 40–50 MB above its size (issue 43, decision 0118).
    returnStartUpMemorySoon();
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
    console.log(
      [
        '',
        `Careport is running at ${config.publicUrl}`,
        `  data: ${where}${demo.seeded || seededNow ? ' (demo data seeded just now)' : ''}`,
        `  demo logins (password "${DEMO_PASSWORD}"): ${DEMO_LOGINS.join(', ')}`,
        `  files: ${config.s3Storage ? `S3 bucket ${config.s3Storage.bucket}` : config.storageDir}`,
        `  mail: ${config.smtpUrl ? 'SMTP' : `written to ${config.dataDir}/outbox`}`,
        '  Ctrl-C stops it.',
        '',
      ].join('\n'),
    );
  } catch (error) {
    console.error('Careport could not start:', error instanceof Error ? error.message : error);
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(1);
  }
}

await (process.argv.includes(PREPARE_ONLY) ? prepareOnly() : start());
