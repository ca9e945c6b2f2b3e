import type { Locale } from '../i18n/locales.js';

/** The Intl locale of each app language: German for Germany, English as in Britain (€ first). */
export const INTL_LOCALES: Record<Locale, string> = { de: 'de-DE', en: 'en-GB' };
