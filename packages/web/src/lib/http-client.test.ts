import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, formOf, json, never, tokenReply } from '../test/fake-server';
import type { RecordedCall } from '../test/fake-server';
import { ApiError } from './api-error';
import { createHttpClient } from './http-client';
import { createSessionStore } from './session';

const NOW = Date.parse('2026-03-01T10:00:00Z');

function signedInSession(accessToken = 'access-1', refreshToken = 'refresh-1') {
  const session = createSessionStore(window.localStorage);
  session.setTokens(
    {
      access_token: accessToken,
      refresh_token: refreshToken,
      expires_in: 900,
      token_type: 'Bearer',
    },
    NOW,
  );
  return session;
}

function clientWith(handler: (call: RecordedCall) => Response | Promise<Response>) {
  const server = fakeFetch(handler);
  const session = signedInSession();
  const sleep = vi.fn((_milliseconds: number) => Promise.resolve());
  const client = createHttpClient({
    baseUrl: 'https://api.careport.example/',
    clientId: 'careport-app',
    clientSecret: 'careport-app-secret',
    session,
    fetch: server.fetch,
    sleep,
    now: () => NOW,
  });
  return { client, session, sleep, ...server };
}

describe('http client: bearer token and replies (spec 1 §7)', () => {
  it('sends the bearer token to the configured base URL and answers the body', async () => {
    const { client, calls } = clientWith(() => json(200, { status: 200, data: { ok: true } }));
    await expect(client.request({ path: '/caregiver-app/me' })).resolves.toEqual({
      status: 200,
      data: { ok: true },
    });
    expect(calls[0]?.url).toBe('https://api.careport.example/caregiver-app/me');
    expect(calls[0]?.headers.Authorization).toBe('Bearer access-1');
  });

  it.each([
    [{ status: 404, errorCode: 'BOOKING_NOT_FOUND' }, 'BOOKING_NOT_FOUND'],
    [{ error_code: 'CONTRACT_NOT_FOUND' }, 'CONTRACT_NOT_FOUND'],
    [{ error: 'invalid_request' }, 'invalid_request'],
    [{}, 'unexpected server error'],
  ])(
    'spec 1 §8: an answer of 300 or more throws ApiError with the code of %j',
    async (body, code) => {
      const { client } = clientWith(() => json(409, body));
      const error = await client
        .request({ path: '/caregiver-app/booking' })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ httpStatus: 409, errorCode: code });
    },
  );

  it('a request that gets no answer fails as "Failed to fetch"', async () => {
    const { client } = clientWith(() => Promise.reject(new TypeError('network down')));
    const error = await client.request({ path: '/caregiver-app/me' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ httpStatus: 0, errorCode: 'FAILED_TO_FETCH' });
    expect((error as Error).message).toBe('Failed to fetch');
  });
});

describe('http client: retries (spec 1 §9)', () => {
  it.each([500, 502, 503, 504])('retries %i with 100 × (2^attempt + 4) ms', async (status) => {
    let answered = 0;
    const { client, sleep } = clientWith(() =>
      ++answered <= 3 ? json(status, {}) : json(200, { status: 200, data: 'late' }),
    );
    await expect(client.request({ path: '/x' })).resolves.toMatchObject({ data: 'late' });
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([500, 600, 800]);
  });

  it('gives up after more than 7 attempts: 8 calls, then the error', async () => {
    const { client, calls, sleep } = clientWith(() =>
      json(503, { errorCode: 'INTERNAL_SERVER_ERROR' }),
    );
    const error = await client.request({ path: '/x' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ httpStatus: 503, errorCode: 'INTERNAL_SERVER_ERROR' });
    expect(calls).toHaveLength(8);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([500, 600, 800, 1200, 2000, 3600, 6800]);
  });

  it.each([400, 401, 404, 429, 501])('does not retry %i', async (status) => {
    const { client, calls } = clientWith((call) =>
      call.url.endsWith('/auth/token') ? json(400, { error: 'invalid_grant' }) : json(status, {}),
    );
    await client.request({ path: '/x' }).catch(() => undefined);
    expect(calls.filter((call) => call.url.endsWith('/x'))).toHaveLength(1);
  });

  it('waits with real timers between retries', async () => {
    vi.useFakeTimers();
    try {
      let answered = 0;
      const server = fakeFetch(() => (++answered === 1 ? json(502, {}) : json(200, { data: 1 })));
      const client = createHttpClient({
        baseUrl: '',
        clientId: 'c',
        clientSecret: 's',
        session: signedInSession(),
        fetch: server.fetch,
        now: () => NOW,
      });
      const result = client.request({ path: '/x' });
      await vi.advanceTimersByTimeAsync(499);
      expect(server.calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toEqual({ data: 1 });
      expect(server.calls).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('http client: timeout (spec 1 §9: 120 s)', () => {
  it('abandons a request after 120 s', async () => {
    vi.useFakeTimers();
    try {
      const server = fakeFetch(never);
      const client = createHttpClient({
        baseUrl: '',
        clientId: 'c',
        clientSecret: 's',
        session: signedInSession(),
        fetch: server.fetch,
        now: () => NOW,
      });
      const result = client.request({ path: '/slow' }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(119_999);
      expect(server.calls[0]?.signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const error = await result;
      expect(error).toMatchObject({ httpStatus: 0, errorCode: 'FAILED_TO_FETCH' });
      expect((error as Error).message).toBe('Request timed out');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('http client: 401, refresh and forced logout (spec 1 §7, spec 2 §4)', () => {
  it('refreshes once on 401 and retries with the new token', async () => {
    const { client, calls, session } = clientWith((call) => {
      if (call.url.endsWith('/auth/token')) return tokenReply('access-2', 'refresh-2');
      return call.headers.Authorization === 'Bearer access-2'
        ? json(200, { data: 'fresh' })
        : json(401, { errorCode: 'UNAUTHORIZED' });
    });
    await expect(client.request({ path: '/caregiver-app/me' })).resolves.toEqual({ data: 'fresh' });
    const tokenCalls = calls.filter((call) => call.url.endsWith('/auth/token'));
    expect(tokenCalls).toHaveLength(1);
    expect(formOf(tokenCalls[0]!)).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'refresh-1',
      scope: 'caregiver',
      client_id: 'careport-app',
      client_secret: 'careport-app-secret',
    });
    expect(session.getState().tokens).toMatchObject({
      accessToken: 'access-2',
      refreshToken: 'refresh-2',
      expiresAt: NOW + 900_000,
    });
  });

  it('shares one refresh between concurrent 401s', async () => {
    let release: () => void = () => undefined;
    const refreshed = new Promise<void>((resolve) => (release = resolve));
    const { client, calls } = clientWith(async (call) => {
      if (call.url.endsWith('/auth/token')) {
        await refreshed;
        return tokenReply('access-2');
      }
      return call.headers.Authorization === 'Bearer access-2'
        ? json(200, { data: call.url })
        : json(401, {});
    });
    const results = Promise.all([
      client.request({ path: '/a' }),
      client.request({ path: '/b' }),
      client.request({ path: '/c' }),
    ]);
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.url.endsWith('/auth/token'))).toHaveLength(1),
    );
    release();
    await expect(results).resolves.toHaveLength(3);
    expect(calls.filter((call) => call.url.endsWith('/auth/token'))).toHaveLength(1);
  });

  it('a refused refresh clears the session (forced logout)', async () => {
    const { client, session } = clientWith((call) =>
      call.url.endsWith('/auth/token') ? json(400, { error: 'invalid_grant' }) : json(401, {}),
    );
    const error = await client.request({ path: '/caregiver-app/me' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ httpStatus: 401, errorCode: 'UNAUTHORIZED' });
    expect(session.getState()).toMatchObject({ isLoggedIn: false, tokens: null });
    expect(window.localStorage.getItem('careport:caregiver:session')).toBeNull();
  });

  it('a 401 after a successful refresh does not refresh again, and logs out', async () => {
    const { client, calls, session } = clientWith((call) =>
      call.url.endsWith('/auth/token') ? tokenReply('access-2') : json(401, {}),
    );
    await expect(client.request({ path: '/x' })).rejects.toMatchObject({ httpStatus: 401 });
    expect(calls.filter((call) => call.url.endsWith('/auth/token'))).toHaveLength(1);
    expect(calls.filter((call) => call.url.endsWith('/x'))).toHaveLength(2);
    expect(session.getState().isLoggedIn).toBe(false);
  });

  it('without tokens a caregiver call is a forced logout, without asking the server', async () => {
    const { client, calls, session } = clientWith(() => json(200, {}));
    session.clear();
    await expect(client.request({ path: '/x' })).rejects.toMatchObject({ httpStatus: 401 });
    expect(calls).toHaveLength(0);
    expect(session.getState().isLoggedIn).toBe(false);
  });

  it('keeps the session when the refresh gets no answer (offline): OAUTH_ERROR', async () => {
    const { client, calls, session } = clientWith((call) =>
      call.url.endsWith('/auth/token') ? Promise.reject(new TypeError('offline')) : json(401, {}),
    );
    await expect(client.request({ path: '/x' })).rejects.toMatchObject({
      httpStatus: 0,
      errorCode: 'OAUTH_ERROR',
    });
    expect(session.getState().isLoggedIn).toBe(true);
    // Sent once more at once (a lost answer), then no further: the next request tries again.
    expect(calls.filter((call) => call.url.endsWith('/auth/token'))).toHaveLength(2);
  });

  it('sends a refresh whose answer was lost once more at once, and keeps the session it gets', async () => {
    let tokenCalls = 0;
    const { client, calls, session } = clientWith((call) => {
      if (call.url.endsWith('/auth/token')) {
        tokenCalls += 1;
        // The first answer is lost on the way back; the retry gets the server's successor.
        return tokenCalls === 1
          ? Promise.reject(new TypeError('connection reset'))
          : tokenReply('access-2', 'refresh-2');
      }
      return call.headers.Authorization === 'Bearer access-2'
        ? json(200, { data: 'fresh' })
        : json(401, {});
    });
    await expect(client.request({ path: '/x' })).resolves.toEqual({ data: 'fresh' });
    const sent = calls.filter((call) => call.url.endsWith('/auth/token')).map(formOf);
    expect(sent.map((form) => form['refresh_token'])).toEqual(['refresh-1', 'refresh-1']);
    expect(session.getState().tokens).toMatchObject({ refreshToken: 'refresh-2' });
  });

  it('renews an expired access token before sending', async () => {
    const server = fakeFetch((call) =>
      call.url.endsWith('/auth/token') ? tokenReply('access-2') : json(200, { data: 1 }),
    );
    const session = signedInSession();
    const client = createHttpClient({
      baseUrl: '',
      clientId: 'c',
      clientSecret: 's',
      session,
      fetch: server.fetch,
      now: () => NOW + 901_000,
    });
    await client.request({ path: '/x' });
    expect(server.calls.map((call) => call.url)).toEqual(['/auth/token', '/x']);
    expect(server.calls[1]?.headers.Authorization).toBe('Bearer access-2');
  });
});

describe('http client: token endpoint (spec 2 §7)', () => {
  it('logs in with the password grant and stores the session with its expiry', async () => {
    const { client, calls, session } = clientWith(() => tokenReply('access-9', 'refresh-9'));
    session.clear();
    await client.login({ username: 'anna@careport.example', password: 'careport' });
    expect(formOf(calls[0]!)).toEqual({
      grant_type: 'password',
      username: 'anna@careport.example',
      password: 'careport',
      scope: 'caregiver',
      client_id: 'careport-app',
      client_secret: 'careport-app-secret',
    });
    expect(calls[0]?.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(session.getState().tokens).toEqual({
      accessToken: 'access-9',
      refreshToken: 'refresh-9',
      expiresAt: NOW + 900_000,
      tokenType: 'Bearer',
    });
  });

  it('a wrong password is ApiError invalid_grant, and nothing is stored', async () => {
    const { client, session } = clientWith(() => json(400, { error: 'invalid_grant' }));
    session.clear();
    await expect(client.login({ username: 'a', password: 'b' })).rejects.toMatchObject({
      httpStatus: 400,
      errorCode: 'invalid_grant',
    });
    expect(session.getState().isLoggedIn).toBe(false);
  });

  it('a token call without an answer is OAUTH_ERROR', async () => {
    const { client } = clientWith(() => Promise.reject(new TypeError('offline')));
    await expect(client.login({ username: 'a', password: 'b' })).rejects.toMatchObject({
      httpStatus: 0,
      errorCode: 'OAUTH_ERROR',
    });
  });

  it('the definition calls use one cached client-credentials token', async () => {
    const { client, calls } = clientWith((call) =>
      call.url.endsWith('/auth/token') ? tokenReply('client-token') : json(200, { data: [] }),
    );
    await client.request({ path: '/definition/first-booking/decline-reasons', auth: 'client' });
    await client.request({ path: '/definition/booking/cancellation-reasons', auth: 'client' });
    const tokenCalls = calls.filter((call) => call.url.endsWith('/auth/token'));
    expect(tokenCalls).toHaveLength(1);
    expect(formOf(tokenCalls[0]!)).toMatchObject({
      grant_type: 'client_credentials',
      scope: 'definition_read',
    });
    expect(
      calls.filter((call) => call.url.includes('/definition/')).map((c) => c.headers.Authorization),
    ).toEqual(['Bearer client-token', 'Bearer client-token']);
  });

  it('logout revokes the refresh token, best effort', async () => {
    const { client, calls } = clientWith(() => Promise.reject(new TypeError('offline')));
    await expect(client.revoke()).resolves.toBeUndefined();
    expect(calls[0]?.url).toBe('https://api.careport.example/auth/revoke');
    expect(formOf(calls[0]!)).toMatchObject({
      token: 'refresh-1',
      token_type_hint: 'refresh_token',
    });
  });
});
