// Issue 15 §14: idle and slow connections were never closed (130 s and counting). Node's http
// server closes them once told when; one address holding hundreds of sockets is refused at once.
import type { Server, ServerOptions } from 'node:http';
import type { Config } from '../config.js';

type Timeouts = Pick<
  Config,
  'requestTimeoutMs' | 'headersTimeoutMs' | 'keepAliveTimeoutMs' | 'maxConnectionsPerAddress'
>;

/**
 * Fastify's options for the http server: a whole request (a slow body) within requestTimeout, its
 * headers (a connection that sends nothing) within headersTimeout, an idle keep-alive connection
 * closed after keepAliveTimeout, and a socket silent for requestTimeout closed whatever it waits
 * for. Node checks the first two on an interval, 30 s by default, so it runs a few times per limit.
 */
export function serverTimeoutOptions(config: Timeouts): {
  requestTimeout: number;
  keepAliveTimeout: number;
  connectionTimeout: number;
  http: ServerOptions;
} {
  // Node refuses a headers timeout longer than the request's.
  const headersTimeout = Math.min(config.headersTimeoutMs, config.requestTimeoutMs);
  return {
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    connectionTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout,
      connectionsCheckingInterval: Math.max(250, Math.min(5_000, Math.floor(headersTimeout / 4))),
    },
  };
}

/**
 * Closes a new connection at once when its address already holds `max` (0: no bound). Counted by
 * the socket's own address: behind a proxy that is the proxy's, so there the bound is off by
 * default (config.ts).
 */
export function limitConnectionsPerAddress(server: Server, max: number): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = open.get(address) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
