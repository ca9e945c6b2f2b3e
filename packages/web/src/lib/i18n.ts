import type { Locale, Messages, SignedInMessages, SignedOutMessages } from '@careport/domain';
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
// other one is fetched when the caregiver switches (the service worker precaches both). Issue 43:
// each language in two parts, the signed-out screens' texts and the signed-in area's, which the
// shell loads with itself (`loadSignedInTexts`), so /login does not bring the diary's texts.
const CATALOGUE_LOADERS: Record<Locale, () => Promise<SignedOutMessages>> = {
  de: async () => (await import('@careport/domain/i18n/signed-out/de')).de,
  en: async () => (await import('@careport/domain/i18n/signed-out/en')).en,
};
const SIGNED_IN_LOADERS: Record<Locale, () => Promise<SignedInMessages>> = {
  de: async () => (await import('@careport/domain/i18n/signed-in/de')).de,
  en: async () => (await import('@careport/domain/i18n/signed-in/en')).en,
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

// What has been added per language: either part may arrive first, so `hasResourceBundle` cannot
// tell which one is there.
const signedOutLoaded = new Set<Locale>();
const signedInLoaded = new Set<Locale>();
// Once the signed-in area has asked for its texts, a language switch brings them too.
let signedInWanted = false;

/** Adds a language's signed-out texts once; later calls answer at once. */
export async function loadCatalogue(locale: Locale): Promise<void> {
  if (signedOutLoaded.has(locale)) return;
  addTexts(locale, await CATALOGUE_LOADERS[locale]());
  signedOutLoaded.add(locale);
}

async function loadSignedInPart(locale: Locale): Promise<void> {
  if (signedInLoaded.has(locale)) return;
  addTexts(locale, await SIGNED_IN_LOADERS[locale]());
  signedInLoaded.add(locale);
}

function addTexts(locale: Locale, texts: SignedOutMessages | SignedInMessages): void {
  // Deep, so each part's areas join the other's in the one namespace the screens read.
  i18n.addResourceBundle(locale, 'translation', texts, true);
}

/** The signed-in screens' texts (and the signed-out ones), loaded by the shell before it shows. */
export async function loadSignedInTexts(locale: Locale = currentLocale()): Promise<void> {
  signedInWanted = true;
  await Promise.all([loadCatalogue(locale), loadSignedInPart(locale)]);
}

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

export async function changeLocale(locale: Locale): Promise<void> {
  await Promise.all([loadCatalogue(locale), signedInWanted ? loadSignedInPart(locale) : null]);
  await i18n.changeLanguage(locale);
}

/** The current language, re-rendering when it changes. */
export function useLocale(): Locale {
  const { i18n: instance } = useTranslation();
  return isLocale(instance.language) ? instance.language : DEFAULT_LOCALE;
}
