// A real Web Push service for the tests: `web-push-testing` receives what web-push sends, checks
// the VAPID signature and decrypts the payload (RFC 8291), as a browser vendor's service would.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpsServer, Agent, request as httpsRequest } from 'node:https';
import { createRequire } from 'node:module';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RequestListener } from 'node:http';

type PushApiModelClass = new () => { notifyUrl: string };
type TestingServer = { setRequestHandlers(): void; _app: RequestListener; _server?: Server };
type TestingServerClass = new (model: unknown, port: number) => TestingServer;

const require = createRequire(import.meta.url);
// CommonJS without types: only the two constructors are used, typed above.
const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as {
  PushApiModel: PushApiModelClass;
};
const WebPushTestingServer = require('web-push-testing/src/server.js') as TestingServerClass;

export type TestSubscription = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
};

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** The other name the certificate holds: tests make their DNS point it at this service. */
export const PUSH_SERVICE_NAME = 'push-service.example';

/**
 * A self-signed certificate for localhost and PUSH_SERVICE_NAME: push services speak https only,
 * and so does web-push.
 */
function localhostCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'careport-push-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        `subjectAltName=DNS:localhost,DNS:${PUSH_SERVICE_NAME}`,
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(path.join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startPushService() {
  const port = await freePort();
  const model = new PushApiModel();
  const testing = new WebPushTestingServer(model, port);
  // Its own server speaks http; the same handlers behind https make it a push service web-push
  // can reach, with https endpoints as real ones have.
  model.notifyUrl = `https://localhost:${port}/notify/`;
  testing.setRequestHandlers();
  const tls = localhostCertificate();
  const server = createHttpsServer(tls, testing._app);
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
  /** Trusts only this service's certificate: for the app's push sender in the tests. */
  const agent = new Agent({ ca: tls.cert });
  const base = `https://localhost:${port}`;
  const post = async (urlPath: string, body: unknown) =>
    new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const req = httpsRequest(
        `${base}${urlPath}`,
        { method: 'POST', agent, headers: { 'content-type': 'application/json' } },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => {
            let parsed: unknown = null;
            try {
              parsed = JSON.parse(text);
            } catch {
              parsed = null;
            }
            resolve({ status: response.statusCode ?? 0, body: parsed });
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  return {
    agent,
    /** A browser's subscription for `applicationServerKey` (the server's VAPID public key). */
    async subscribe(applicationServerKey: string): Promise<TestSubscription> {
      // It reads the options as a form would send them: the boolean as text.
      const answer = await post('/subscribe', { userVisibleOnly: 'true', applicationServerKey });
      if (answer.status !== 200) throw new Error(`subscribe: ${JSON.stringify(answer.body)}`);
      return (answer.body as { data: TestSubscription }).data;
    },
    /** What the service received for a subscription, decrypted. */
    async messages(clientHash: string): Promise<unknown[]> {
      const answer = await post('/get-notifications', { clientHash });
      return (answer.body as { data: { messages: unknown[] } }).data.messages;
    },
    /** The browser unsubscribed: the service answers 410 from now on. */
    async expire(clientHash: string): Promise<void> {
      await post(`/expire-subscription/${clientHash}`, {});
    },
    async close(): Promise<void> {
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
