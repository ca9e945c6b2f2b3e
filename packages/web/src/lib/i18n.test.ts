import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from './i18n';

/** Each `lang` written on <html> while `act` runs, in order. */
async function langWrites(act: () => Promise<unknown>): Promise<(string | null)[]> {
  const written: (string | null)[] = [];
  const note = (records: MutationRecord[]) => {
    for (const record of records) {
      written.push((record.target as Element).getAttribute(record.attributeName ?? 'lang'));
    }
  };
  const observer = new MutationObserver(note);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  await act();
  note(observer.takeRecords());
  observer.disconnect();
  return written;
}

describe("the page's language (issue 16)", () => {
  afterEach(() => {
    window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    document.documentElement.lang = 'de';
  });

  it('leaves the lang the server gave the page alone when it is already the language', async () => {
    // A write, even of the same value, restyles the whole page in the browser.
    document.documentElement.lang = 'de';
    vi.resetModules();
    const writes = await langWrites(() => import('./i18n'));
    expect(writes).toEqual([]);
    expect(document.documentElement.lang).toBe('de');
  });

  it('sets the stored language on a page served in another, and follows a change', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    document.documentElement.lang = 'de';
    vi.resetModules();
    let changeLocale: ((locale: 'de' | 'en') => Promise<void>) | undefined;
    const writes = await langWrites(async () => {
      ({ changeLocale } = await import('./i18n'));
    });
    expect(writes).toEqual(['en']);
    expect(await langWrites(() => changeLocale!('de'))).toEqual(['de']);
  });
});
