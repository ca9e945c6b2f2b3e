// Issue 16 "Speed of the first screen", signed in: GET /caregiver-app/first-screen answers the
// caregiver's diary rendered as HTML with the answers it was made from, for the page's script
// (packages/web/public/signed-in-copy.js) on a first visit without the service worker. The bearer
// hook of the caregiver scope has checked the token; the answers are read with the same token
// through the server's own API (`inject`), so the copy shows exactly what the app would.
import { signedInCopyQuerySchema, type SignedInCopyQuery } from '@careport/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.js';
import { requireCaregiverActor } from '../auth/bearer.js';
import { parseInput } from '../errors/parse-input.js';
import { createEncodedBody, sendEncodedBody, type EncodedBody } from './encoded-body.js';
import { createFirstScreenCache, type FirstScreenCache } from './first-screen-cache.js';
import type { FirstScreens } from './first-screen.js';
import { sendError, type DataReply } from './reply.js';
import { berlinDay } from '../services/age.js';

const JSON_TYPE = 'application/json; charset=utf-8';

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
 * Distinct renders at once per process. Each takes ~40 ms of CPU (three reads and React's render;
 * ~24 a second on two cores, docs/performance.md) and its memory until done: 50 at once held
 * requests for seconds and the heap grew by ~300 MB. Past the bound the page's script gets 429 at
 * once and lets the app start as without the copy. Requests for a copy that is kept or being made
 * do not count (issue 43): they wait for that one render.
 */
export const MAX_RENDERS_AT_ONCE = 4;

export function registerFirstScreenRoute(
  scope: FastifyInstance,
  options: {
    app: FastifyInstance;
    firstScreens: FirstScreens;
    appConfig: () => unknown;
    deps: Pick<AppDeps, 'db' | 'readCache' | 'now'>;
    /** The kept copies (tests pass their own, to watch their size). */
    cache?: FirstScreenCache;
  },
): void {
  const { deps } = options;
  const fetch = injectFetch(options.app);
  const cache = options.cache ?? createFirstScreenCache();
  /** The renders running, by version and key: a request for the same copy waits for its render. */
  const making = new Map<string, Promise<EncodedBody | null>>();
  let rendering = 0;

  const render = async (
    query: SignedInCopyQuery,
    accessToken: string,
    kept: { key: string; version: string; now: Date } | undefined,
  ): Promise<EncodedBody | null> => {
    rendering += 1;
    try {
      const screen = await options.firstScreens.renderSignedIn({
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
      });
      if (screen === null) return null;
      // `first_answers` is the app's own cache shape (query keys and data), handed through.
      const text = JSON.stringify({
        status: 200,
        data: { html: screen.html, first_answers: screen.firstAnswers },
      } satisfies DataReply<unknown>);
      if (kept === undefined) return createEncodedBody(Buffer.from(text), JSON_TYPE);
      return cache.set(
        kept.key,
        kept.version,
        text,
        // The request's instant, before the render: an instant passed while it ran still counts.
        kept.now,
        query.hideUntil === undefined ? [] : [query.hideUntil],
      );
    } finally {
      rendering -= 1;
    }
  };

  scope.get('/first-screen', async (request, reply) => {
    const query = parseInput(signedInCopyQuerySchema, request.query);
    const actor = requireCaregiverActor(request.actor);
    // The scope's bearer hook accepted it, so the header holds a bearer token.
    const accessToken = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    // The caregiver's read version before rendering: a write during the render moves it, so the
    // copy is kept under the older version and the next request renders again (0025).
    const found = deps.readCache.enabled ? await deps.readCache.version(deps.db, actor) : undefined;
    const now = deps.now();
    // Everything the copy depends on besides the answers read at that version and the clock's
    // instants (FirstScreenCache.set). The app build is the renderer this process imported once,
    // and this cache lives as long as the process.
    const kept =
      found === undefined
        ? undefined
        : {
            version: found.version,
            now,
            key: JSON.stringify([
              actor.caregiverId,
              query.path,
              query.tab ?? null,
              query.locale,
              query.hideUntil ?? null,
              query.closedAt ?? null,
              query.key ?? null,
              query.reload ?? null,
              query.afterAction ?? null,
              berlinDay(now),
              options.appConfig(),
            ]),
          };
    let body = kept && cache.get(kept.key, kept.version, now);
    if (body === undefined) {
      const makingKey = kept && `${kept.version}\n${kept.key}`;
      let made = makingKey === undefined ? undefined : making.get(makingKey);
      if (made === undefined) {
        if (rendering >= MAX_RENDERS_AT_ONCE) return sendError(reply, 429, 'TOO_MANY_REQUESTS');
        made = render(query, accessToken, kept);
        if (makingKey !== undefined) {
          making.set(makingKey, made);
          const settled = made;
          void settled.then(
            () => making.delete(makingKey),
            () => making.delete(makingKey),
          );
        }
      }
      const rendered = await made;
      if (rendered === null) return sendError(reply, 404, 'NOT_FOUND');
      body = rendered;
    }
    // The caregiver's own data: never stored by a cache on the way or in the browser.
    void reply.header('cache-control', 'no-store');
    return sendEncodedBody(request, reply, body);
  });
}
