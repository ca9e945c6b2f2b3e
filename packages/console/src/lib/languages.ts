import { LANGUAGES, type Language } from '@careport/domain/catalogue';
import type { Translate } from './i18n';

// The server's language codes are the app's own (GERMAN, POLISH; spec 2 §9), not ISO codes: the
// filter sends them as they are, and their names come from the browser (Intl.DisplayNames), so
// the console carries no list of 26 names in two languages.
const ISO_639_1: Partial<Record<Language, string>> = {
  GERMAN: 'de',
  ENGLISH: 'en',
  SPANISH: 'es',
  FRENCH: 'fr',
  ARABIC: 'ar',
  BOSNIAN: 'bs',
  BULGARIAN: 'bg',
  CHINESE: 'zh',
  CROATIAN: 'hr',
  CZECH: 'cs',
  DUTCH: 'nl',
  GREEK: 'el',
  HUNGARIAN: 'hu',
  ITALIAN: 'it',
  KURDISH: 'ku',
  PERSIAN: 'fa',
  POLISH: 'pl',
  PORTUGUESE: 'pt',
  ROMANIAN: 'ro',
  RUSSIAN: 'ru',
  SERBIAN: 'sr',
  TURKISH: 'tr',
  UKRAINIAN: 'uk',
  VIETNAMESE: 'vi',
};

const isLanguage = (code: string): code is Language => LANGUAGES.some((known) => known === code);

/** A language's name in the console's language; the code itself for one the server added later. */
export function languageName(t: Translate, locale: string, code: string): string {
  if (code === 'SIGN_LANGUAGE') return t('languageName.SIGN_LANGUAGE');
  if (code === 'OTHER') return t('languageName.OTHER');
  const iso = isLanguage(code) ? ISO_639_1[code] : undefined;
  if (iso === undefined) return code;
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(iso);
    return name === undefined ? code : name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return code;
  }
}

export function languageNames(t: Translate, locale: string, codes: readonly string[]): string {
  return codes.map((code) => languageName(t, locale, code)).join(', ');
}

/** The filter's choices, in the server's order (the main four first). */
export function languageOptions(t: Translate, locale: string) {
  return LANGUAGES.map((code) => ({ value: code, label: languageName(t, locale, code) }));
}
