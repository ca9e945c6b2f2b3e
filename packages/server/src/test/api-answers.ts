// Issue 41: every answer a server test receives from a described REST call is checked against the
// description's own zod schemas (http/openapi/api-routes.ts), so the description cannot drift
// from what the server answers. A status it does not list, or a body off its schema, fails.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import type { ApiRoute } from '../http/openapi/api-route.js';
import { API_ROUTES } from '../http/openapi/api-routes.js';

type Matcher = { route: ApiRoute; pattern: RegExp; params: number };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Static segments before parameters, as Fastify's router prefers them.
const MATCHERS: Matcher[] = API_ROUTES.map((route) => ({
  route,
  pattern: new RegExp(
    `^${route.path
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : escape(segment)))
      .join('/')}$`,
  ),
  params: route.path.split(':').length - 1,
})).sort((a, b) => a.params - b.params);

/** The described call `method url` is, if any. */
export function describedRoute(method: string, url: string): ApiRoute | undefined {
  const path = url.split('?')[0] ?? url;
  return MATCHERS.find(
    (matcher) => matcher.route.method === method.toUpperCase() && matcher.pattern.test(path),
  )?.route;
}

/** The body's text, whatever content coding a test asked for (http/compression.int.test.ts). */
function decodedBody(response: LightMyRequestResponse): string {
  const coding = response.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (coding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  return response.body;
}

/** Throws, naming the call and what is off, when the answer is not as described. */
export function assertDescribedAnswer(
  method: string,
  url: string,
  response: LightMyRequestResponse,
): void {
  const route = describedRoute(method, url);
  if (route === undefined) return;
  const where = `${route.method} ${route.path} answered ${response.statusCode}`;
  const answer = route.answers[response.statusCode];
  if (answer === undefined) {
    throw new Error(
      `${where}, a status docs/api/openapi.json does not describe (http/openapi/): ${response.body.slice(0, 300)}`,
    );
  }
  if (answer.schema === undefined) {
    const type = String(response.headers['content-type'] ?? '');
    if (
      answer.contentType &&
      !answer.contentType.endsWith('octet-stream') &&
      !type.startsWith(answer.contentType)
    ) {
      throw new Error(`${where} with content type ${type}, described as ${answer.contentType}`);
    }
    return;
  }
  let body: unknown;
  try {
    body = JSON.parse(decodedBody(response));
  } catch {
    throw new Error(`${where} with a body that is not JSON: ${response.body.slice(0, 300)}`);
  }
  const result = answer.schema.safeParse(body);
  if (!result.success) {
    const issues = result.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`)
      .join('; ');
    throw new Error(`${where} off its description: ${issues}`);
  }
}
