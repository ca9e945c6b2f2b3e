import type { LoginErrors, LoginInput } from '@careport/domain';
import { toLoginInput, validateLogin } from '@careport/domain';
import { Button, Stack, TextInput } from '@mantine/core';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import { translateMessage } from '../../../lib/error-message';
import { useFieldError } from '../../../lib/field-error';
import { useLogin } from '../api/login';
import { FormError } from './form-error';
import { loginErrorMessage } from './login-error';

const FIELDS = ['username', 'password'] as const satisfies readonly (keyof LoginInput)[];

/**
 * spec 2 §5: username (trimmed) and password, both required. Two fields in plain React state
 * rather than @mantine/form like the other forms: this is the first screen a visitor loads, and
 * the form library is 6 KB of its JavaScript budget (issue 5 §3,
 * docs/decisions/0044-first-visit-javascript-budget.md). Behaves like
 * the others: errors on submit, cleared as the field is edited, focus on the first to correct.
 * Signing in stores the session; the login screen then moves on by itself.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const login = useLogin();
  const [values, setValues] = useState<LoginInput>({ username: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});

  const fieldProps = (field: keyof LoginInput) => ({
    name: field,
    value: values[field],
    error: fieldError(errors[field]),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors(({ [field]: _edited, ...others }) => others);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    const first = FIELDS.find((field) => found[field] !== undefined);
    if (first !== undefined) {
      const input = event.currentTarget.elements.namedItem(first);
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    login.submit(toLoginInput(values));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {login.isError && (
          <FormError title={t('auth.LOGIN_FAILED_TITLE')}>
            {translateMessage(t, loginErrorMessage(login.error))}
          </FormError>
        )}
        <TextInput
          {...fieldProps('username')}
          label={t('auth.USERNAME_LABEL')}
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          autoFocus
        />
        <PasswordField
          {...fieldProps('password')}
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
