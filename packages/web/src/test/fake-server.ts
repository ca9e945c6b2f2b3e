import { vi } from 'vitest';
import type { FetchFunction } from '../lib/http-send';

export type RecordedCall = {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | null;
  signal: AbortSignal | null;
};

type Handler = (call: RecordedCall) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function tokenReply(accessToken: string, refreshToken = `refresh-${accessToken}`) {
  return json(200, {
    access_token: accessToken,
    refresh_token: refreshToken,
    expires_in: 900,
    token_type: 'Bearer',
  });
}

/** An answer that never comes, unless the request is aborted. */
export function never(call: RecordedCall): Promise<Response> {
  return new Promise((_resolve, reject) => {
    call.signal?.addEventListener('abort', () =>
      reject(new DOMException('The operation was aborted.', 'AbortError')),
    );
  });
}

/** A stand-in for `fetch`: answers through `handler` and records every call. */
export function fakeFetch(handler: Handler) {
  const calls: RecordedCall[] = [];
  const fetch = vi.fn<FetchFunction>(async (url, init) => {
    const call: RecordedCall = {
      url,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: typeof init.body === 'string' ? init.body : null,
      signal: init.signal ?? null,
    };
    calls.push(call);
    return handler(call);
  });
  return { fetch, calls };
}

/** The form fields of a recorded `/auth/token` call. */
export function formOf(call: RecordedCall): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(call.body ?? ''));
}

/** The app's HTTP client on the app's own session, talking to a fake server. */
export async function testClient(handler: Handler) {
  const { createHttpClient } = await import('../lib/http-client');
  const { sessionStore } = await import('../lib/session');
  const server = fakeFetch(handler);
  const client = createHttpClient({
    baseUrl: '',
    clientId: 'careport-app',
    clientSecret: 'careport-app-secret',
    session: sessionStore,
    fetch: server.fetch,
    sleep: () => Promise.resolve(),
  });
  return { client, ...server };
}

/** Signs the app's session in, as a stored session from an earlier visit would. */
export async function signIn() {
  const { sessionStore } = await import('../lib/session');
  sessionStore.setTokens({
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    expires_in: 900,
    token_type: 'Bearer',
  });
}
