import { UNEXPECTED_SERVER_ERROR } from '@careport/domain';
import { ApiError } from './api-error';
import type { HttpClient } from './http-client';
import type { Reply } from './http-send';

declare const resultType: unique symbol;
declare const variablesType: unique symbol;

/** A GraphQL document: its text, with the answer and variable types it was written for. */
export type TypedDocument<TResult, TVariables = Record<string, never>> = string & {
  readonly [resultType]?: TResult;
  readonly [variablesType]?: TVariables;
};

/** Tags a document's text with its types: `graphql<{ me: Me }>('query Me { me { … } }')`. */
export function graphql<TResult, TVariables = Record<string, never>>(
  source: string,
): TypedDocument<TResult, TVariables> {
  return source;
}

type GraphqlError = { message?: unknown; extensions?: { code?: unknown } };
type GraphqlReply = { data?: unknown; errors?: GraphqlError[] };

function firstError(body: unknown): GraphqlError | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const errors = (body as GraphqlReply).errors;
  return Array.isArray(errors) && errors.length > 0 ? errors[0] : undefined;
}

function errorCodeOf(error: GraphqlError): string {
  const code = error.extensions?.code;
  return typeof code === 'string' && code !== '' ? code : UNEXPECTED_SERVER_ERROR;
}

/** A refused token shows as HTTP 401 or, inside a 200, as the UNAUTHORIZED error code. */
function isUnauthorized(reply: Reply): boolean {
  if (reply.status === 401) return true;
  const error = firstError(reply.body);
  return error !== undefined && errorCodeOf(error) === 'UNAUTHORIZED';
}

export type GraphqlOptions = {
  /** 'none' for the logged-out screens (the password-reset mutations). */
  auth?: 'caregiver' | 'none';
  signal?: AbortSignal;
};

/**
 * POSTs a document to `/graphql` through the one HTTP client (bearer token, refresh, retries).
 * A GraphQL error becomes an ApiError whose errorCode is its `extensions.code`.
 */
export async function requestGraphql<TResult, TVariables>(
  client: HttpClient,
  document: TypedDocument<TResult, TVariables>,
  variables: TVariables,
  options: GraphqlOptions = {},
): Promise<TResult> {
  let body: unknown;
  try {
    body = await client.request<unknown>({
      path: '/graphql',
      method: 'POST',
      json: { query: document, variables },
      auth: options.auth ?? 'caregiver',
      isUnauthorized,
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    const graphqlError = error instanceof ApiError ? firstError(error.body) : undefined;
    if (error instanceof ApiError && graphqlError !== undefined) {
      throw new ApiError({
        httpStatus: error.httpStatus,
        errorCode: errorCodeOf(graphqlError),
        body: error.body,
        cause: error,
      });
    }
    throw error;
  }
  const graphqlError = firstError(body);
  if (graphqlError !== undefined) {
    throw new ApiError({
      httpStatus: 200,
      errorCode: errorCodeOf(graphqlError),
      body,
      message: typeof graphqlError.message === 'string' ? graphqlError.message : undefined,
    });
  }
  const data = (body as GraphqlReply | undefined)?.data;
  if (data === null || data === undefined) {
    throw new ApiError({ httpStatus: 200, errorCode: UNEXPECTED_SERVER_ERROR, body });
  }
  return data as TResult;
}
