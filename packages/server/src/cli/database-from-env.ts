// The CLIs read their two settings straight from the environment (they must work without the
// server's full configuration): DATABASE_URL, else PGlite in DATA_DIR (default ./data, resolved
// against the repository root like the server does, whatever the working directory).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from '../db/client.js';

/** packages/server/{src,dist}/cli → the repository root. */
const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export const dataDirFromEnv = (): string =>
  path.resolve(REPOSITORY_ROOT, process.env.DATA_DIR?.trim() || './data');

export const openDatabaseFromEnv = (): Promise<Database> => {
  const databaseUrl = process.env.DATABASE_URL?.trim();
  return databaseUrl ? openDatabase({ databaseUrl }) : openDatabase({ dataDir: dataDirFromEnv() });
};

/** Runs a CLI body, turning a failure into a message and exit code 1. */
export const runCli = (body: () => Promise<void>): void => {
  body().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
};
