import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-error';
import { useErrorMessage } from '../../../../lib/error-message';

/** The codes that mean "overlaps another booking or is documented already" (spec 1 §8). */
const OVERLAP_OR_FULFILLED = new Set([
  'BOOKING_VALIDATION_OVERLAPS',
  'BOOKING_IS_OVERLAPPING',
  'BOOKING_IS_FULFILLED',
]);

/**
 * spec 1 §8 Fulfil failure: 'Entweder überschneidet sich die Termin mit einem anderen Termin,
 * oder der Termin wurde bereits dokumentiert' for an overlap or an already documented booking;
 * any other failure shows its code's message.
 */
export function useFulfilErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  return (error) =>
    error instanceof ApiError && OVERLAP_OR_FULFILLED.has(error.errorCode)
      ? t('errors.FULFIL_FAILED')
      : errorMessage(error);
}
