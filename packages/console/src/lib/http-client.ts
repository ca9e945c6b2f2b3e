import { ApiError, errorFromReply, NETWORK_ERROR } from './api-error';
import { STAFF_ROLES, type StaffRole } from './roles';

// The console's own small client (docs/decisions/0091-console-owns-its-theme-and-http-client.md):
// the staff's password grant with a second factor, the access token in memory only and the
// refresh token in sessionStorage (gone with the tab), rotation on a 401.
export const CONSOLE_CLIENT_ID = 'careport-console';
export const REFRESH_STORAGE_KEY = 'careport-console:refresh';

export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

export type Query = Record<string, string | number | undefined | null>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  json?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /** false for the calls made before sign-in (the invitation's). */
  auth?: boolean;
};

export type SignInInput = { username: string; password: string; otp: string };

export type HttpClient = {
  /** The answer's `data` (the back office wraps each answer); ≥ 300 throws ApiError. */
  request: <T>(path: string, options?: RequestOptions) => Promise<T>;
  /** A file the server writes (the audit CSV), as the signed-in staff member. */
  download: (path: string, query?: Query) => Promise<Blob>;
  signIn: (input: SignInInput) => Promise<StaffRole | null>;
  signOut: () => Promise<void>;
  /** Whether a session exists (or can be restored from this tab's refresh token). */
  hasSession: () => boolean;
  /** Called when the session ends without the staff member asking (a refused refresh). */
  onSessionEnded: (listener: () => void) => () => void;
};

type Tokens = { accessToken: string; refreshToken: string | null; expiresAt: number };

/** Renewed this long before expiry, so a request does not race the expiry. */
const EXPIRY_MARGIN_MS = 10_000;

function readStoredRefresh(storage: Storage | undefined): string | null {
  try {
    return storage?.getItem(REFRESH_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function writeStoredRefresh(storage: Storage | undefined, token: string | null): void {
  try {
    if (token === null) storage?.removeItem(REFRESH_STORAGE_KEY);
    else storage?.setItem(REFRESH_STORAGE_KEY, token);
  } catch {
    // Storage unavailable: the session lasts as long as the page.
  }
}

export function toQueryString(query: Query | undefined): string {
  const parameters = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') parameters.set(name, String(value));
  }
  const text = parameters.toString();
  return text === '' ? '' : `?${text}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function parseTokens(body: unknown, now: number): { tokens: Tokens; role: StaffRole | null } {
  const record = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const accessToken = record['access_token'];
  const expiresIn = record['expires_in'];
  const refreshToken = record['refresh_token'];
  const role = record['role'];
  if (typeof accessToken !== 'string' || typeof expiresIn !== 'number' || expiresIn <= 0) {
    throw new ApiError({ httpStatus: 200, code: 'invalid_token_reply' });
  }
  return {
    tokens: {
      accessToken,
      refreshToken: typeof refreshToken === 'string' ? refreshToken : null,
      expiresAt: now + expiresIn * 1000,
    },
    role: STAFF_ROLES.find((known) => known === role) ?? null,
  };
}

export function createHttpClient(
  options: {
    baseUrl?: string;
    fetch?: FetchFunction;
    storage?: Storage;
    now?: () => number;
  } = {},
): HttpClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const fetchImpl: FetchFunction = options.fetch ?? ((input, init) => fetch(input, init));
  const storage = options.storage ?? globalThis.sessionStorage;
  const now = options.now ?? Date.now;
  const listeners = new Set<() => void>();

  let tokens: Tokens | null = null;
  let refreshInFlight: Promise<Tokens> | null = null;

  const send = async (path: string, init: RequestInit): Promise<Response> => {
    try {
      return await fetchImpl(`${baseUrl}${path}`, init);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError({ httpStatus: 0, code: NETWORK_ERROR });
    }
  };

  const setTokens = (next: Tokens | null) => {
    tokens = next;
    writeStoredRefresh(storage, next?.refreshToken ?? null);
  };

  const endSession = () => {
    const hadSession = tokens !== null || readStoredRefresh(storage) !== null;
    setTokens(null);
    if (hadSession) for (const listener of listeners) listener();
  };

  const tokenCall = async (parameters: Record<string, string>) => {
    const response = await send('/auth/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...parameters, client_id: CONSOLE_CLIENT_ID }).toString(),
    });
    const body = await readBody(response);
    if (response.status !== 200) throw errorFromReply(response.status, body);
    return parseTokens(body, now());
  };

  const refresh = async (): Promise<Tokens> => {
    const refreshToken = tokens?.refreshToken ?? readStoredRefresh(storage);
    if (refreshToken === null) {
      endSession();
      throw new ApiError({ httpStatus: 401, code: 'UNAUTHORIZED' });
    }
    try {
      const { tokens: next } = await tokenCall({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
      });
      setTokens(next);
      return next;
    } catch (error) {
      // A refused refresh ends the session; without an answer (offline) it stays for a retry.
      if (error instanceof ApiError && error.httpStatus !== 0) {
        endSession();
        throw new ApiError({ httpStatus: 401, code: 'UNAUTHORIZED' });
      }
      throw error;
    }
  };

  const sharedRefresh = () => {
    refreshInFlight ??= refresh().finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  };

  const accessToken = async (): Promise<string> => {
    if (tokens !== null && tokens.expiresAt - EXPIRY_MARGIN_MS > now()) return tokens.accessToken;
    return (await sharedRefresh()).accessToken;
  };

  const authorised = async (path: string, init: RequestInit): Promise<Response> => {
    const first = await send(path, withBearer(init, await accessToken()));
    if (first.status !== 401) return first;
    // The token was refused before its expiry (signed out elsewhere, rotated): one refresh.
    const renewed = await sharedRefresh();
    return send(path, withBearer(init, renewed.accessToken));
  };

  const request = async <T>(path: string, requestOptions: RequestOptions = {}): Promise<T> => {
    const { method = 'GET', json, query, signal, auth = true } = requestOptions;
    const init: RequestInit = {
      method,
      headers: json === undefined ? {} : { 'Content-Type': 'application/json' },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      ...(signal ? { signal } : {}),
    };
    const url = `${path}${toQueryString(query)}`;
    const response = auth ? await authorised(url, init) : await send(url, init);
    const body = await readBody(response);
    if (response.status >= 300) throw errorFromReply(response.status, body);
    if (body !== null && typeof body === 'object' && 'data' in body) {
      return (body as { data: T }).data;
    }
    return body as T;
  };

  return {
    request,
    download: async (path, query) => {
      const response = await authorised(`${path}${toQueryString(query)}`, { method: 'GET' });
      if (response.status >= 300) throw errorFromReply(response.status, await readBody(response));
      return response.blob();
    },
    signIn: async ({ username, password, otp }) => {
      const { tokens: next, role } = await tokenCall({
        grant_type: 'password',
        username,
        password,
        otp,
      });
      setTokens(next);
      return role;
    },
    signOut: async () => {
      const refreshToken = tokens?.refreshToken ?? readStoredRefresh(storage);
      setTokens(null);
      if (refreshToken === null) return;
      try {
        await send('/auth/revoke', {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            token: refreshToken,
            token_type_hint: 'refresh_token',
            client_id: CONSOLE_CLIENT_ID,
          }).toString(),
        });
      } catch {
        // Best effort: this tab forgot the tokens whatever the server answered.
      }
    },
    hasSession: () => tokens !== null || readStoredRefresh(storage) !== null,
    onSessionEnded: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function withBearer(init: RequestInit, token: string): RequestInit {
  return {
    ...init,
    headers: { ...(init.headers as Record<string, string>), Authorization: `Bearer ${token}` },
  };
}
