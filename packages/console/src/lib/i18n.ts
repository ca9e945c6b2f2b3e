import i18next, { type i18n as I18n } from 'i18next';
import { useCallback } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { de, type MessageKey } from '../i18n/de';

// German first, English second (issue 40). The console's own catalogues: the caregiver app's
// stay in the domain and do not grow (docs/decisions/0091-console-owns-its-theme-and-http-client.md).
export const CONSOLE_LOCALES = ['de', 'en'] as const;
export type ConsoleLocale = (typeof CONSOLE_LOCALES)[number];
export const LANGUAGE_STORAGE_KEY = 'careport-console:language';
export const LANGUAGE_NAMES: Record<ConsoleLocale, string> = { de: 'Deutsch', en: 'English' };

const isLocale = (value: unknown): value is ConsoleLocale =>
  CONSOLE_LOCALES.some((locale) => locale === value);

function storedLanguage(): ConsoleLocale {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(stored) ? stored : 'de';
  } catch {
    return 'de';
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

// Flat keys ('nav.planning'): no key separator, so a key is exactly a property of the catalogue.
export const i18n: I18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  // English is its own chunk, fetched when chosen (German is the first visit's language).
  resources: { de: { console: de } },
  ns: ['console'],
  defaultNS: 'console',
  lng: storedLanguage(),
  fallbackLng: 'de',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});
applyLanguage(i18n.language);
i18n.on('languageChanged', applyLanguage);

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

// The caregiver app types i18next's keys for its own catalogue (a global declaration); in the
// shared test program that declaration would apply here too, so the console checks its keys with
// its own signature and calls i18next untyped.
type UntypedT = (key: string, values?: Record<string, string | number>) => string;

/** The console's texts in the current language, re-rendering when it changes. */
export function useT(): { t: Translate; locale: ConsoleLocale } {
  // No namespace named: the instance's default is 'console' (the shared program types it as web's).
  const { t, i18n: instance } = useTranslation();
  const untyped = t as unknown as UntypedT;
  const translate = useCallback<Translate>((key, values) => untyped(key, values), [untyped]);
  return { t: translate, locale: isLocale(instance.language) ? instance.language : 'de' };
}

/** Outside React (the HTTP error's message). */
export const translate: Translate = (key, values) => (i18n.t as unknown as UntypedT)(key, values);

/** Adds a language's texts once (German is built in). */
export async function loadLocale(locale: ConsoleLocale): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'console')) return;
  if (locale === 'en') i18n.addResourceBundle('en', 'console', (await import('../i18n/en')).en);
}

export async function changeLocale(locale: ConsoleLocale): Promise<void> {
  await loadLocale(locale);
  await i18n.changeLanguage(locale);
}

/** The stored language's texts, before the first render. */
export function loadStartLocale(): Promise<void> {
  return loadLocale(isLocale(i18n.language) ? i18n.language : 'de');
}
