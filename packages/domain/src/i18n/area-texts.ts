import { definitions as deDefinitions } from './de/definitions.js';
import { labels as deLabels } from './de/labels.js';
import { definitions as enDefinitions } from './en/definitions.js';
import { labels as enLabels } from './en/labels.js';
import type { Locale } from './locales.js';
import type { Messages } from './messages.js';

// The areas the domain's own formatters read, taken from the area files rather than the whole
// catalogues: a web screen that formats a date or a label bundles these few texts, not every
// text of both languages (issue 5 §3; the app loads its catalogue by language).
export const labelTexts: Record<Locale, Messages['labels']> = { de: deLabels, en: enLabels };
export const definitionTexts: Record<Locale, Messages['definitions']> = {
  de: deDefinitions,
  en: enDefinitions,
};
