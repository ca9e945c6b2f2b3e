import { describe, expect, it } from 'vitest';
import { catalogues, flattenKeys } from './index.js';

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
});
