import { describe, expect, it } from 'vitest';
import { createSessionStore, SESSION_STORAGE_KEY } from './session';

const reply = { access_token: 'a', refresh_token: 'r', expires_in: 900, token_type: 'Bearer' };

describe('session store (spec 2 §3, §4)', () => {
  it('stores the tokens under the caregiver namespace with expiry now + expires_in seconds', () => {
    const session = createSessionStore(window.localStorage);
    session.setTokens(reply, 1_000);
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
      expiresAt: 901_000,
      tokenType: 'Bearer',
    });
    expect(SESSION_STORAGE_KEY).toBe('careport:caregiver:session');
    expect(session.getState().isLoggedIn).toBe(true);
  });

  it('is restored on the next visit, and cleared by logout', () => {
    createSessionStore(window.localStorage).setTokens(reply, 0);
    const next = createSessionStore(window.localStorage);
    expect(next.getState()).toMatchObject({ isLoggedIn: true, isRefreshing: false });
    next.clear();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(createSessionStore(window.localStorage).getState().isLoggedIn).toBe(false);
  });

  it('ignores a damaged stored session', () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, '{"accessToken":1');
    expect(createSessionStore(window.localStorage).getState().isLoggedIn).toBe(false);
  });

  it('keeps the refresh token when a refresh answer has none, and notifies subscribers', () => {
    const session = createSessionStore(undefined);
    const seen: boolean[] = [];
    session.subscribe(() => seen.push(session.getState().isRefreshing));
    session.setTokens(reply, 0);
    session.setRefreshing(true);
    session.setTokens({ access_token: 'b', expires_in: 60, token_type: 'Bearer' }, 0);
    session.setRefreshing(false);
    expect(session.getState().tokens).toMatchObject({ accessToken: 'b', refreshToken: 'r' });
    expect(seen).toEqual([false, true, true, false]);
  });
});
