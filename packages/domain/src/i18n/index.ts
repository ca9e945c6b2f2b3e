import type { Locale } from './locales.js';
import type { Messages } from './messages.js';
import { de } from './de/index.js';
import { en } from './en/index.js';

export * from './app-parts.js';
export * from './locales.js';
export * from './flatten-keys.js';
export type { Messages } from './messages.js';

export const catalogues: Record<Locale, Messages> = { de, en };
