import { isPaymentMethod } from '../catalogue/guards.js';
import { labelTexts } from '../i18n/area-texts.js';
import type { Locale } from '../i18n/locales.js';

/**
 * spec 1 §3: the label of a payment method ('Kein Budget nutzen - Privatzahlung',
 * 'Haushaltshilfe §24 SGB V', 'Werkstatt / Sozialamt', ...); an empty value is shown as a dash.
 * An unknown value is shown as it came, rather than hidden.
 */
export function formatPaymentMethod(method: string | null | undefined, locale: Locale): string {
  const labels = labelTexts[locale];
  if (method === null || method === undefined || method.trim() === '') return labels.EMPTY_VALUE;
  return isPaymentMethod(method) ? labels.paymentMethod[method] : method;
}
