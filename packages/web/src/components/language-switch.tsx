import type { Locale } from '@careport/domain';
import { isLocale, LOCALES } from '@careport/domain';
import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLocale, LANGUAGE_NAMES, useLocale } from '../lib/i18n';

/** Deutsch / English (spec 2 §9); the choice is remembered across reloads (lib/i18n). */
export function LanguageSwitch({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <SegmentedControl
      aria-label={t('shell.LANGUAGE_LABEL')}
      value={locale}
      fullWidth={fullWidth}
      onChange={(value) => {
        if (isLocale(value)) void changeLocale(value);
      }}
      data={LOCALES.map((value: Locale) => ({
        value,
        label: <span lang={value}>{LANGUAGE_NAMES[value]}</span>,
      }))}
    />
  );
}
