// Issue 41, GraphQL over HTTP §6.4: a client that accepts `application/graphql-response+json` gets
// its answers in it; everyone else (no Accept, `*/*`, `application/json`, the app) keeps
// `application/json`, which the spec keeps for clients that predate the new type.
import type { FastifyRequest } from 'fastify';

export const GRAPHQL_RESPONSE_JSON = 'application/graphql-response+json';
export const LEGACY_JSON = 'application/json';
export type GraphQLMediaType = typeof GRAPHQL_RESPONSE_JSON | typeof LEGACY_JSON;

/** A media range's weight (RFC 9110 §12.5.1): `q` from 0 to 1, 1 when absent or unreadable. */
function weightOf(parameters: string[]): number {
  for (const parameter of parameters) {
    const [name, value] = parameter.split('=', 2).map((part) => part.trim());
    if (name !== 'q' || value === undefined) continue;
    const weight = Number(value);
    return Number.isFinite(weight) && weight >= 0 && weight <= 1 ? weight : 1;
  }
  return 1;
}

/**
 * The new type when the client names it and weighs nothing we could send as JSON higher; a
 * tie goes to the new type, as a client naming it understands it. Wildcards mean the default.
 */
export function negotiateGraphQLMediaType(accept: string | undefined): GraphQLMediaType {
  const ranges = accept?.toLowerCase();
  if (ranges === undefined || !ranges.includes(GRAPHQL_RESPONSE_JSON)) return LEGACY_JSON;
  let graphqlWeight = 0;
  let jsonWeight = 0;
  for (const range of ranges.split(',')) {
    const [type = '', ...parameters] = range.split(';');
    const weight = weightOf(parameters);
    switch (type.trim()) {
      case GRAPHQL_RESPONSE_JSON:
        graphqlWeight = Math.max(graphqlWeight, weight);
        break;
      case LEGACY_JSON:
      case 'application/*':
      case '*/*':
        jsonWeight = Math.max(jsonWeight, weight);
        break;
      default:
    }
  }
  return graphqlWeight > 0 && graphqlWeight >= jsonWeight ? GRAPHQL_RESPONSE_JSON : LEGACY_JSON;
}

/** The Content-Type a GraphQL answer to `request` carries. */
export const graphqlContentType = (request: FastifyRequest) =>
  `${negotiateGraphQLMediaType(request.headers.accept)}; charset=utf-8`;
