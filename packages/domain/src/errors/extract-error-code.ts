/** Said when an error answer carries no code at all (spec 1 §8, spec 2 §8). */
export const UNEXPECTED_SERVER_ERROR = 'unexpected server error';

/**
 * spec 1 §8: for HTTP status 300 or above the error code is `error_code`, else `error`, else
 * 'unexpected server error'. Our own server answers `{status, errorCode}`, so `errorCode` is read
 * first (docs/decisions/0007-reply-shape-and-error-codes.md).
 */
export function extractErrorCode(httpStatus: number, body: unknown): string | undefined {
  if (httpStatus < 300) return undefined;
  if (body !== null && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    for (const field of ['errorCode', 'error_code', 'error'] as const) {
      const value = record[field];
      if (typeof value === 'string' && value.trim() !== '') return value;
    }
  }
  return UNEXPECTED_SERVER_ERROR;
}
