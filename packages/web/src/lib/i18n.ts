import type { Locale, Messages } from '@careport/domain';
import { catalogues, DEFAULT_LOCALE, isLocale, LOCALES } from '@careport/domain';
import type { Locale as DateLocale } from 'date-fns';
import { de as dateDe, enGB as dateEn } from 'date-fns/locale';
import type { i18n as I18n } from 'i18next';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

// spec 2 §9: German by default, English optional; the choice is remembered across reloads.
export const LANGUAGE_STORAGE_KEY = 'careport:language';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}

/** The language names, each written in its own language, for the language switch. */
export const LANGUAGE_NAMES: Record<Locale, string> = { de: 'Deutsch', en: 'English' };

const DATE_LOCALES: Record<Locale, DateLocale> = { de: dateDe, en: dateEn };

/** The language chosen on an earlier visit, else German. */
export function readStoredLanguage(): Locale {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

function applyLanguage(language: string): void {
  if (!isLocale(language)) return;
  document.documentElement.lang = language;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage unavailable: the choice holds until the page is reloaded.
  }
}

/** The app's one i18next instance, with the domain's catalogues (one key set per language). */
export const i18n: I18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: {
    de: { translation: catalogues.de },
    en: { translation: catalogues.en },
  },
  lng: readStoredLanguage(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  interpolation: { escapeValue: false },
  initAsync: false,
});
document.documentElement.lang = i18n.language;
i18n.on('languageChanged', applyLanguage);

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

export async function changeLocale(locale: Locale): Promise<void> {
  await i18n.changeLanguage(locale);
}

/** The current language, re-rendering when it changes. */
export function useLocale(): Locale {
  const { i18n: instance } = useTranslation();
  return isLocale(instance.language) ? instance.language : DEFAULT_LOCALE;
}

/** The date-fns locale matching the app's language (dates, weekdays, months). */
export function useDateLocale(): DateLocale {
  return DATE_LOCALES[useLocale()];
}
