import type { Locale } from '@careport/domain';
import type { Locale as DateLocale } from 'date-fns';
import { de as dateDe, enGB as dateEn } from 'date-fns/locale';
import { useLocale } from './i18n';

// Apart from lib/i18n, so only the screens that format dates load date-fns' locales.
const DATE_LOCALES: Record<Locale, DateLocale> = { de: dateDe, en: dateEn };

/** The date-fns locale matching the app's language (dates, weekdays, months). */
export function useDateLocale(): DateLocale {
  return DATE_LOCALES[useLocale()];
}
