import type { PasswordInputProps } from '@mantine/core';
import { PasswordInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Mantine's password input with its show-password button labelled in the current language. */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      {...props}
      visibilityToggleButtonProps={{ 'aria-label': t('auth.SHOW_PASSWORD') }}
    />
  );
}
