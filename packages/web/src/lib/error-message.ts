import type { MessageRef } from '@careport/domain';
import { errorMessageKey, errorResponseMessage, isErrorCode } from '@careport/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-error';

/**
 * spec 1 §8, spec 2 §8: the message for a failed call. No answer at all reads 'Failed to fetch',
 * a 429 the too-many-attempts text unless it names a code of its own (BOOKING_RATE_LIMIT); a code maps through the domain's errorMessageKey (so the
 * OAuth `invalid_grant` reads 'Incorrect email/password' and an unknown code
 * 'Unexpected error: {code}'); anything else is 'Unknown error'.
 */
export function errorMessageOf(error: unknown): MessageRef {
  if (!(error instanceof ApiError)) return { key: 'errors.ERROR_UNKNOWN' };
  if (error.httpStatus === 429) {
    return isErrorCode(error.errorCode) && error.errorCode !== 'TOO_MANY_REQUESTS'
      ? errorMessageKey(error.errorCode)
      : { key: 'errors.TOO_MANY_REQUESTS' };
  }
  if (error.httpStatus === 0) return { key: 'errors.FAILED_TO_FETCH' };
  return errorMessageKey(error.errorCode);
}

/**
 * The calls spec 1 §8 and 2 §8 give a failure message of their own: a profile save (ERROR_UNKNOWN),
 * an absence save (ERROR_RESPONSE with INTERNAL_SERVER_ERROR) and a booking's create, update,
 * cancel, delete and first-booking confirm (ERROR_RESPONSE with the code).
 */
export type FailedCall = 'profile-save' | 'absence-save' | 'booking-call';

/** Server failures: codes that say only that the server failed, not what was wrong. */
const SERVER_FAILURE_KEYS = new Set([
  'errors.INTERNAL_SERVER_ERROR',
  'errors.UNEXPECTED_SERVER_ERROR',
  'errors.UNEXPECTED_ERROR',
  'errors.ERROR_UNKNOWN',
]);

/**
 * The message for a failed `call`, record 0109: a code with a text of its own keeps it (it says
 * what to correct), and so do no answer at all and too many attempts; what is left, a failure of
 * the server or a code the app does not know, reads as spec 1 §8 / 2 §8 have it for that call.
 */
export function callFailureMessageOf(call: FailedCall, error: unknown): MessageRef {
  const message = errorMessageOf(error);
  if (!SERVER_FAILURE_KEYS.has(message.key)) return message;
  switch (call) {
    case 'profile-save':
      return { key: 'errors.ERROR_UNKNOWN' };
    case 'absence-save':
      return errorResponseMessage('INTERNAL_SERVER_ERROR');
    case 'booking-call':
      // 'Interner Serverfehler' and 'Unerwarteter Serverfehler' are texts spec 1 §8 shows as
      // messages; only a code without a text of its own reads 'Fehler: {code}'.
      return message.key === 'errors.UNEXPECTED_ERROR' && error instanceof ApiError
        ? errorResponseMessage(error.errorCode)
        : message;
  }
}

type LooseTranslate = (key: string, values?: Record<string, string>) => string;

/** Translates a key chosen at run time (a MessageRef from the domain). */
export function translateMessage(t: TFunction, message: MessageRef): string {
  return (t as unknown as LooseTranslate)(message.key, message.values);
}

/**
 * The translated message for a failed call, in the current language; for one of the calls of
 * `FailedCall`, as the catalogue has it for that call.
 */
export function useErrorMessage(call?: FailedCall): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) =>
    translateMessage(t, call ? callFailureMessageOf(call, error) : errorMessageOf(error));
}
