// The back office's HTTP API (README "Back office") called straight from a journey's worker, with
// the client the CLI uses (DATA_DIR/ops-client.json): for what every journey does before it starts,
// where a CLI process each (ops.ts) would cost a second a test. What a journey is about still
// goes through the CLI.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { currentServer } from './servers';

async function opsToken(base: string, dataDir: string): Promise<string> {
  const client = JSON.parse(readFileSync(join(dataDir, 'ops-client.json'), 'utf8')) as {
    client_id: string;
    client_secret: string;
  };
  const response = await fetch(`${base}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      scope: 'ops',
      client_id: client.client_id,
      client_secret: client.client_secret,
    }).toString(),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!response.ok || !body.access_token) {
    throw new Error(`The back office refused its client: HTTP ${response.status}`);
  }
  return body.access_token;
}

/** POSTs `body` to the back office's `path` on this worker's server; its `data`. */
export async function postToBackOffice<T>(path: string, body: object): Promise<T> {
  const { dataDir, port } = currentServer();
  const base = `http://127.0.0.1:${port}`;
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${await opsToken(base, dataDir)}`,
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { data?: T; errorCode?: string; message?: string };
  if (!response.ok || answer.data === undefined) {
    throw new Error(`POST ${path}: ${response.status} ${answer.errorCode} ${answer.message}`);
  }
  return answer.data;
}
