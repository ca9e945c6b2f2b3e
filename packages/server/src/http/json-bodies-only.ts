import type { FastifyInstance } from 'fastify';

/**
 * The REST calls read JSON (and the form parser's bodies); Fastify's built-in text/plain parser
 * would hand them a string, which a schema then refused as 400. Without it, a text body is what it
 * is, an unsupported content type: 415 (docs/api/openapi.json). Per scope, as GraphQL answers
 * text/plain with its own 415 (graphql/request-guard.ts).
 */
export function refuseTextBodies(scope: FastifyInstance): void {
  scope.removeContentTypeParser('text/plain');
}
