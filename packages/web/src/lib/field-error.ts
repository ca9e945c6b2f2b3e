import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from './error-message';

/**
 * The domain's schemas carry message keys of the `validation` area (VALIDATION_REQUIRED, …);
 * this shows them in the current language, so a switch of language translates shown errors too.
 */
export function useFieldError(): (error: ReactNode) => string | undefined {
  const { t } = useTranslation();
  return (error) =>
    typeof error === 'string' && error !== ''
      ? translateMessage(t, { key: `validation.${error}` })
      : undefined;
}
