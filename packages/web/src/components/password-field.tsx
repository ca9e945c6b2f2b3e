import type { PasswordInputProps } from '@mantine/core';
import { PasswordInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's password input with its show-password button labelled in the current language and
 * reachable by Tab (issue 16 §11: Mantine leaves it out of the tab order by default).
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      {...props}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t('auth.SHOW_PASSWORD') }}
    />
  );
}
