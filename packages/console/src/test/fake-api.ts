import type { FetchFunction } from '../lib/http-client';

export type FakeCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
};
export type FakeReply = { status?: number; body?: unknown };
export type FakeHandler = (call: FakeCall) => FakeReply | undefined;

/** A staff token reply as `POST /auth/token` answers it (issue 40 contract). */
export function tokenReply(role = 'dispatcher', suffix = '1'): FakeReply {
  return {
    body: {
      access_token: `access-${suffix}`,
      token_type: 'Bearer',
      expires_in: 300,
      refresh_token: `refresh-${suffix}`,
      role,
    },
  };
}

export const ME = {
  dispatcher: {
    id: 'staff-1',
    email: 'dispo@careport.example',
    name: 'Dora Dispo',
    role: 'dispatcher',
  },
  finance: { id: 'staff-2', email: 'finanzen@careport.example', name: 'Fin Anz', role: 'finance' },
  admin: { id: 'staff-3', email: 'admin@careport.example', name: 'Ada Admin', role: 'admin' },
} as const;

/**
 * A fetch answering per the issue 40 contract: the first handler that answers wins; anything
 * unanswered is a 404 the test sees in `calls`. Every call is recorded.
 */
export function createFakeFetch(handlers: FakeHandler[]): {
  fetch: FetchFunction;
  calls: FakeCall[];
} {
  const calls: FakeCall[] = [];
  const fetch: FetchFunction = (input, init) => {
    const url = new URL(input, 'http://console.test');
    const headers = { ...(init.headers as Record<string, string> | undefined) };
    let body: unknown = undefined;
    if (typeof init.body === 'string') {
      body =
        headers['Content-Type'] === 'application/json'
          ? JSON.parse(init.body)
          : new URLSearchParams(init.body);
    }
    const call: FakeCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body,
      headers,
    };
    calls.push(call);
    for (const handler of handlers) {
      const reply = handler(call);
      if (reply !== undefined) {
        const status = reply.status ?? 200;
        const text =
          reply.body === undefined
            ? ''
            : typeof reply.body === 'string'
              ? reply.body
              : JSON.stringify(reply.body);
        return Promise.resolve(new Response(status === 204 ? null : text, { status }));
      }
    }
    return Promise.resolve(
      new Response(JSON.stringify({ status: 404, errorCode: 'NOT_FOUND', message: 'no fake' }), {
        status: 404,
      }),
    );
  };
  return { fetch, calls };
}

/** A handler for one method and path (a string or a pattern). */
export function on(
  method: string,
  path: string | RegExp,
  reply: FakeReply | ((call: FakeCall) => FakeReply),
): FakeHandler {
  return (call) => {
    const matches = typeof path === 'string' ? call.path === path : path.test(call.path);
    if (call.method !== method || !matches) return undefined;
    return typeof reply === 'function' ? reply(call) : reply;
  };
}

/** `{status, data}` as the back office answers. */
export const data = (value: unknown, status = 200): FakeReply => ({
  status,
  body: { status, data: value },
});
