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

describe('the texts in two parts (issue 43)', () => {
  afterEach(() => {
    window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    document.documentElement.lang = 'de';
  });

  it('starts with the sign-in texts, adds the signed-in ones with the shell, and switches both', async () => {
    vi.resetModules();
    const fresh = await import('./i18n');
    await fresh.loadCatalogue('de');
    expect(fresh.i18n.t('auth.LOGIN_TITLE')).toBe('Anmelden');
    // Not on /login: the diary's texts are not there yet.
    expect(fresh.i18n.exists('diary.ADD_BOOKING')).toBe(false);

    await fresh.loadSignedInTexts();
    expect(fresh.i18n.t('diary.ADD_BOOKING')).toBe('Termin hinzufügen');
    expect(fresh.i18n.t('auth.LOGIN_TITLE')).toBe('Anmelden');

    // A switch once signed in brings the other language's signed-in texts as well.
    await fresh.changeLocale('en');
    expect(fresh.i18n.t('diary.ADD_BOOKING')).toBe('Add appointment');
    expect(fresh.i18n.t('auth.LOGIN_TITLE')).toBe('Sign in');
    await fresh.changeLocale('de');
  });
});
