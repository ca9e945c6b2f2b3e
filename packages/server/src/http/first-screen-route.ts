// Issue 16 "Speed of the first screen", signed in: GET /caregiver-app/first-screen answers the
// caregiver's diary rendered as HTML with the answers it was made from, for the page's script
// (packages/web/public/signed-in-copy.js) on a first visit without the service worker. The bearer
// hook of the caregiver scope has checked the token; the answers are read with the same token
// through the server's own API (`inject`), so the copy shows exactly what the app would.
import { signedInCopyQuerySchema } from '@careport/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../errors/parse-input.js';
import type { FirstScreens } from './first-screen.js';
import { sendData, sendError } from './reply.js';

/** `fetch` for the web app's HTTP client, answered by this server in process. */
export function injectFetch(app: FastifyInstance) {
  return async (input: string, init: RequestInit): Promise<Response> => {
    const url = new URL(input, 'http://careport.internal');
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const replyHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value])
        replyHeaders.append(name, String(one));
    }
    return new Response(answer.statusCode === 204 ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: replyHeaders,
    });
  };
}

/**
 * Renders at once per process. Each takes ~40 ms of CPU (three reads and React's render; ~24 a
 * second on two cores, docs/performance.md) and its memory until done: 50 at once held requests
 * for seconds and the heap grew by ~300 MB. Past the bound the page's script gets 429 at once and
 * lets the app start as without the copy.
 */
export const MAX_RENDERS_AT_ONCE = 4;

export function registerFirstScreenRoute(
  scope: FastifyInstance,
  options: { app: FastifyInstance; firstScreens: FirstScreens; appConfig: () => unknown },
): void {
  const fetch = injectFetch(options.app);
  let rendering = 0;
  scope.get('/first-screen', async (request, reply) => {
    const query = parseInput(signedInCopyQuerySchema, request.query);
    if (rendering >= MAX_RENDERS_AT_ONCE) return sendError(reply, 429, 'TOO_MANY_REQUESTS');
    // The scope's bearer hook accepted it, so the header holds a bearer token.
    const accessToken = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    rendering += 1;
    const screen = await options.firstScreens
      .renderSignedIn({
        pathname: query.path,
        search: query.tab === undefined ? '' : `?tab=${query.tab}`,
        locale: query.locale,
        appConfig: options.appConfig(),
        accessToken,
        fetch,
        reminder: {
          hideUntil: query.hideUntil ?? null,
          closedAt: query.closedAt ?? null,
          locationKey: query.key ?? 'default',
          isReload: query.reload === '1',
          isAfterAction: query.afterAction === '1',
        },
      })
      .finally(() => {
        rendering -= 1;
      });
    if (screen === null) return sendError(reply, 404, 'NOT_FOUND');
    // The caregiver's own data: never stored by a cache on the way or in the browser.
    void reply.header('cache-control', 'no-store');
    // `first_answers` is the app's own cache shape (query keys and data), handed through.
    return sendData(reply, { html: screen.html, first_answers: screen.firstAnswers });
  });
}
