import { LANGUAGES, type Language } from './enums.js';

/** spec 2 §9: the main languages first, in this order. */
const MAIN_LANGUAGES: readonly Language[] = ['GERMAN', 'ENGLISH', 'SPANISH', 'FRENCH'];
/** spec 2 §9: these two close the list. */
const LAST_LANGUAGES: readonly Language[] = ['SIGN_LANGUAGE', 'OTHER'];

/**
 * spec 2 §9's order of the language list: the four main languages, then the others
 * alphabetically, then sign language and 'other'. Alphabetically by the names the caregiver reads
 * (issue 39: by their English keys, the German list read Kroatisch before Tschechisch before
 * Niederländisch).
 */
export function orderLanguages(
  label: (language: Language) => string,
  locale: string,
): { key: Language; label: string }[] {
  const collator = new Intl.Collator(locale);
  const labelled = (keys: readonly Language[]) => keys.map((key) => ({ key, label: label(key) }));
  const others = LANGUAGES.filter(
    (key) => !MAIN_LANGUAGES.includes(key) && !LAST_LANGUAGES.includes(key),
  );
  return [
    ...labelled(MAIN_LANGUAGES),
    ...labelled(others).sort((a, b) => collator.compare(a.label, b.label)),
    ...labelled(LAST_LANGUAGES),
  ];
}
