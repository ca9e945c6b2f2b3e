// The back office's OAuth client (README "Back office"): its id and secret live in one file in
// DATA_DIR, readable only by the server's user, so whoever runs `npm run ops` on the machine can
// call the back office and nobody else learns the secret. Only node built-ins here: the CLI imports
// this module and must start fast.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export const OPS_CLIENT_ID = 'careport-ops';
export const OPS_SCOPE = 'ops';
export const OPS_CLIENT_FILE_NAME = 'ops-client.json';

export type OpsClientFile = { client_id: string; client_secret: string };

export const opsClientFilePath = (dataDir: string): string =>
  path.join(dataDir, OPS_CLIENT_FILE_NAME);

const isOpsClientFile = (value: unknown): value is OpsClientFile => {
  if (typeof value !== 'object' || value === null) return false;
  const { client_id: id, client_secret: secret } = value as Record<string, unknown>;
  return id === OPS_CLIENT_ID && typeof secret === 'string' && secret.length >= 32;
};

/** The stored client, undefined when there is no file yet; a damaged file throws. */
export async function readOpsClientFile(dataDir: string): Promise<OpsClientFile | undefined> {
  const file = opsClientFilePath(dataDir);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (!isOpsClientFile(parsed)) {
    throw new Error(`${file} is not a back-office client file; delete it and restart the server`);
  }
  return parsed;
}
