// `npm run -s ops -- <command> [--flags]`: the back office's command-line client (README "Back
// office"). It reaches the running server over HTTP, as any other instance would, so it works on
// PGlite (one process holds the database) and PostgreSQL alike: the server at OPS_URL (else
// http://127.0.0.1:$PORT), the client from DATA_DIR/ops-client.json (or OPS_CLIENT_ID and
// OPS_CLIENT_SECRET). It prints the answer's data as one JSON object and exits 0, or a message on
// stderr and exits 1 (2 for a wrong command line). Only node built-ins: it starts in milliseconds.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OPS_CLIENT_ID, OPS_SCOPE, readOpsClientFile } from '../auth/ops-client-file.js';
import { formatHelp, parseCommandLine, UsageError, type OpsRequest } from './ops-commands.js';
import { totpCode } from './totp-code.js';

/** packages/server/{src,dist}/cli → the repository root, as the server resolves DATA_DIR. */
const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

class CliError extends Error {}

const dataDir = () => path.resolve(REPOSITORY_ROOT, process.env.DATA_DIR?.trim() || './data');

function serverUrl(flag: string | undefined): string {
  const url = flag ?? process.env.OPS_URL?.trim();
  if (url) return url.replace(/\/+$/, '');
  return `http://127.0.0.1:${process.env.PORT?.trim() || '3000'}`;
}

async function clientCredentials(): Promise<{ id: string; secret: string }> {
  const secret = process.env.OPS_CLIENT_SECRET?.trim();
  if (secret) return { id: process.env.OPS_CLIENT_ID?.trim() || OPS_CLIENT_ID, secret };
  const directory = dataDir();
  const file = await readOpsClientFile(directory);
  if (!file) {
    throw new CliError(
      `No back-office client in ${directory}: start the server once (npm start) with this DATA_DIR, or set OPS_CLIENT_SECRET.`,
    );
  }
  return { id: file.client_id, secret: file.client_secret };
}

async function send(url: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
    throw new CliError(
      `Cannot reach the server at ${new URL(url).origin} (${cause || String(error)}). Is it running (npm start)? Set OPS_URL or PORT to point elsewhere.`,
    );
  }
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: response.status, body: text };
  }
}

async function accessToken(base: string): Promise<string> {
  const client = await clientCredentials();
  const { status, body } = await send(`${base}/auth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(client.id)}:${encodeURIComponent(client.secret)}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope: OPS_SCOPE }).toString(),
  });
  const token = (body as { access_token?: unknown } | null)?.access_token;
  if (status !== 200 || typeof token !== 'string') {
    const error = (body as { error?: unknown } | null)?.error;
    throw new CliError(
      `The server refused the back-office client (${typeof error === 'string' ? error : `HTTP ${status}`}): is ${dataDir()}/ops-client.json the one this server created?`,
    );
  }
  return token;
}

/** verify-proof: only the file's SHA-256 travels; the server looks it up among the proofs issued. */
async function hashFile(file: string): Promise<string> {
  let bytes: Buffer;
  try {
    // npm runs scripts from the project root; INIT_CWD is where the command was typed.
    bytes = await readFile(path.resolve(process.env.INIT_CWD ?? process.cwd(), file));
  } catch (error) {
    throw new CliError(
      `Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return createHash('sha256').update(bytes).digest('hex');
}

async function call(base: string, request: OpsRequest): Promise<unknown> {
  if (request.method === 'TOTP') {
    try {
      return totpCode(request.secret, new Date());
    } catch (error) {
      throw new CliError(error instanceof Error ? error.message : String(error));
    }
  }
  const token = await accessToken(base);
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  let url = `${base}${request.path}`;
  let body: string | undefined;
  if (request.method === 'GET') {
    const query = new URLSearchParams(request.query).toString();
    if (query) url += `?${query}`;
  } else {
    headers['content-type'] = 'application/json';
    const extra =
      request.hashFile === undefined ? {} : { sha256: await hashFile(request.hashFile) };
    body = JSON.stringify({ ...request.body, ...extra });
  }
  const answer = await send(url, { method: request.method, headers, ...(body ? { body } : {}) });
  const reply = answer.body as { data?: unknown; errorCode?: unknown; message?: unknown } | null;
  if (answer.status >= 200 && answer.status < 300 && reply && 'data' in reply) return reply.data;
  const code = typeof reply?.errorCode === 'string' ? reply.errorCode : `HTTP ${answer.status}`;
  const message =
    typeof reply?.message === 'string' ? reply.message : 'The server refused the call.';
  throw new CliError(`${message} (${code}, HTTP ${answer.status})`);
}

async function main(argv: readonly string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseCommandLine(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`ops: ${error.message}\nRun "npm run ops -- --help" for the commands.`);
    return 2;
  }
  if (parsed.kind === 'help') {
    console.log(formatHelp());
    return 0;
  }
  try {
    const data = await call(serverUrl(parsed.url), parsed.request);
    console.log(JSON.stringify(data, null, 2));
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`ops ${parsed.command}: ${message}`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
