import { useSyncExternalStore } from 'react';
import { asFields, isFiniteNumber, isNonEmptyString } from './start-up-fields';

// spec 2 §3 Session, §4: the caregiver's tokens, stored under a caregiver namespace.
export const SESSION_STORAGE_KEY = 'careport:caregiver:session';

export type SessionTokens = {
  accessToken: string;
  refreshToken: string | null;
  /** Epoch milliseconds: the moment of the token answer plus expires_in seconds. */
  expiresAt: number;
  tokenType: string;
};

/** The `/auth/token` answer (spec 2 §7). */
export type TokenReply = {
  access_token: string;
  refresh_token?: string;
  expires_in: number;
  token_type: string;
};

/** Stored tokens as written by `setTokens`, or null for anything else. */
function parseSessionTokens(value: unknown): SessionTokens | null {
  const fields = asFields(value);
  if (fields === null) return null;
  const { accessToken, refreshToken, expiresAt, tokenType } = fields;
  if (!isNonEmptyString(accessToken) || !isNonEmptyString(tokenType)) return null;
  if (!isFiniteNumber(expiresAt)) return null;
  if (refreshToken !== null && !isNonEmptyString(refreshToken)) return null;
  return { accessToken, refreshToken, expiresAt, tokenType };
}

/** A token answer (token type Bearer when absent), or null when it is not one. */
export function parseTokenReply(value: unknown): TokenReply | null {
  const fields = asFields(value);
  if (fields === null) return null;
  const accessToken = fields['access_token'];
  const refreshToken = fields['refresh_token'];
  const expiresIn = fields['expires_in'];
  const tokenType = fields['token_type'] ?? 'Bearer';
  if (!isNonEmptyString(accessToken) || !isNonEmptyString(tokenType)) return null;
  if (!isFiniteNumber(expiresIn) || expiresIn <= 0) return null;
  if (refreshToken !== undefined && !isNonEmptyString(refreshToken)) return null;
  return {
    access_token: accessToken,
    ...(refreshToken === undefined ? {} : { refresh_token: refreshToken }),
    expires_in: expiresIn,
    token_type: tokenType,
  };
}

export type SessionState = {
  tokens: SessionTokens | null;
  isLoggedIn: boolean;
  isRefreshing: boolean;
  /** The caregiver signed out on purpose (record 0124): the next sign-in starts at home. */
  signedOut: boolean;
};

export type SessionStore = {
  getState: () => SessionState;
  subscribe: (listener: () => void) => () => void;
  /** Stores a token answer; the expiry is `now` plus expires_in seconds (spec 2 §4). */
  setTokens: (reply: TokenReply, now?: number) => SessionTokens;
  setRefreshing: (isRefreshing: boolean) => void;
  /** Ends the session: 'logout' when the caregiver chose to, 'ended' when it ran out or failed. */
  clear: (reason?: 'logout' | 'ended') => void;
  /** Reads the stored tokens again (another tab changed them). */
  reload: () => void;
};

function readStoredTokens(storage: Storage | undefined): SessionTokens | null {
  try {
    const raw = storage?.getItem(SESSION_STORAGE_KEY);
    if (raw === null || raw === undefined) return null;
    return parseSessionTokens(JSON.parse(raw));
  } catch {
    // Unreadable or unavailable storage: no session, the caregiver signs in again.
    return null;
  }
}

function toState(
  tokens: SessionTokens | null,
  isRefreshing: boolean,
  signedOut = false,
): SessionState {
  return { tokens, isLoggedIn: tokens !== null, isRefreshing, signedOut };
}

export function createSessionStore(storage: Storage | undefined): SessionStore {
  let state = toState(readStoredTokens(storage), false);
  const listeners = new Set<() => void>();

  const publish = (next: SessionState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const persist = (tokens: SessionTokens | null) => {
    try {
      if (tokens === null) storage?.removeItem(SESSION_STORAGE_KEY);
      else storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(tokens));
    } catch {
      // A full or blocked storage keeps the session for this page only.
    }
  };

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setTokens: (reply, now = Date.now()) => {
      const tokens: SessionTokens = {
        accessToken: reply.access_token,
        // A refresh answer without a new refresh token keeps the current one.
        refreshToken: reply.refresh_token ?? state.tokens?.refreshToken ?? null,
        expiresAt: now + reply.expires_in * 1000,
        tokenType: reply.token_type,
      };
      persist(tokens);
      publish(toState(tokens, state.isRefreshing));
      return tokens;
    },
    setRefreshing: (isRefreshing) => {
      if (state.isRefreshing !== isRefreshing) publish(toState(state.tokens, isRefreshing));
    },
    clear: (reason = 'ended') => {
      persist(null);
      publish(toState(null, false, reason === 'logout'));
    },
    reload: () => publish(toState(readStoredTokens(storage), state.isRefreshing)),
  };
}

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The app's one session. */
export const sessionStore = createSessionStore(browserStorage());

// A login, refresh or logout in another tab of the same app applies here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY) sessionStore.reload();
  });
}

export function useSession(store: SessionStore = sessionStore): SessionState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
