// `npm start`: configuration, database (migrated, definitions and demo seeded), then the server on
// one origin for app and API. Ctrl-C (SIGINT) or SIGTERM closes the server and the database
// cleanly, so PGlite's lock on the data directory is released.
import { mkdir } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { ConfigError, parseConfig } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { keepEmbeddedStatistics } from './db/embedded-statistics.js';
import { migrateDatabase } from './db/migrate.js';
import { seedDefinitions } from './seed/definitions.js';
import { seedDemo } from './seed/demo.js';
import { writeDemoProofFiles } from './seed/demo-proofs.js';
import { createLocalFileStorage } from './storage/local-file-storage.js';

const DEMO_LOGINS = ['anna@careport.example (independent)', 'jonas@careport.example (employed)'];
const DEMO_PASSWORD = 'careport';

async function start(): Promise<void> {
  let config;
  try {
    config = parseConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let database: Database;
  try {
    await mkdir(config.dataDir, { recursive: true });
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
  let isStopping = false;
  const stop = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    console.log(`\n${signal}: stopping Careport…`);
    statistics?.stop();
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
    await migrateDatabase(database);
    await seedDefinitions(database.db);
    const demo = await seedDemo(database.db, {
      now: new Date(),
      clientId: config.oauthClientId,
      clientSecret: config.oauthClientSecret,
    });
    const storage = createLocalFileStorage(config.storageDir);
    await writeDemoProofFiles(database.db, storage);
    app = await buildApp({ config, database, storage });
    await app.listen({ port: config.port, host: config.host });
    statistics = keepEmbeddedStatistics(database, (error) =>
      console.error('ANALYZE failed:', error instanceof Error ? error.message : error),
    );
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
    console.log(
      [
        '',
        `Careport is running at ${config.publicUrl}`,
        `  data: ${where}${demo.seeded ? ' (demo data seeded just now)' : ''}`,
        `  demo logins (password "${DEMO_PASSWORD}"): ${DEMO_LOGINS.join(', ')}`,
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

await start();
