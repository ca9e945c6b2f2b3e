import { LANGUAGES, type Language } from '../catalogue/enums.js';

/**
 * spec 2 §9: the main languages GERMAN, ENGLISH, SPANISH, FRENCH first, then the others
 * alphabetically (ARABIC to VIETNAMESE), then SIGN_LANGUAGE and OTHER — the order of LANGUAGES.
 * A key we do not know goes last.
 */
export function sortLanguages<T extends string>(keys: readonly T[]): T[] {
  const rank = (key: string) => {
    const index = (LANGUAGES as readonly string[]).indexOf(key);
    return index === -1 ? LANGUAGES.length : index;
  };
  return [...keys].sort((a, b) => rank(a) - rank(b));
}

export const MAIN_LANGUAGES: readonly Language[] = ['GERMAN', 'ENGLISH', 'SPANISH', 'FRENCH'];
