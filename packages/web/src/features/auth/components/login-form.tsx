import type { LoginInput } from '@careport/domain';
import { toLoginInput, validateLogin } from '@careport/domain';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import { useErrorMessage } from '../../../lib/error-message';
import { useFieldError } from '../../../lib/field-error';
import { useLogin } from '../api/login';
import { FormError } from './form-error';
import { focusFirstError } from './focus-first-error';

/** spec 2 §5: username (trimmed) and password, both required. */
/** Signing in stores the session; the login screen then moves on by itself. */
export function LoginForm() {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const login = useLogin();
  const form = useForm<LoginInput>({
    name: 'login',
    initialValues: { username: '', password: '' },
    validate: validateLogin,
  });

  const submit = form.onSubmit(
    (values) => {
      login.mutate(toLoginInput(values));
    },
    (errors) => focusFirstError(form, errors),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {login.isError && (
          <FormError title={t('auth.LOGIN_FAILED_TITLE')}>{errorMessage(login.error)}</FormError>
        )}
        <TextInput
          {...form.getInputProps('username')}
          error={fieldError(form.errors.username)}
          label={t('auth.USERNAME_LABEL')}
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          autoFocus
        />
        <PasswordField
          {...form.getInputProps('password')}
          error={fieldError(form.errors.password)}
          label={t('auth.PASSWORD_LABEL')}
          autoComplete="current-password"
          required
        />
        <Button type="submit" loading={login.isPending} fullWidth size="md">
          {t('auth.LOGIN_SUBMIT')}
        </Button>
      </Stack>
    </form>
  );
}
