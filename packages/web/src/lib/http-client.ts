import { extractErrorCode } from '@careport/domain';
import { ApiError, OAUTH_ERROR } from './api-error';
import type { FetchFunction, Reply } from './http-send';
import { sendOnce, sendWithRetries, sleep as realSleep } from './http-send';
import type { SessionStore, SessionTokens } from './session';
import { parseTokenReply } from './session';

/**
 * Who a request is sent as: the signed-in caregiver (spec 1 §7), the app itself with a
 * client-credentials token (spec 2 §7, the `/definition` calls), or nobody.
 */
export type Authorisation = 'caregiver' | 'client' | 'none';

export type RequestOptions = {
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON body. */
  json?: unknown;
  auth?: Authorisation;
  signal?: AbortSignal;
  /** Whether an answer means "token refused": a 401 unless the caller says more (GraphQL). */
  isUnauthorized?: (reply: Reply) => boolean;
  /** Extra headers, e.g. the outbox's `Idempotency-Key` (issue 14). */
  headers?: Record<string, string>;
};

export type HttpClientOptions = {
  /** The API origin from the runtime configuration; '' for the app's own origin. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  session: SessionStore;
  fetch?: FetchFunction;
  sleep?: (milliseconds: number) => Promise<void>;
  now?: () => number;
};

export type HttpClient = {
  /** Sends a request and answers its body; an HTTP status of 300 or more throws ApiError. */
  request: <T = unknown>(options: RequestOptions) => Promise<T>;
  /** spec 2 §7: the password grant with scope caregiver; stores the session. */
  login: (input: { username: string; password: string }) => Promise<void>;
  /**
   * Issue 12: a caregiver call the client cannot send itself (an upload through XMLHttpRequest,
   * for its progress events): `send` gets the access token and answers status and body; a 401
   * refreshes once and retries as `request` does, and an answer of 300 or more throws ApiError.
   */
  sendAsCaregiver: <T = unknown>(send: (accessToken: string) => Promise<Reply>) => Promise<T>;
  /** spec 2 §7: the refresh grant. Concurrent callers share one refresh. */
  refreshSession: () => Promise<SessionTokens>;
  /** Revokes the refresh token, best effort (logout), and with it this device's push token. */
  revoke: (options?: { notificationEndpoint?: () => Promise<string | undefined> }) => Promise<void>;
};

const CAREGIVER_SCOPE = 'caregiver';
const DEFINITION_SCOPE = 'definition_read';
/** Tokens are renewed this long before they expire, so a request does not race the expiry. */
const EXPIRY_MARGIN_MS = 10_000;

const isStatus401 = (reply: Reply) => reply.status === 401;

function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}

function unauthorized(): ApiError {
  return new ApiError({ httpStatus: 401, errorCode: 'UNAUTHORIZED' });
}

/** spec 1 §8: an answer of 300 or more is an error with the extracted code. */
function unwrap<T>(reply: Reply): T {
  const errorCode = extractErrorCode(reply.status, reply.body);
  if (errorCode !== undefined) {
    throw new ApiError({ httpStatus: reply.status, errorCode, body: reply.body });
  }
  return reply.body as T;
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { session, clientId, clientSecret } = options;
  const fetchImpl: FetchFunction = options.fetch ?? ((input, init) => fetch(input, init));
  const dependencies = { fetch: fetchImpl, sleep: options.sleep ?? realSleep };
  const now = options.now ?? Date.now;

  let refreshInFlight: Promise<SessionTokens> | null = null;
  let clientToken: { accessToken: string; expiresAt: number } | null = null;
  let clientTokenInFlight: Promise<string> | null = null;

  // spec 2 §8 (missing token, failed refresh). The signed-in area's data goes with the session
  // (app/shell/signed-in-data.tsx).
  const forceLogout = () => session.clear();

  /** POST /auth/token, form-encoded (spec 2 §7). */
  const callTokenEndpoint = async (parameters: Record<string, string>) => {
    const reply = await sendWithRetries(dependencies, {
      url: joinUrl(options.baseUrl, '/auth/token'),
      init: {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          ...parameters,
          client_id: clientId,
          client_secret: clientSecret,
        }).toString(),
      },
      isTokenCall: true,
    });
    if (reply.status !== 200) {
      const errorCode = extractErrorCode(reply.status, reply.body) ?? OAUTH_ERROR;
      throw new ApiError({ httpStatus: reply.status, errorCode, body: reply.body });
    }
    const parsed = parseTokenReply(reply.body);
    if (parsed === null) {
      throw new ApiError({ httpStatus: reply.status, errorCode: OAUTH_ERROR, body: reply.body });
    }
    return parsed;
  };

  /**
   * A refresh whose answer was lost (a connection dropped on the way back) may have rotated the
   * token on the server. Sent again at once, it arrives inside the server's reuse grace and gets
   * that same successor; sent minutes later, the reuse would end the session (decision 0131).
   */
  const callRefreshGrant = async (parameters: Record<string, string>) => {
    try {
      return await callTokenEndpoint(parameters);
    } catch (error) {
      if (!(error instanceof ApiError) || error.httpStatus !== 0) throw error;
      return callTokenEndpoint(parameters);
    }
  };

  const refresh = async (): Promise<SessionTokens> => {
    const current = session.getState().tokens;
    if (current?.refreshToken == null) {
      forceLogout();
      throw unauthorized();
    }
    session.setRefreshing(true);
    try {
      const reply = await callRefreshGrant({
        grant_type: 'refresh_token',
        refresh_token: current.refreshToken,
        scope: CAREGIVER_SCOPE,
      });
      // A logout while the refresh was under way wins: the answer is dropped.
      if (session.getState().tokens?.refreshToken !== current.refreshToken) throw unauthorized();
      return session.setTokens(reply, now());
    } catch (error) {
      // spec 2 §4: a refused refresh clears the session. Without any answer (offline) the
      // session stays, so a caregiver is not signed out by a dead spot.
      if (error instanceof ApiError && error.httpStatus !== 0) {
        if (session.getState().tokens !== null) forceLogout();
        throw unauthorized();
      }
      throw error;
    } finally {
      session.setRefreshing(false);
    }
  };

  const refreshSession = () => {
    refreshInFlight ??= refresh().finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  };

  /** The caregiver's access token, renewed first when it has expired. */
  const caregiverToken = async (): Promise<string> => {
    const tokens = session.getState().tokens;
    if (tokens === null) {
      forceLogout();
      throw unauthorized();
    }
    if (tokens.expiresAt - EXPIRY_MARGIN_MS <= now()) return (await refreshSession()).accessToken;
    return tokens.accessToken;
  };

  /** After a 401: another request may have refreshed meanwhile; otherwise refresh once. */
  const renewCaregiverToken = async (refusedToken: string): Promise<string> => {
    const current = session.getState().tokens;
    if (current !== null && current.accessToken !== refusedToken) return current.accessToken;
    return (await refreshSession()).accessToken;
  };

  /** spec 2 §7: the client-credentials token for the definition calls, kept until it expires. */
  const definitionToken = (): Promise<string> => {
    if (clientToken !== null && clientToken.expiresAt - EXPIRY_MARGIN_MS > now()) {
      return Promise.resolve(clientToken.accessToken);
    }
    clientTokenInFlight ??= callTokenEndpoint({
      grant_type: 'client_credentials',
      scope: DEFINITION_SCOPE,
    })
      .then((reply) => {
        clientToken = {
          accessToken: reply.access_token,
          expiresAt: now() + reply.expires_in * 1000,
        };
        return reply.access_token;
      })
      .finally(() => {
        clientTokenInFlight = null;
      });
    return clientTokenInFlight;
  };

  const send = (request: RequestOptions, token: string | null) => {
    const headers: Record<string, string> = { ...request.headers, Accept: 'application/json' };
    if (token !== null) headers.Authorization = `Bearer ${token}`;
    if (request.json !== undefined) headers['Content-Type'] = 'application/json';
    return sendWithRetries(dependencies, {
      url: joinUrl(options.baseUrl, request.path),
      init: {
        method: request.method ?? (request.json === undefined ? 'GET' : 'POST'),
        headers,
        body: request.json === undefined ? null : JSON.stringify(request.json),
      },
      isTokenCall: false,
      signal: request.signal,
    });
  };

  const request = async <T>(request: RequestOptions): Promise<T> => {
    const auth = request.auth ?? 'caregiver';
    const isUnauthorized = request.isUnauthorized ?? isStatus401;
    switch (auth) {
      case 'none':
        return unwrap<T>(await send(request, null));
      case 'client': {
        const reply = await send(request, await definitionToken());
        if (!isUnauthorized(reply)) return unwrap<T>(reply);
        clientToken = null;
        return unwrap<T>(await send(request, await definitionToken()));
      }
      case 'caregiver': {
        // spec 1 §7: a 401 triggers one token refresh and one retry.
        const token = await caregiverToken();
        const reply = await send(request, token);
        if (!isUnauthorized(reply)) return unwrap<T>(reply);
        const retried = await send(request, await renewCaregiverToken(token));
        // A fresh token refused too: the session is of no use any more.
        if (isUnauthorized(retried)) forceLogout();
        return unwrap<T>(retried);
      }
    }
  };

  const sendAsCaregiver = async <T>(sendWith: (token: string) => Promise<Reply>): Promise<T> => {
    const token = await caregiverToken();
    const reply = await sendWith(token);
    if (!isStatus401(reply)) return unwrap<T>(reply);
    const retried = await sendWith(await renewCaregiverToken(token));
    if (isStatus401(retried)) forceLogout();
    return unwrap<T>(retried);
  };

  return {
    request,
    sendAsCaregiver,
    login: async ({ username, password }) => {
      const reply = await callTokenEndpoint({
        grant_type: 'password',
        username,
        password,
        scope: CAREGIVER_SCOPE,
      });
      session.setTokens(reply, now());
    },
    refreshSession,
    revoke: async (revokeOptions = {}) => {
      const refreshToken = session.getState().tokens?.refreshToken;
      if (refreshToken == null) return;
      // Read after the token: the session is cleared while this waits.
      const notificationEndpoint = await revokeOptions.notificationEndpoint?.();
      try {
        // One attempt only: logging out does not wait for a struggling server.
        await sendOnce(dependencies, {
          url: joinUrl(options.baseUrl, '/auth/revoke'),
          init: {
            method: 'POST',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({
              token: refreshToken,
              token_type_hint: 'refresh_token',
              client_id: clientId,
              client_secret: clientSecret,
              ...(notificationEndpoint ? { notification_endpoint: notificationEndpoint } : {}),
            }).toString(),
          },
          isTokenCall: true,
        });
      } catch {
        // Best effort: the tokens are cleared here whatever the server answered.
      }
    },
  };
}
