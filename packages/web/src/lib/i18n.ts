import type { Locale, Messages } from '@careport/domain';
import { DEFAULT_LOCALE, isLocale, LANGUAGE_COOKIE, LOCALES } from '@careport/domain';
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

// Issue 5 §3: each catalogue is its own chunk, so a visit loads only the language it shows; the
// other one is fetched when the caregiver switches (the service worker precaches both).
const CATALOGUE_LOADERS: Record<Locale, () => Promise<Messages>> = {
  de: async () => (await import('@careport/domain/i18n/de')).de,
  en: async () => (await import('@careport/domain/i18n/en')).en,
};

/** The language chosen on an earlier visit, else German. */
export function readStoredLanguage(): Locale {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

// Issue 16: also imported by the server's rendering of the first screen (src/first-screen), where
// there is no document.
const hasDocument = typeof document !== 'undefined';

// Also a cookie (LANGUAGE_COOKIE): the server renders the first screen and preloads the catalogue
// in this language (issue 16, packages/server/src/http/static-app.ts).
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function applyLanguage(language: string): void {
  if (!isLocale(language) || !hasDocument) return;
  // Setting `lang`, even to the same value, makes the browser restyle the whole page (`:lang()`
  // may match anywhere): on a phone ~0.15 s of one task, right after the first paint (issue 16).
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage unavailable: the choice holds until the page is reloaded.
  }
}

/**
 * The app's one i18next instance (one key set per language, from the domain). It starts without
 * texts: `loadCatalogue` adds a language's before anything is shown in it.
 */
export const i18n: I18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: {},
  lng: readStoredLanguage(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  interpolation: { escapeValue: false },
  initAsync: false,
});
// Writes the cookie too, for a choice stored before the cookie existed.
applyLanguage(i18n.language);
i18n.on('languageChanged', applyLanguage);

/** Adds a language's catalogue once; later calls answer at once. */
export async function loadCatalogue(locale: Locale): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'translation')) return;
  i18n.addResourceBundle(locale, 'translation', await CATALOGUE_LOADERS[locale]());
}

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

export async function changeLocale(locale: Locale): Promise<void> {
  await loadCatalogue(locale);
  await i18n.changeLanguage(locale);
}

/** The current language, re-rendering when it changes. */
export function useLocale(): Locale {
  const { i18n: instance } = useTranslation();
  return isLocale(instance.language) ? instance.language : DEFAULT_LOCALE;
}
