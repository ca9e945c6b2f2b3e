// The caregiver's GraphQL answers whole (docs/decisions/0025-read-cache-versions-per-caregiver.md,
// 0094-more-answers-under-read-versions.md): a query asking only for the fields below is answered
// from memory while the database's version for this caregiver (the read cache's: its counters, or
// PGlite's change count) is the one it was answered at. What this saves is executing and
// serialising the rows per request (~1 000 bookings, ~1 200 invoices: 3 req/s on PGlite before,
// issue 43). Each field depends only on the database, the caller, its arguments and, for some, the
// Berlin day or month (a key part below); allBookings but for a care receiver's age, which may lag
// a birthday until the next write anywhere. Answers with errors are never kept.
// The memory is bounded by bytes, and an answer over a maximum is not kept (graphql/answer-cache.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { berlinMonthOf } from '@careport/domain';
import {
  Kind,
  OperationTypeNode,
  parse,
  type FieldNode,
  type OperationDefinitionNode,
} from 'graphql';
import type { AppDeps } from '../app-deps.js';
import { sendEncodedBody } from '../http/encoded-body.js';
import { createAnswerCache } from './answer-cache.js';
import { MAX_QUERY_TOKENS } from './limits.js';
import { graphqlContentType } from './media-type.js';
import { berlinDay } from '../services/age.js';

/** A field whose answer does not depend on the clock. */
const TIMELESS = () => '';
/**
 * The root fields answered from memory, each with the part of the clock its answer depends on:
 * a service documentation period's state changes at a Berlin midnight (domain
 * serviceDocumentationState), the financial overview counts the Berlin month of now.
 */
const CACHEABLE_FIELDS: ReadonlyMap<string, (now: Date) => string> = new Map([
  ['allBookings', TIMELESS],
  ['allContracts', TIMELESS],
  ['__typename', TIMELESS],
  ['invoices', TIMELESS],
  ['financialDetails', TIMELESS],
  // The relief amount's euro figure is the server's configuration, the same for its whole life.
  ['reliefAmountUse', TIMELESS],
  ['serviceDocumentation', berlinDay],
  ['financialOverview', (now: Date) => berlinMonthOf(now).from.toISOString()],
]);
/**
 * Root fields answered from memory only when asked as of an instant they are given, by the
 * argument named here: their answer is then a function of the data and the arguments alone, with
 * no part of the clock. Asked without it (as of the server's now), never kept.
 */
const AS_OF_FIELDS: ReadonlyMap<string, string> = new Map([['caregiverStats', 'splitDate']]);

/**
 * Whether `field` is always given its argument `name`: a literal other than null, or a variable the
 * operation declares non-null (a nullable one may be sent as null or left out).
 */
function isAlwaysGiven(field: FieldNode, name: string, operation: OperationDefinitionNode) {
  const value = field.arguments?.find((argument) => argument.name.value === name)?.value;
  if (!value || value.kind === Kind.NULL) return false;
  if (value.kind !== Kind.VARIABLE) return true;
  const declared = operation.variableDefinitions?.find(
    (definition) => definition.variable.name.value === value.name.value,
  );
  return declared?.type.kind === Kind.NON_NULL_TYPE;
}

/** A query's clock parts, or null when it is not answered from memory. */
type Cacheability = ((now: Date) => string)[] | null;
/** Distinct query texts whose cacheability is remembered. */
const MAX_QUERY_TEXTS = 200;

type GraphQLBody = { query: string; variables?: unknown; operationName?: unknown };
type Pending = { key: string; version: string; done: () => void };

function isGraphQLBody(body: unknown): body is GraphQLBody {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { query?: unknown }).query === 'string'
  );
}

/**
 * One query operation whose root fields are all plain fields we may cache: their clock parts;
 * otherwise null.
 */
function cacheabilityOf(query: string): Cacheability {
  try {
    // The same token bound as Mercurius's parser: this runs first (graphql/limits.ts).
    const document = parse(query, { maxTokens: MAX_QUERY_TOKENS });
    const [operation, ...others] = document.definitions;
    if (
      others.length > 0 ||
      operation?.kind !== Kind.OPERATION_DEFINITION ||
      operation.operation !== OperationTypeNode.QUERY
    ) {
      return null;
    }
    const clockParts: ((now: Date) => string)[] = [];
    for (const selection of operation.selectionSet.selections) {
      if (selection.kind !== Kind.FIELD || (selection.directives ?? []).length > 0) return null;
      const asOf = AS_OF_FIELDS.get(selection.name.value);
      if (asOf !== undefined) {
        if (!isAlwaysGiven(selection, asOf, operation)) return null;
        continue;
      }
      const clockPart = CACHEABLE_FIELDS.get(selection.name.value);
      if (!clockPart) return null;
      if (clockPart !== TIMELESS) clockParts.push(clockPart);
    }
    return clockParts;
  } catch {
    return null; // Mercurius answers the syntax error.
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
  const cacheable = new Map<string, Cacheability>();
  const answers = createAnswerCache();
  const pending = new WeakMap<FastifyRequest, Pending>();
  /**
   * The answers being made, by key and version: concurrent misses wait for the first instead of
   * each executing it (issue 43: 50 first reads of 1 200 invoices at once held PGlite for seconds).
   */
  const making = new Map<string, Promise<void>>();
  const finish = (request: FastifyRequest) => {
    pending.get(request)?.done();
  };

  const isCacheable = (query: string) => {
    let known = cacheable.get(query);
    if (known === undefined) {
      known = cacheabilityOf(query);
      remember(cacheable, query, known, MAX_QUERY_TEXTS);
    }
    return known;
  };

  app.addHook('preHandler', async (request, reply) => {
    const { actor, body } = request;
    if (request.method !== 'POST' || actor?.kind !== 'caregiver' || !isGraphQLBody(body)) return;
    const clockParts = isCacheable(body.query);
    if (!clockParts) return;
    const found = await deps.readCache.version(deps.db, actor);
    if (!found) return; // The resolvers answer UNAUTHORIZED.
    const now = deps.now();
    const key = JSON.stringify([
      actor.caregiverId,
      body.query,
      body.variables ?? null,
      body.operationName ?? null,
      ...clockParts.map((clockPart) => clockPart(now)),
    ]);
    const makingKey = `${found.version}\n${key}`;
    const made = making.get(makingKey);
    if (made) await made;
    const answer = answers.get(key, found.version);
    // Kept once, whichever media type it was first asked in; sent in this request's (issue 41).
    if (answer) return sendEncodedBody(request, reply, answer, graphqlContentType(request));
    // None kept (an error, too large): this one executes it; a waiter that found none too.
    let done = () => undefined as void;
    if (!making.has(makingKey)) {
      making.set(
        makingKey,
        new Promise<void>((resolve) => {
          done = () => {
            // Once: onSend and onResponse both call it, and a later maker may hold the key.
            done = () => undefined;
            making.delete(makingKey);
            resolve();
          };
        }),
      );
    }
    pending.set(request, { key, version: found.version, done: () => done() });
  });

  // Whatever the answer was, or if the caller went away: the waiters go on.
  app.addHook('onResponse', (request, _reply, next) => {
    finish(request);
    next();
  });
  app.addHook('onRequestAbort', (request, next) => {
    finish(request);
    next();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const wanted = pending.get(request);
    if (!wanted || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    // Only clean answers; a text containing this inside the data is merely not kept.
    if (!payload.startsWith('{"data":') || payload.includes('"errors":')) return payload;
    const contentType = reply.getHeader('content-type');
    if (typeof contentType !== 'string') return payload;
    answers.set(wanted.key, wanted.version, payload, contentType);
    wanted.done();
    return payload;
  });
}
