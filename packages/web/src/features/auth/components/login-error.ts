import type { MessageRef } from '@careport/domain';
import { isApiError } from '../../../lib/api-error';
import { errorMessageOf } from '../../../lib/error-message';

/** The OAuth codes RFC 6749 §5.2 defines for the token endpoint, plus the limit's own. */
const KNOWN_OAUTH_CODES = new Set([
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unauthorized_client',
  'unsupported_grant_type',
  'invalid_scope',
  'too_many_requests',
]);

/**
 * The sign-in's message (spec 2 §8). Issue 39: an applicant whose password is right is told the
 * application is not complete yet (the server says so only after the password matched, record
 * 0101), and a code the token endpoint does not define reads ERROR_UNKNOWN as 2 §8 has it.
 */
export function loginErrorMessage(error: unknown): MessageRef {
  if (isApiError(error)) {
    const body = error.body as { error?: unknown; error_description?: unknown } | null;
    if (body?.error_description === 'application_not_completed') {
      return { key: 'auth.APPLICATION_NOT_COMPLETED' };
    }
    if (typeof body?.error === 'string' && !KNOWN_OAUTH_CODES.has(body.error)) {
      return { key: 'errors.ERROR_UNKNOWN' };
    }
  }
  return errorMessageOf(error);
}
