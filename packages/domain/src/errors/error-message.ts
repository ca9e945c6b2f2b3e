import { isErrorCode } from './error-codes.js';
import { UNEXPECTED_SERVER_ERROR } from './extract-error-code.js';

export type MessageRef = { key: string; values?: Record<string, string> };

/**
 * spec 1 §8, spec 2 §8: a server code maps to its message (`errors.<CODE>`); OAuth's lowercase
 * codes and 'unexpected server error' have their own; any other code is 'Unexpected error: {code}'.
 */
export function errorMessageKey(code: string): MessageRef {
  if (code === UNEXPECTED_SERVER_ERROR) return { key: 'errors.UNEXPECTED_SERVER_ERROR' };
  if (code === 'invalid_grant') return { key: 'errors.INVALID_GRANT' };
  // Every server code has a text of its own (errors.test.ts): the list decides, not a catalogue,
  // which would put one language's texts into every screen that shows an error (issue 43).
  if (isErrorCode(code)) return { key: `errors.${code}` };
  return { key: 'errors.UNEXPECTED_ERROR', values: { code } };
}

/** spec 1 §8: failed accept, cancel, delete, create and update calls show ERROR_RESPONSE with the code. */
export function errorResponseMessage(code: string): MessageRef {
  return { key: 'errors.ERROR_RESPONSE', values: { code } };
}
