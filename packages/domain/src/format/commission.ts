import { labelTexts } from '../i18n/area-texts.js';
import type { Locale } from '../i18n/locales.js';
import { interpolate } from './interpolate.js';
import { INTL_LOCALES } from './number-locale.js';

/**
 * spec 1 §9, spec 2 §9: commission is shown as a percent with 2 decimals. The rate is a fraction
 * (0.25 is 25 %), as pricing.commissionRate carries it.
 */
export function formatCommissionRate(rate: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALES[locale], {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(rate);
}

/** spec 1 §9: in German 'Careport-Provision {commissionRate}'. */
export function formatCommissionLabel(rate: number, locale: Locale): string {
  return interpolate(labelTexts[locale].COMMISSION, {
    commissionRate: formatCommissionRate(rate, locale),
  });
}
