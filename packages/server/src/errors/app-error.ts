import type { ErrorCode } from '@careport/domain';

/**
 * The one error vocabulary of the server (STYLE.md §3): services throw an AppError with one of the
 * domain's codes; the Fastify error handler answers it as `{status, errorCode}` and GraphQL as
 * `errors[].extensions.code`. `details` carries field-level i18n keys for validation failures.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly httpStatus: number,
    readonly details?: Record<string, string>,
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** OAuth 2.0 error codes of RFC 6749 §5.2, plus our 429 answer for the login limit. */
export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'invalid_scope'
  | 'too_many_requests';

/**
 * `/auth/token` answers plain OAuth2 JSON (`{"error": "invalid_grant"}`), not our reply shape, so
 * the same error handler answers this error in that format.
 */
export class OAuthError extends Error {
  constructor(
    readonly error: OAuthErrorCode,
    readonly httpStatus: number,
    /** RFC 6749 §5.2 error_description: for a person, never a secret (issue 40: `otp_required`). */
    readonly description?: string,
  ) {
    super(error);
    this.name = 'OAuthError';
  }
}
