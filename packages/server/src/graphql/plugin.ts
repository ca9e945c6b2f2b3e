import { scopeChangesToCaregiver } from '../http/change-scope.js';
import type { FastifyInstance } from 'fastify';
import { GraphQLError, type ExecutionResult } from 'graphql';
import mercurius from 'mercurius';
import { PothosValidationError } from '@pothos/core';
import type { AppDeps } from '../app-deps.js';
import { optionalCaregiver } from '../auth/bearer.js';
import { isAppError } from '../errors/app-error.js';
import { answerError } from '../http/error-handler.js';
import { createGraphQLContext, type GraphQLContext } from './context.js';
import { controlCharacterRule, refuseControlCharacters } from './control-characters.js';
import { asksForSchema, MAX_QUERY_TOKENS, validationRules } from './limits.js';
import { graphqlContentType } from './media-type.js';
import { registerGraphQLRequestGuard } from './request-guard.js';
import { registerGraphQLResponseCache } from './response-cache.js';
import { schema } from './schema.js';
import { withoutSuggestions } from './suggestions.js';

type GraphQLErrorLike = { message: string; locations?: unknown; extensions?: unknown };

/** A validation error's own code (QUERY_TOO_COMPLEX from limits.ts), else the generic one. */
function codeOf(error: GraphQLErrorLike): string {
  const code = (error.extensions as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : 'CANNOT_DESERIALIZE_REQUEST_DATA';
}

/** `{ data, errors }` as GraphQL answers; never the REST shape `{ status, errorCode }`. */
function isGraphQLAnswer(payload: unknown): boolean {
  return (
    payload !== null &&
    typeof payload === 'object' &&
    !('status' in payload) &&
    ('data' in payload || 'errors' in payload)
  );
}

function isGraphQLErrorLike(value: unknown): value is GraphQLErrorLike {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

/**
 * One GraphQL error with its code in `extensions.code` (STYLE.md §3): AppError → its code; a
 * request the schema cannot take (wrong variables, bad global id) → CANNOT_DESERIALIZE_REQUEST_DATA;
 * anything else is logged and answered as INTERNAL_SERVER_ERROR without its message.
 */
function formatError(error: GraphQLError, log: AppDeps['log']): GraphQLError {
  const original = error.originalError;
  if (isAppError(original)) {
    return new GraphQLError(original.code, {
      ...error,
      extensions: {
        code: original.code,
        ...(original.details ? { details: original.details } : {}),
      },
    });
  }
  const isRequestError =
    error.path === undefined || original instanceof PothosValidationError || original === undefined;
  if (isRequestError) {
    return new GraphQLError(withoutSuggestions(error.message), {
      nodes: error.nodes,
      positions: error.positions,
      path: error.path,
      extensions: { code: 'CANNOT_DESERIALIZE_REQUEST_DATA' },
    });
  }
  log.error({ err: original ?? error }, 'unexpected GraphQL error');
  return new GraphQLError('INTERNAL_SERVER_ERROR', {
    nodes: error.nodes,
    path: error.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
}

/**
 * POST /graphql (DESIGN.md: Mercurius with its JIT, Pothos schema). A bearer token is optional:
 * without one only the password-reset mutations work; a present but invalid one answers 401.
 */
export async function graphqlPlugin(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.addHook('onRequest', optionalCaregiver(deps));
  scopeChangesToCaregiver(app);
  registerGraphQLRequestGuard(app, deps);
  refuseControlCharacters(app);
  if (deps.readCache.enabled) registerGraphQLResponseCache(app, deps);
  // Every GraphQL answer (data, errors, Mercurius's and ours) in the media type the client asks
  // for; the REST-shaped ones (401, 415, 429, a body of the wrong shape) stay application/json.
  app.addHook('preSerialization', (request, reply, payload, done) => {
    if (isGraphQLAnswer(payload)) void reply.type(graphqlContentType(request));
    done(null, payload);
  });
  const introspection = deps.config.graphqlIntrospection;
  await app.register(mercurius, {
    schema,
    jit: 1,
    graphiql: false,
    validationRules: [...validationRules, controlCharacterRule],
    graphql: { parseOptions: { maxTokens: MAX_QUERY_TOKENS } },
    context: (request, reply) =>
      createGraphQLContext(
        deps,
        request.actor?.kind === 'caregiver' ? request.actor : undefined,
        reply,
      ),
    errorFormatter: (execution: ExecutionResult & { errors: readonly GraphQLError[] }) => {
      const errors = execution.errors.map((error) => formatError(error, deps.log));
      // A request that could not execute at all (no data, no field path) is the client's fault:
      // 400. Errors inside execution answer 200 with their codes, as GraphQL over HTTP does.
      const hasData = execution.data !== undefined && execution.data !== null;
      const isRequestError = !hasData && errors.every((error) => error.path === undefined);
      const formatted = errors.map((error) => error.toJSON());
      // GraphQL spec §7.1.1: an error before execution began leaves no `data` entry at all.
      return isRequestError
        ? { statusCode: 400, response: { errors: formatted } }
        : { statusCode: 200, response: { data: execution.data ?? null, errors: formatted } };
    },
    // Our 401 and body-parsing errors keep the REST shape; GraphQL's own validation errors
    // (syntax, unknown fields) keep the GraphQL shape with a code.
    errorHandler: async (error, request, reply) => {
      const nested = (error as { errors?: unknown }).errors;
      // Duck-typed: mercurius may load graphql's CommonJS build, so instanceof is unreliable.
      if (Array.isArray(nested) && nested.every(isGraphQLErrorLike)) {
        const errors = nested.map((item) => ({
          message: withoutSuggestions(item.message),
          locations: item.locations,
          extensions: { code: codeOf(item) },
        }));
        const status = (error as { statusCode?: unknown }).statusCode;
        const code = typeof status === 'number' && status >= 400 && status < 500 ? status : 400;
        // Awaited: an async error handler that resolves while the answer is still in its onSend
        // hooks (compression) makes Fastify send again, and every GraphQL 400 was also logged as
        // a 500 "Reply was already sent" (issue 15 §8).
        await reply.code(code).send({ errors });
        return;
      }
      await answerError(error, request, reply);
    },
  });
  // Per request, as it depends on the caller: Mercurius caches validation per query text.
  app.graphql.addHook('preExecution', (_schema, document, context) => {
    // Mercurius merges our context (createGraphQLContext) into its own; its type does not know.
    const { actor } = context as unknown as GraphQLContext;
    const isAllowed =
      introspection === 'on' || (introspection === 'signed-in' && actor !== undefined);
    if (!isAllowed && asksForSchema(document)) {
      throw Object.assign(new Error('introspection refused'), {
        statusCode: 403,
        errors: [
          new GraphQLError('Introspection is not available to this caller', {
            extensions: { code: 'FORBIDDEN' },
          }),
        ],
      });
    }
    return Promise.resolve();
  });
}
