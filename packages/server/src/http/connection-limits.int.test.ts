// Issue 15 §14: idle, silent and slow-body connections are closed; one address cannot hold more
// than its bound. A real listening server (the limits are the http server's, not Fastify's inject).
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let port: number;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp({
    env: {
      REQUEST_TIMEOUT_SECONDS: '2',
      HEADERS_TIMEOUT_SECONDS: '1',
      KEEP_ALIVE_TIMEOUT_SECONDS: '1',
      MAX_CONNECTIONS_PER_ADDRESS: '4',
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await t?.close();
});

/** Connects and resolves with the socket once open. */
async function open(): Promise<Socket> {
  const socket = connect({ port, host: '127.0.0.1' });
  sockets.push(socket);
  socket.on('error', () => undefined); // a reset is what some cases expect
  // Flowing, so the server's 408 and its end are read and 'close' can follow.
  socket.resume();
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return socket;
}

/** Milliseconds until the server closes `socket` (or `limitMs` passes: then Infinity). */
function closedWithin(socket: Socket, limitMs: number): Promise<number> {
  const started = Date.now();
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(Number.POSITIVE_INFINITY), limitMs);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
  });
}

describe('connection timeouts and bound (issue 15 §14)', () => {
  it(
    'closes a connection that sends nothing, and one that sends headers too slowly',
    { timeout: 10_000 },
    async () => {
      const silent = await open();
      const slowHeaders = await open();
      slowHeaders.write('GET /healthz HTTP/1.1\r\nHost: x\r\n');
      const [silentMs, slowMs] = await Promise.all([
        closedWithin(silent, 6000),
        closedWithin(slowHeaders, 6000),
      ]);
      expect(silentMs).toBeLessThan(6000);
      expect(slowMs).toBeLessThan(6000);
    },
  );

  it('closes a request whose body trickles in past the request timeout', async () => {
    const socket = await open();
    socket.write(
      'POST /auth/token HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\n' +
        'Content-Length: 1000\r\n\r\n',
    );
    const trickle = setInterval(() => socket.write('a'), 300);
    try {
      expect(await closedWithin(socket, 8000)).toBeLessThan(8000);
    } finally {
      clearInterval(trickle);
    }
  });

  it('closes an idle keep-alive connection after its answer', async () => {
    const socket = await open();
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(await closedWithin(socket, 5000)).toBeLessThan(5000);
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
  });

  it('refuses connections past the bound for one address and serves again once they close', async () => {
    const held = await Promise.all([open(), open(), open(), open()]);
    const extra = await open().catch(() => undefined);
    if (extra) expect(await closedWithin(extra, 500)).toBeLessThan(500);
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(response.status).toBe(200);
  });
});
