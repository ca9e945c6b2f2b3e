import { describe, expect, it } from 'vitest';
import { labels as de } from '../i18n/de/labels.js';
import { labels as en } from '../i18n/en/labels.js';
import { LANGUAGES } from './enums.js';
import { orderLanguages } from './language-order.js';

describe('the language list (spec 2 §9, issue 39)', () => {
  it('keeps the main four first and sign language and other last, the rest by their German names', () => {
    const list = orderLanguages((key) => de.language[key], 'de');
    expect(list.map((entry) => entry.key).sort()).toEqual([...LANGUAGES].sort());
    const names = list.map((entry) => entry.label);
    expect(names.slice(0, 4)).toEqual(['Deutsch', 'Englisch', 'Spanisch', 'Französisch']);
    expect(names.slice(-2)).toEqual([de.language.SIGN_LANGUAGE, de.language.OTHER]);
    const middle = names.slice(4, -2);
    expect(middle).toEqual([...middle].sort((a, b) => a.localeCompare(b, 'de')));
    // By English keys, Kroatisch stood before Niederländisch and Tschechisch after it.
    expect(middle.indexOf('Niederländisch')).toBeLessThan(middle.indexOf('Tschechisch'));
    expect(middle.indexOf('Kroatisch')).toBeLessThan(middle.indexOf('Niederländisch'));
  });

  it('sorts by the names of the language the app is shown in', () => {
    const middle = orderLanguages((key) => en.language[key], 'en')
      .slice(4, -2)
      .map((entry) => entry.label);
    expect(middle).toEqual([...middle].sort((a, b) => a.localeCompare(b, 'en')));
    expect(middle[0]).toBe('Arabic');
  });
});
