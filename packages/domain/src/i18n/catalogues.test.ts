import { describe, expect, it } from 'vitest';
import { catalogues, flattenKeys, LOCALES, SERVER_ONLY_AREAS } from './index.js';
import { de as signedInDe } from './signed-in/de/index.js';
import { en as signedInEn } from './signed-in/en/index.js';
import { de as signedOutDe } from './signed-out/de/index.js';
import { en as signedOutEn } from './signed-out/en/index.js';

const parts = {
  de: [signedOutDe, signedInDe],
  en: [signedOutEn, signedInEn],
} as const;

describe('message catalogues', () => {
  it('have one key set in every language', () => {
    const german = flattenKeys(catalogues.de).sort();
    expect(flattenKeys(catalogues.en).sort()).toEqual(german);
  });

  it('have no empty text', () => {
    for (const catalogue of Object.values(catalogues)) {
      const empty = flattenKeys(catalogue).filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty).toEqual([]);
    }
  });

  it('reach the app in two parts that hold every text but the mails, each once', () => {
    for (const locale of LOCALES) {
      const [signedOut, signedIn] = parts[locale];
      const inParts = [...flattenKeys(signedOut), ...flattenKeys(signedIn)].sort();
      const serverOnly = new Set<string>(SERVER_ONLY_AREAS);
      const expected = flattenKeys(catalogues[locale])
        .filter((key) => !serverOnly.has(key.split('.')[0] ?? ''))
        .sort();
      expect(inParts).toEqual(expected);
    }
  });
});
