import type { MessageRef } from '@careport/domain';
import { errorMessageKey, isErrorCode } from '@careport/domain';
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

type LooseTranslate = (key: string, values?: Record<string, string>) => string;

/** Translates a key chosen at run time (a MessageRef from the domain). */
export function translateMessage(t: TFunction, message: MessageRef): string {
  return (t as unknown as LooseTranslate)(message.key, message.values);
}

/** The translated message for a failed call, in the current language. */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => translateMessage(t, errorMessageOf(error));
}
