/** The code of a request that got no answer at all (offline, refused, timed out). */
export const FAILED_TO_FETCH = 'FAILED_TO_FETCH';
/** spec 2 §7: a network or token failure of an `/auth/token` call. */
export const OAUTH_ERROR = 'OAUTH_ERROR';

/**
 * A failed call, as every screen sees it (spec 1 §7–§8): the HTTP status (0 when there was no
 * answer) and the error code (`errorCode`, `error_code`, `error` or 'unexpected server error').
 */
export class ApiError extends Error {
  readonly httpStatus: number;
  readonly errorCode: string;
  /** The answer's body as received, for callers that read more than the code. */
  readonly body: unknown;

  constructor(input: {
    httpStatus: number;
    errorCode: string;
    body?: unknown;
    message?: string;
    cause?: unknown;
  }) {
    super(input.message ?? `${input.httpStatus} ${input.errorCode}`, { cause: input.cause });
    this.name = 'ApiError';
    this.httpStatus = input.httpStatus;
    this.errorCode = input.errorCode;
    this.body = input.body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
