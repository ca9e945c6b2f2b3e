// What every start does before it serves: the schema up to date, the definitions, the demo data
// (seeded once), the demo's proof and invoice files and the back office's client (README "Back office").
import { ensureOpsClient } from '../auth/ops-client.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { seedDefinitions } from '../seed/definitions.js';
import { seedDemo } from '../seed/demo.js';
import { seedDemoStaff } from '../seed/demo-staff.js';
import { writeDemoInvoiceFiles } from '../seed/demo-invoice-files.js';
import { writeDemoProofFiles } from '../seed/demo-proofs.js';
import type { FileStorage } from '../storage/file-storage.js';

export async function prepareDatabase(
  database: Database,
  config: Config,
  storage: FileStorage,
): Promise<{ seeded: boolean }> {
  await migrateDatabase(database);
  await seedDefinitions(database.db);
  const demo = await seedDemo(database.db, {
    now: new Date(),
    clientId: config.oauthClientId,
    clientSecret: config.oauthClientSecret,
  });
  // Issue 40: the console's demo users; never in production.
  await seedDemoStaff(database.db, { now: new Date(), isProduction: config.isProduction });
  await writeDemoProofFiles(database.db, storage);
  await writeDemoInvoiceFiles(database.db, storage);
  await ensureOpsClient(database.db, config.dataDir);
  return demo;
}
