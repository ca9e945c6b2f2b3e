import type { CareDegree } from '../catalogue/enums.js';
import { labelTexts } from '../i18n/area-texts.js';
import type { Locale } from '../i18n/locales.js';

/** spec 1 §2, §3: care degree none and unknown are hidden. */
export function isCareDegreeShown(degree: CareDegree | null | undefined): degree is CareDegree {
  return degree !== null && degree !== undefined && degree !== 'NONE' && degree !== 'UNKNOWN';
}

/** The care degree's label, or null when it is hidden. */
export function formatCareDegree(
  degree: CareDegree | null | undefined,
  locale: Locale,
): string | null {
  return isCareDegreeShown(degree) ? labelTexts[locale].careDegree[degree] : null;
}
