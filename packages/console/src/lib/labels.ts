import type { MessageKey } from '../i18n/de';
import type { Translate } from './i18n';

/** A value's label if the catalogue has one (`prefix.value`), else the value itself. */
export function labelOf(t: Translate, prefix: string, value: string): string {
  const key = `${prefix}.${value}` as MessageKey;
  const text = t(key);
  return text === key ? value : text;
}
