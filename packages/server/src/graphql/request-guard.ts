// Issue 15 §6, §7: what /graphql checks before Mercurius sees a request. Mercurius takes any
// `query` (a number, null, a boolean) and, when the text does not parse as GraphQL, retries it as a
// JSON syntax tree and executes that: so the body's shape is checked here, once, and a JSON text
// is refused. Anonymous callers (only the password-reset mutations work for them) are rate-limited
// per address, so nobody can spend the server's argon2 time without an account.
// Issue 42 §3: a POST must be JSON, so no page elsewhere can make a visitor's browser send a
// mutation with a plain form (a form or text/plain POST needs no CORS preflight), and GET answers
// queries only, as GraphQL over HTTP says (docs/decisions/0067-graphql-over-http-tightened.md).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getOperationAST, OperationTypeNode, parse } from 'graphql';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.js';
import { AppError } from '../errors/app-error.js';
import { MAX_QUERY_TOKENS } from './limits.js';

/** The app's largest document is under 1 KB; introspection's is ~2 KB. */
export const MAX_QUERY_CHARS = 20_000;
/** Variables are flat input objects here; 10 levels is far more than any input type nests. */
export const MAX_VARIABLES_DEPTH = 10;
/** Anonymous GraphQL requests per address and minute (a reset request is a few per hour). */
export const ANONYMOUS_LIMIT_PER_MINUTE = 30;
const WINDOW_MS = 60_000;
/** Addresses remembered at most; beyond it the window's counts start over (memory stays bounded). */
const MAX_TRACKED_ADDRESSES = 10_000;

/**
 * The document's text, not a user's: its string literals and variables are checked for control
 * characters by graphql/control-characters.ts, and the text itself carries newlines and tabs.
 */
// eslint-disable-next-line no-restricted-syntax -- see above
const documentText = () => z.string();
const jsonObject = z.record(documentText(), z.unknown());
const postBodySchema = z.object({
  query: documentText().min(1).max(MAX_QUERY_CHARS),
  operationName: documentText().max(200).nullish(),
  variables: jsonObject.nullish(),
  extensions: jsonObject.nullish(),
});
const getQuerySchema = z.object({
  query: documentText().min(1).max(MAX_QUERY_CHARS),
  operationName: documentText().max(200).optional(),
  variables: documentText().max(MAX_QUERY_CHARS).optional(),
  extensions: documentText().max(MAX_QUERY_CHARS).optional(),
});

const badRequest = () => new AppError('CANNOT_DESERIALIZE_REQUEST_DATA', 400);

/** How deep `value` nests objects and arrays; stops counting past `limit` (no recursion). */
export function exceedsDepth(value: unknown, limit: number): boolean {
  let level: unknown[] = [value];
  for (let depth = 0; level.length > 0; depth += 1) {
    if (depth > limit) return true;
    const next: unknown[] = [];
    for (const item of level) {
      if (item !== null && typeof item === 'object')
        next.push(...(Object.values(item) as unknown[]));
    }
    level = next;
  }
  return false;
}

/**
 * Valid JSON is never a valid GraphQL document (a document starts with `{` and a name, or with a
 * keyword), so a query text that parses as JSON is refused rather than executed as a syntax tree.
 */
function isJsonText(text: string): boolean {
  const first = text.trimStart()[0];
  if (first === undefined || !'{["-0123456789tfn'.includes(first)) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** `application/json`, with or without parameters (a charset); never a form, text or upload. */
function isJsonBody(request: FastifyRequest): boolean {
  const mediaType = request.headers['content-type']?.split(';', 1)[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

/**
 * What a GET asks to run: 405 for a mutation (GraphQL over HTTP: GET is for queries); 400 when
 * the document does not say which operation (several and none named, or an unknown name), which
 * Mercurius's own check could not tell and answered with a 500. A text that does not parse is
 * left to Mercurius, which answers its syntax error.
 */
function checkGetOperation(reply: FastifyReply, query: string, operationName?: string): void {
  let operation;
  try {
    operation = getOperationAST(parse(query, { maxTokens: MAX_QUERY_TOKENS }), operationName);
  } catch {
    return;
  }
  if (!operation) throw badRequest();
  if (operation.operation !== OperationTypeNode.QUERY) {
    void reply.header('allow', 'POST');
    throw new AppError('CANNOT_DESERIALIZE_REQUEST_DATA', 405);
  }
}

function checkShape(request: FastifyRequest, reply: FastifyReply): void {
  if (request.method === 'POST') {
    const body = postBodySchema.safeParse(request.body);
    if (!body.success || isJsonText(body.data.query)) throw badRequest();
    if (exceedsDepth(body.data.variables, MAX_VARIABLES_DEPTH)) throw badRequest();
    // GraphQL over HTTP allows `extensions: null`; Mercurius's own schema does not, and the
    // answer cache answered known queries before that check ran: 200 or 400 by luck (issue 41).
    if (body.data.extensions === null) delete (request.body as { extensions?: unknown }).extensions;
    return;
  }
  const query = getQuerySchema.safeParse(request.query);
  if (!query.success || isJsonText(query.data.query)) throw badRequest();
  checkGetOperation(reply, query.data.query, query.data.operationName);
  if (query.data.variables !== undefined) {
    let variables: unknown;
    try {
      variables = JSON.parse(query.data.variables);
    } catch {
      throw badRequest();
    }
    if (exceedsDepth(variables, MAX_VARIABLES_DEPTH)) throw badRequest();
  }
}

/** A fixed one-minute window per address, in this process (a second instance counts its own). */
function createAnonymousLimit(now: () => Date) {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return (address: string): { isAllowed: boolean; retryAfterSeconds: number } => {
    const time = now().getTime();
    let window = windows.get(address);
    if (window === undefined || time - window.startedAt >= WINDOW_MS) {
      if (windows.size >= MAX_TRACKED_ADDRESSES) windows.clear();
      window = { startedAt: time, count: 0 };
      windows.set(address, window);
    }
    window.count += 1;
    return {
      isAllowed: window.count <= ANONYMOUS_LIMIT_PER_MINUTE,
      retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + WINDOW_MS - time) / 1000)),
    };
  };
}

/** Adds the checks to the GraphQL scope, after the bearer hook (it decides who is anonymous). */
export function registerGraphQLRequestGuard(app: FastifyInstance, deps: AppDeps): void {
  const countAnonymous = createAnonymousLimit(deps.now);
  app.addHook('onRequest', async (request, reply) => {
    if (request.actor !== undefined) return;
    const { isAllowed, retryAfterSeconds } = countAnonymous(request.ip);
    if (!isAllowed) {
      void reply.header('retry-after', String(retryAfterSeconds));
      throw new AppError('TOO_MANY_REQUESTS', 429);
    }
  });
  // Before the body is parsed: a form is refused unread, so nothing of it reaches a resolver.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.method === 'POST' && !isJsonBody(request)) {
      done(new AppError('CANNOT_DESERIALIZE_REQUEST_DATA', 415));
      return;
    }
    done();
  });
  // preValidation runs before Mercurius's own JSON schema, which would coerce `5` to "5".
  app.addHook('preValidation', (request, reply, done) => {
    try {
      checkShape(request, reply);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}
