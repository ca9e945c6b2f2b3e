// Issue 15 §15: one header policy for every answer: routes, errors, static files, Fastify's own
// URL errors (frameworkErrors) and the http parser's (clientErrorHandler), which bypass the hooks.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorCode } from '@careport/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { ErrorReply } from './reply.js';

type PolicyConfig = Pick<Config, 'publicUrl' | 'mapTileUrl'>;

/** A year, as browsers' preload lists ask. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The map's tile server (MAP_TILE_URL), as a CSP source: `https://{s}.tile.example/{z}/…` becomes
 * `https://*.tile.example`; a template we cannot read allows its scheme only.
 */
export function tileSource(template: string | undefined): string | undefined {
  if (template === undefined) return undefined;
  const match = /^(https?:)\/\/([^/?#]+)/.exec(template);
  if (!match?.[1] || !match[2]) return undefined;
  const host = match[2].replace(/\{[^}]*\}/g, '*');
  return /^(\*\.)?[a-z0-9.-]+(:\d+)?$/i.test(host) ? `${match[1]}//${host}` : match[1];
}

/**
 * The app's Content-Security-Policy. Scripts only from our origin (the Vite build has no inline
 * script, and the service worker is a file); styles may be inline, as Mantine writes its CSS
 * variables and component styles at run time; images also from data: and blob: (signatures drawn
 * on screen, photos of paper proofs) and the tile server; the PDF reader's worker may be a blob.
 * No framing at all (frame-ancestors), no plugins, forms and <base> only to ourselves.
 */
export function contentSecurityPolicy(config: PolicyConfig): string {
  const tiles = tileSource(config.mapTileUrl);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${tiles ? ` ${tiles}` : ''}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Nothing the app uses; denied so an injected script cannot ask for it either. */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'browsing-topics=()',
].join(', ');

/** Every header of the policy. HSTS only where the browser reached us over TLS. */
export function securityHeaders(config: PolicyConfig, isHttps: boolean): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(config),
    'permissions-policy': PERMISSIONS_POLICY,
    'x-content-type-options': 'nosniff',
    // Also keeps the reset token in `/new-password?token=…` from leaking to third parties.
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    ...(isHttps ? { 'strict-transport-security': HSTS } : {}),
  };
}

/**
 * Over TLS when PUBLIC_URL says so, or when this request came over https (directly, or through a
 * trusted proxy's X-Forwarded-Proto: Fastify reads it only with TRUST_PROXY).
 */
function isHttpsRequest(config: PolicyConfig, request: FastifyRequest): boolean {
  return config.publicUrl.startsWith('https://') || request.protocol === 'https';
}

export function registerSecurityHeaders(app: FastifyInstance, config: PolicyConfig): void {
  app.addHook('onSend', async (request, reply, payload) => {
    // A route may narrow the policy (user files: a sandbox, booking-download-route.ts); it stays.
    const own = reply.getHeader('content-security-policy');
    void reply.headers(securityHeaders(config, isHttpsRequest(config, request)));
    if (typeof own === 'string') void reply.header('content-security-policy', own);
    // API answers are per user; files set their own caching (static-app.ts).
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
    return payload;
  });
}

function errorBody(status: number, errorCode: ErrorCode): string {
  return JSON.stringify({ status, errorCode } satisfies ErrorReply);
}

/**
 * Fastify's own answers to a URL it cannot route (FST_ERR_BAD_URL 400, FST_ERR_MAX_PARAM_LENGTH
 * 414): the spec's shape, without echoing the URL, with the policy's headers (no hooks run here).
 */
export function frameworkErrors(config: PolicyConfig) {
  return (error: { statusCode?: number }, request: FastifyRequest, reply: FastifyReply): void => {
    const status = error.statusCode === 414 ? 414 : 400;
    request.log.info({ status }, 'client error: unroutable URL');
    void reply
      .code(status)
      .headers({
        ...securityHeaders(config, isHttpsRequest(config, request)),
        'cache-control': 'no-store',
      })
      .type('application/json; charset=utf-8')
      .send(errorBody(status, 'CANNOT_DESERIALIZE_REQUEST_DATA'));
  };
}

const CLIENT_ERROR_STATUS: Record<string, number> = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
};

/**
 * The http parser's errors (a malformed request line, headers too large, a request timeout):
 * written to the socket by hand, as Fastify's default does, in the spec's shape with the policy.
 */
export function clientErrorHandler(config: PolicyConfig) {
  return (error: NodeJS.ErrnoException, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    if (socket.writable) {
      const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
      const body = errorBody(status, 'CANNOT_DESERIALIZE_REQUEST_DATA');
      const headers = {
        ...securityHeaders(config, config.publicUrl.startsWith('https://')),
        'cache-control': 'no-store',
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
        connection: 'close',
      };
      const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n${lines.join('')}\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}
