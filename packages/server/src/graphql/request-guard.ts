// Issue 15 §6, §7: what /graphql checks before Mercurius sees a request. Mercurius takes any
// `query` (a number, null, a boolean) and, when the text does not parse as GraphQL, retries it as a
// JSON syntax tree and executes that: so the body's shape is checked here, once, and a JSON text
// is refused. Anonymous callers (only the password-reset mutations work for them) are rate-limited
// per address, so nobody can spend the server's argon2 time without an account.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.js';
import { AppError } from '../errors/app-error.js';

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

function checkShape(request: FastifyRequest): void {
  if (request.method === 'POST') {
    const body = postBodySchema.safeParse(request.body);
    if (!body.success || isJsonText(body.data.query)) throw badRequest();
    if (exceedsDepth(body.data.variables, MAX_VARIABLES_DEPTH)) throw badRequest();
    return;
  }
  const query = getQuerySchema.safeParse(request.query);
  if (!query.success || isJsonText(query.data.query)) throw badRequest();
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
  // preValidation runs before Mercurius's own JSON schema, which would coerce `5` to "5".
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      checkShape(request);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}
