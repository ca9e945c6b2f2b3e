import type { NewPasswordInput } from '@careport/domain';
import { newPasswordSchema } from '@careport/domain';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PasswordField } from '../../../components/password-field';
import { isApiError } from '../../../lib/api-error';
import { useErrorMessage } from '../../../lib/error-message';
import { useFieldError } from '../../../lib/field-error';
import { paths } from '../../../lib/paths';
import { useResetPassword } from '../api/reset-password';
import { focusFirstError } from './focus-first-error';
import { FormError } from './form-error';

/** spec 2 §5: at least 6 characters, and the confirmation must match. */
export function NewPasswordForm(props: { email: string; token: string; onChanged: () => void }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const reset = useResetPassword();
  const form = useForm<NewPasswordInput>({
    name: 'new-password',
    initialValues: { password: '', passwordConfirmation: '' },
    validate: schemaResolver(newPasswordSchema, { sync: true }),
  });

  const submit = form.onSubmit(
    ({ password }) => {
      reset.submit(
        { email: props.email, token: props.token, password },
        { onSuccess: props.onChanged },
      );
    },
    (errors) => focusFirstError(form, errors),
  );
  const isTokenInvalid =
    isApiError(reset.error) && reset.error.errorCode === 'PASSWORD_RESET_TOKEN_INVALID';

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {reset.isError && (
          <FormError title={t('auth.REQUEST_FAILED_TITLE')}>
            <Text inherit>{errorMessage(reset.error)}</Text>
            {isTokenInvalid && (
              <Anchor component={Link} to={paths.requestPasswordReset.getHref()} inherit>
                {t('auth.REQUEST_NEW_LINK')}
              </Anchor>
            )}
          </FormError>
        )}
        <PasswordField
          {...form.getInputProps('password')}
          error={fieldError(form.errors.password)}
          label={t('auth.NEW_PASSWORD_LABEL')}
          autoComplete="new-password"
          required
          autoFocus
        />
        <PasswordField
          {...form.getInputProps('passwordConfirmation')}
          error={fieldError(form.errors.passwordConfirmation)}
          label={t('auth.NEW_PASSWORD_CONFIRMATION_LABEL')}
          autoComplete="new-password"
          required
        />
        <Button type="submit" loading={reset.isPending} fullWidth size="md">
          {t('auth.NEW_PASSWORD_SUBMIT')}
        </Button>
      </Stack>
    </form>
  );
}
