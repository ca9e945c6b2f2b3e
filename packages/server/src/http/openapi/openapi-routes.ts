// Issue 41: the REST description at GET /openapi.json and its reference page at /api-docs.
import { createHash } from 'node:crypto';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import { printOpenApiDocument } from './openapi-document.js';

export const API_DOCS_PREFIX = '/api-docs';

/**
 * The reference page's own policy: the app's, but its one inline script (Scalar's start-up call,
 * fixed at registration) allowed by its hash, and Scalar's bundle served by the plugin from our
 * origin (never a CDN: `cdn` defaults to the plugin's own route). Fonts stay ours (Scalar's web
 * fonts are off), requests ("Test request") go to this origin only.
 */
export function apiDocsPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((hash) => `'sha256-${hash}'`).join(' ')}`.trim(),
    // Scalar writes its stylesheet into the page at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The inline scripts' SHA-256 (base64) in a page, as CSP hashes name them. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) =>
    createHash('sha256')
      .update(match[1] ?? '')
      .digest('base64'),
  );
}

export async function registerOpenApiRoutes(app: FastifyInstance): Promise<void> {
  // Built on the first request (not at every start) and kept: it changes only with the code.
  let description: string | undefined;
  app.get('/openapi.json', async (_request, reply) => {
    description ??= printOpenApiDocument();
    return reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(description);
  });

  await app.register(async (scope) => {
    scope.addHook('onSend', async (request, reply, payload) => {
      if (
        typeof payload === 'string' &&
        /^text\/html/.test(String(reply.getHeader('content-type')))
      ) {
        void reply.header('content-security-policy', apiDocsPolicy(inlineScriptHashes(payload)));
      }
      return payload;
    });
    await scope.register(scalar, {
      routePrefix: API_DOCS_PREFIX,
      configuration: {
        url: '/openapi.json',
        pageTitle: 'Careport REST API',
        withDefaultFonts: false,
        telemetry: false,
        hideClientButton: true,
      },
    });
  });
}
