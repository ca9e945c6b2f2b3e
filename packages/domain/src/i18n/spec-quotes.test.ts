import { describe, expect, it } from 'vitest';
import type { Locale } from './locales.js';
import { catalogues, flattenKeys } from './index.js';

function texts(locale: Locale): string[] {
  const catalogue = catalogues[locale];
  return flattenKeys(catalogue).map((key) =>
    String(
      key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue),
    ),
  );
}

/** `{name}` in the spec is `{{name}}` in i18next; capitalisation is the UI's choice. */
const normalise = (text: string) => text.replace(/\{\{(\w+)\}\}/g, '{$1}').toLowerCase();

// Every text the spec documents quote, in the language they quote it in.
const QUOTES: [Locale, string, string][] = [
  ['en', 'spec 1 §2', 'today'],
  ['en', 'spec 1 §2', 'document now'],
  ['en', 'spec 1 §2, spec 2 §9', 'Later'],
  ['en', 'spec 1 §2', 'collaboration ends on {date}'],
  ['en', 'spec 1 §4', 'invoiced'],
  ['en', 'spec 1 §4', 'survey needed'],
  ['en', 'spec 1 §4', 'missing survey and booking on paper'],
  ['en', 'spec 1 §4', 'signed via paper'],
  ['en', 'spec 1 §4', 'undocumented'],
  ['en', 'spec 1 §4', 'confirmed today'],
  ['de', 'spec 1 §3', 'Haushaltshilfe §24 SGB V'],
  ['de', 'spec 1 §3', 'Werkstatt / Sozialamt'],
  ['de', 'spec 1 §3', 'Kein Budget nutzen - Privatzahlung'],
  ['de', 'spec 1 §3', 'sehr gut'],
  ['de', 'spec 1 §3', 'Gut'],
  ['de', 'spec 1 §3', 'Mittelmäßig'],
  ['de', 'spec 1 §3', 'Schwankend'],
  ['de', 'spec 1 §3', 'Schlecht'],
  ['de', 'spec 1 §3', 'Sehr hoch'],
  ['de', 'spec 1 §3', 'Hoch'],
  ['de', 'spec 1 §3', 'Niedrig'],
  ['en', 'spec 1 §5', 'please check if this is correct'],
  ['en', 'spec 1 §5', 'Please change the time frame'],
  ['en', 'spec 1 §5', 'Please select a reason'],
  ['en', 'spec 1 §5', 'please provide a reason'],
  ['en', 'spec 1 §5', 'No signature entered'],
  ['en', 'spec 1 §5', 'Please select at least one reason'],
  ['en', 'spec 1 §5', 'Please add a brief reason for declining'],
  ['en', 'spec 1 §5', 'Reason cannot be blank'],
  ['en', 'spec 1 §5', 'Description cannot be blank'],
  ['en', 'spec 1 §5, spec 2 §5', 'Required'],
  ['de', 'spec 1 §5, spec 2 §5', 'Erforderlich'],
  ['en', 'spec 1 §5, spec 2 §5', 'Pick at least one service'],
  ['de', 'spec 2 §2', 'Maximale Entfernung zum Kunden'],
  ['en', 'spec 2 §2, §8', 'Sorry an error occurred!'],
  ['en', 'spec 2 §8', 'Web version not supported'],
  [
    'de',
    'spec 1 §8',
    'Diese Buchung dauert länger als 3 Stunden. Bitte prüfen, ob das korrekt ist.',
  ],
  // issue 16 §13: the German text writes the spec's '8.5' with the German decimal comma; the
  // key (ERROR_BOOKING_GREATER_THAN_8_5_HOURS) stays the spec's.
  [
    'de',
    'spec 1 §8',
    'Diese Buchung dauert länger als 8,5 Stunden und kann so nicht erstellt werden. Bitte korrigiere den Zeitraum.',
  ],
  ['de', 'spec 1 §8', 'Fehler'],
  ['de', 'spec 1 §8', "Ups! Dieser Eintrag wurde gelöscht. Hier gibt's nichts mehr zu sehen!"],
  ['en', 'spec 1 §8', 'Whoops! That record has been deleted. Nothing to see here now!'],
  [
    'de',
    'spec 1 §8',
    'Entweder überschneidet sich die Termin mit einem anderen Termin, oder der Termin wurde bereits dokumentiert',
  ],
  ['en', 'spec 1 §8', 'An error occured while saving signature, try submitting again'],
  ['de', 'spec 1 §8', 'Bild hochladen fehlgeschlagen'],
  ['de', 'spec 1 §8', 'Bild hochgeladen'],
  ['en', 'spec 1 §8, spec 2 §8', 'Unexpected error: {code}'],
  ['en', 'spec 1 §8, spec 2 §8', 'Error while loading details'],
  ['en', 'spec 1 §8, spec 2 §8', 'unexpected server error'],
  ['de', 'spec 1 §9, spec 2 §9', 'Careport-Provision {commissionRate}'],
  [
    'en',
    'spec 1 §9',
    'Monday to Wednesday 08:00-12:00 and 15:00-19:00, Thursday and Friday 10:00-15:00',
  ],
  ['de', 'spec 2 §2', 'Maximale Entfernung zum Kunden'],
  ['en', 'spec 2 §2, §8', 'Sorry an error occurred!'],
  ['en', 'spec 2 §5', 'Passwords must match'],
  ['en', 'spec 2 §5', 'E-Mail address is invalid'],
  ['en', 'spec 2 §6, §8', 'Incorrect email/password'],
  ['en', 'spec 2 §8', 'Unknown error, please try again later'],
  ['en', 'spec 2 §8', 'Failed to fetch'],
  ['en', 'spec 2 §8', 'Web version not supported'],
];

describe('message catalogues hold every text the spec quotes', () => {
  it.each(QUOTES)('%s: %s quotes %j', (locale, _section, quote) => {
    expect(texts(locale).map(normalise)).toContain(normalise(quote));
  });

  it.each([
    ['VALIDATION_TAX_NO_REQUIRED', 'tax number required if no VAT id'],
    ['VALIDATION_UST_ID_REQUIRED', 'VAT id required if no tax number'],
  ] as const)('spec 2 §5: %s reads %j', (key, text) => {
    expect(normalise(catalogues.en.validation[key])).toBe(normalise(text));
  });

  it.each([
    'ERROR_BOOKING_GREATER_THAN_3_HOURS',
    'ERROR_BOOKING_GREATER_THAN_8_5_HOURS',
    'BOOKING_OR_CONTRACT_NOT_FOUND_ERROR',
    'BOOKING_OR_CONTRACT_NOT_FOUND_ERROR_MESSAGE',
    'ERROR_RESPONSE',
    'ERROR_UNKNOWN',
    'SERVICE_DOCUMENTATION_UPLOAD_FAILED',
    'PERFORMANCE_DOCUMENT_NO_IMAGE_FOUND',
  ] as const)('spec 1 §8: the key %s exists in both languages', (key) => {
    expect(catalogues.de.errors[key]).toBeTruthy();
    expect(catalogues.en.errors[key]).toBeTruthy();
  });

  it('every placeholder of a German text is in its English text too', () => {
    const placeholders = (text: string) =>
      [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const de = texts('de');
    const en = texts('en');
    const keys = flattenKeys(catalogues.de);
    const mismatched = keys.filter((_key, i) => {
      const a = de[i];
      const b = en[flattenKeys(catalogues.en).indexOf(keys[i] ?? '')];
      return (
        a === undefined || b === undefined || placeholders(a).join() !== placeholders(b).join()
      );
    });
    expect(mismatched).toEqual([]);
  });
});
