// Creates the back office's OAuth client on first start (README "Back office"): a random secret
// written to DATA_DIR/ops-client.json (mode 0600) and only its SHA-256 in the database, like the
// app's client (a 256-bit random secret needs no slow hash). On later starts the file wins: its
// secret is written to the database again, so a database restored elsewhere or a new PostgreSQL
// keeps working with the file beside the server.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import type { DbOrTx } from '../db/client.js';
import { oauthClients } from '../db/schema/index.js';
import { hashOpaqueToken } from './opaque-token.js';
import {
  OPS_CLIENT_ID,
  OPS_SCOPE,
  opsClientFilePath,
  readOpsClientFile,
  type OpsClientFile,
} from './ops-client-file.js';

async function createOpsClientFile(dataDir: string): Promise<OpsClientFile> {
  const client = { client_id: OPS_CLIENT_ID, client_secret: randomBytes(32).toString('base64url') };
  await mkdir(dataDir, { recursive: true });
  try {
    // 'wx': never overwrite a file another process wrote in the meantime; mode: owner only.
    await writeFile(opsClientFilePath(dataDir), `${JSON.stringify(client, null, 2)}\n`, {
      flag: 'wx',
      mode: 0o600,
    });
    return client;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const written = await readOpsClientFile(dataDir);
    if (!written) throw error;
    return written;
  }
}

/** The back office's client, from DATA_DIR (created when missing), stored hashed in the database. */
export async function ensureOpsClient(db: DbOrTx, dataDir: string): Promise<{ clientId: string }> {
  const client = (await readOpsClientFile(dataDir)) ?? (await createOpsClientFile(dataDir));
  const values = {
    clientId: client.client_id,
    secretHash: hashOpaqueToken(client.client_secret),
    scopes: [OPS_SCOPE],
  };
  await db
    .insert(oauthClients)
    .values(values)
    .onConflictDoUpdate({
      target: oauthClients.clientId,
      set: { secretHash: values.secretHash, scopes: values.scopes },
    });
  return { clientId: client.client_id };
}
