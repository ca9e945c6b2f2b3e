// spec 2 §9: German by default, English optional.
export const LOCALES = ['de', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'de';

/**
 * The cookie the app keeps its language choice in besides local storage (issue 16): only a cookie
 * reaches the server, which renders the first screen and preloads the catalogue in that language.
 */
export const LANGUAGE_COOKIE = 'careport-language';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
