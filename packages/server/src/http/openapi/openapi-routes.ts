// Issue 41: the REST description at GET /openapi.json and its reference page at /api-docs.
import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
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

  await app.register((scope, _options, done) => {
    scope.addHook('onSend', async (request, reply, payload) => {
      if (
        typeof payload === 'string' &&
        /^text\/html/.test(String(reply.getHeader('content-type')))
      ) {
        void reply.header('content-security-policy', apiDocsPolicy(inlineScriptHashes(payload)));
      }
      return payload;
    });
    scope.get(API_DOCS_PREFIX, (_request, reply) => reply.redirect(`${API_DOCS_PREFIX}/`, 301));
    scope.get(`${API_DOCS_PREFIX}/`, forwardToReference);
    scope.get(`${API_DOCS_PREFIX}/js/scalar.js`, forwardToReference);
    done();
  });
}

/**
 * Scalar's plugin holds its 5 MB browser bundle as a string in its module: imported at start it
 * was a fifth of the code every start read and parsed, for a page few ever open (issue 43, idle
 * RSS). So the plugin is imported on the first request for the page and registered in an app of
 * its own, which the page's routes here forward to; the answers are Scalar's, unchanged.
 */
let reference: Promise<FastifyInstance> | undefined;

async function buildReference(): Promise<FastifyInstance> {
  const { default: scalar } = await import('@scalar/fastify-api-reference');
  const docs = Fastify();
  await docs.register(scalar, {
    routePrefix: API_DOCS_PREFIX,
    configuration: {
      url: '/openapi.json',
      pageTitle: 'Careport REST API',
      withDefaultFonts: false,
      telemetry: false,
      hideClientButton: true,
    },
  });
  await docs.ready();
  return docs;
}

async function forwardToReference(request: FastifyRequest, reply: FastifyReply) {
  // A failed import or registration is tried again on the next request.
  reference ??= buildReference().catch((error: unknown) => {
    reference = undefined;
    throw error;
  });
  const answer = await (await reference).inject({ method: 'GET', url: request.url });
  const type = answer.headers['content-type'];
  if (typeof type === 'string') void reply.type(type);
  return reply.code(answer.statusCode).send(answer.body);
}
