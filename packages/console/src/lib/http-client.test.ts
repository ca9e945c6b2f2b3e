import { describe, expect, it } from 'vitest';
import { createFakeFetch, data, on, tokenReply } from '../test/fake-api';
import { ApiError } from './api-error';
import { createHttpClient, REFRESH_STORAGE_KEY } from './http-client';

describe('the console HTTP client', () => {
  it('signs in with the password grant, the console client and the code', async () => {
    const fake = createFakeFetch([on('POST', '/auth/token', tokenReply('finance'))]);
    const api = createHttpClient({ fetch: fake.fetch, storage: window.sessionStorage });
    await expect(
      api.signIn({ username: 'f@x.example', password: 'pw', otp: '123456' }),
    ).resolves.toBe('finance');
    const body = fake.calls[0]?.body as URLSearchParams;
    expect(Object.fromEntries(body)).toEqual({
      grant_type: 'password',
      username: 'f@x.example',
      password: 'pw',
      otp: '123456',
      client_id: 'careport-console',
    });
    // The refresh token survives a reload of this tab, the access token only in memory.
    expect(window.sessionStorage.getItem(REFRESH_STORAGE_KEY)).toBe('refresh-1');
    expect(JSON.stringify(window.sessionStorage)).not.toContain('access-1');
  });

  it('refreshes once on a 401, rotates the refresh token and repeats the call', async () => {
    const fake = createFakeFetch([
      on('POST', '/auth/token', (call) =>
        tokenReply(
          'dispatcher',
          (call.body as URLSearchParams).get('grant_type') === 'password' ? '1' : '2',
        ),
      ),
      on('GET', '/ops/staff/me', (call) =>
        call.headers['Authorization'] === 'Bearer access-1'
          ? { status: 401, body: { status: 401, errorCode: 'UNAUTHORIZED' } }
          : data({ id: 's', email: 'e', name: 'n', role: 'dispatcher' }),
      ),
    ]);
    const api = createHttpClient({ fetch: fake.fetch, storage: window.sessionStorage });
    await api.signIn({ username: 'a', password: 'b', otp: '123456' });
    await expect(api.request('/ops/staff/me')).resolves.toMatchObject({ role: 'dispatcher' });
    const refresh = fake.calls.filter((call) => call.path === '/auth/token')[1]
      ?.body as URLSearchParams;
    expect(refresh.get('grant_type')).toBe('refresh_token');
    expect(refresh.get('refresh_token')).toBe('refresh-1');
    expect(window.sessionStorage.getItem(REFRESH_STORAGE_KEY)).toBe('refresh-2');
  });

  it('ends the session when the refresh is refused, and tells the app', async () => {
    const fake = createFakeFetch([
      on('POST', '/auth/token', { status: 400, body: { error: 'invalid_grant' } }),
    ]);
    window.sessionStorage.setItem(REFRESH_STORAGE_KEY, 'old');
    const api = createHttpClient({ fetch: fake.fetch, storage: window.sessionStorage });
    let ended = 0;
    api.onSessionEnded(() => ended++);
    await expect(api.request('/ops/staff/me')).rejects.toMatchObject({ httpStatus: 401 });
    expect(ended).toBe(1);
    expect(api.hasSession()).toBe(false);
    expect(window.sessionStorage.getItem(REFRESH_STORAGE_KEY)).toBeNull();
  });

  it('answers a refusal with the back office code, message and fields', async () => {
    const fake = createFakeFetch([
      on('POST', '/auth/token', tokenReply()),
      on('POST', '/ops/planning/bookings', {
        status: 400,
        body: {
          status: 400,
          errorCode: 'CANNOT_DESERIALIZE_REQUEST_DATA',
          message: 'Invalid',
          details: { date: 'bad' },
        },
      }),
    ]);
    const api = createHttpClient({ fetch: fake.fetch, storage: window.sessionStorage });
    await api.signIn({ username: 'a', password: 'b', otp: '123456' });
    const error = await api
      .request('/ops/planning/bookings', { method: 'POST', json: {} })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'CANNOT_DESERIALIZE_REQUEST_DATA',
      details: { date: 'bad' },
    });
  });

  it('revokes the refresh token on sign-out and forgets it', async () => {
    const fake = createFakeFetch([
      on('POST', '/auth/token', tokenReply()),
      on('POST', '/auth/revoke', data({ revoked: true })),
    ]);
    const api = createHttpClient({ fetch: fake.fetch, storage: window.sessionStorage });
    await api.signIn({ username: 'a', password: 'b', otp: '123456' });
    await api.signOut();
    const revoke = fake.calls.find((call) => call.path === '/auth/revoke')?.body as URLSearchParams;
    expect(revoke.get('token')).toBe('refresh-1');
    expect(revoke.get('client_id')).toBe('careport-console');
    expect(api.hasSession()).toBe(false);
  });

  it('answers a missing connection as NETWORK_ERROR', async () => {
    const api = createHttpClient({
      fetch: () => Promise.reject(new TypeError('offline')),
      storage: window.sessionStorage,
    });
    await expect(api.request('/staff-invitations/x', { auth: false })).rejects.toMatchObject({
      httpStatus: 0,
      code: 'NETWORK_ERROR',
    });
  });
});
