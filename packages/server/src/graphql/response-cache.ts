// The diary's GraphQL answers whole (docs/decisions/0025-read-cache-versions-per-caregiver.md): a
// query asking only for
// allBookings and/or allContracts is answered from memory while the database's version (the read
// cache's: its snapshot, or PGlite's change count) is the one it was answered at. The rows already come from the read cache; what this saves is executing and
// serialising ~1 000 bookings per request, most of what was left. Those two fields depend only on
// the database and the caller (no clock, but for a care receiver's age, which may lag a birthday
// until the next write anywhere), so version, caregiver, query and variables decide the answer. Answers with errors are never kept.
// The memory is bounded by bytes, and an answer over a maximum is not kept (graphql/answer-cache.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Kind, OperationTypeNode, parse } from 'graphql';
import type { AppDeps } from '../app-deps.js';
import { sendEncodedBody } from '../http/encoded-body.js';
import { createAnswerCache } from './answer-cache.js';
import { MAX_QUERY_TOKENS } from './limits.js';
import { graphqlContentType } from './media-type.js';

const CACHEABLE_FIELDS = new Set(['allBookings', 'allContracts', '__typename']);
/** Distinct query texts whose cacheability is remembered. */
const MAX_QUERY_TEXTS = 200;

type GraphQLBody = { query: string; variables?: unknown; operationName?: unknown };
type Pending = { key: string; version: string };

function isGraphQLBody(body: unknown): body is GraphQLBody {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { query?: unknown }).query === 'string'
  );
}

/** One query operation whose root fields are all plain fields we may cache. */
function isCacheableQuery(query: string): boolean {
  try {
    // The same token bound as Mercurius's parser: this runs first (graphql/limits.ts).
    const document = parse(query, { maxTokens: MAX_QUERY_TOKENS });
    const [operation, ...others] = document.definitions;
    return (
      others.length === 0 &&
      operation?.kind === Kind.OPERATION_DEFINITION &&
      operation.operation === OperationTypeNode.QUERY &&
      operation.selectionSet.selections.every(
        (selection) =>
          selection.kind === Kind.FIELD &&
          (selection.directives ?? []).length === 0 &&
          CACHEABLE_FIELDS.has(selection.name.value),
      )
    );
  } catch {
    return false; // Mercurius answers the syntax error.
  }
}

const remember = <K, V>(map: Map<K, V>, key: K, value: V, max: number) => {
  map.delete(key);
  map.set(key, value);
  for (const oldest of map.keys()) {
    if (map.size <= max) break;
    map.delete(oldest);
  }
};

/** Adds the hooks to the GraphQL scope; call before Mercurius registers its route. */
export function registerGraphQLResponseCache(app: FastifyInstance, deps: AppDeps): void {
  const cacheable = new Map<string, boolean>();
  const answers = createAnswerCache();
  const pending = new WeakMap<FastifyRequest, Pending>();

  const isCacheable = (query: string) => {
    let known = cacheable.get(query);
    if (known === undefined) {
      known = isCacheableQuery(query);
      remember(cacheable, query, known, MAX_QUERY_TEXTS);
    }
    return known;
  };

  app.addHook('preHandler', async (request, reply) => {
    const { actor, body } = request;
    if (request.method !== 'POST' || actor?.kind !== 'caregiver' || !isGraphQLBody(body)) return;
    if (!isCacheable(body.query)) return;
    const found = await deps.readCache.version(deps.db, actor);
    if (!found) return; // The resolvers answer UNAUTHORIZED.
    const key = JSON.stringify([
      actor.caregiverId,
      body.query,
      body.variables ?? null,
      body.operationName ?? null,
    ]);
    const answer = answers.get(key, found.version);
    // Kept once, whichever media type it was first asked in; sent in this request's (issue 41).
    if (answer) return sendEncodedBody(request, reply, answer, graphqlContentType(request));
    pending.set(request, { key, version: found.version });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const wanted = pending.get(request);
    if (!wanted || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    // Only clean answers; a text containing this inside the data is merely not kept.
    if (!payload.startsWith('{"data":') || payload.includes('"errors":')) return payload;
    const contentType = reply.getHeader('content-type');
    if (typeof contentType !== 'string') return payload;
    answers.set(wanted.key, wanted.version, payload, contentType);
    return payload;
  });
}
