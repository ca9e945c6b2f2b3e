import { SegmentedControl } from '@mantine/core';
import { changeLocale, CONSOLE_LOCALES, LANGUAGE_NAMES, useT } from '../lib/i18n';

export function LanguageSwitch() {
  const { t, locale } = useT();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('language.label')}
      value={locale}
      onChange={(value) => {
        const next = CONSOLE_LOCALES.find((known) => known === value);
        if (next) void changeLocale(next);
      }}
      data={CONSOLE_LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] }))}
    />
  );
}
