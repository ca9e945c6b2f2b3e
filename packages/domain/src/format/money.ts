import type { Locale } from '../i18n/locales.js';
import { INTL_LOCALES } from './number-locale.js';

/** spec 1 §9, spec 2 §9: money is in cents, shown as euro with two decimals. */
export function formatEuroFromCents(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALES[locale], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** spec 2 §9 Referral: amounts are in whole euros from the server. */
export function formatWholeEuros(euros: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALES[locale], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(euros);
}
