import type { RequestPasswordResetInput } from '@careport/domain';
import { requestPasswordResetSchema } from '@careport/domain';
import { Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { useFieldError } from '../../../lib/field-error';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { focusFirstError } from './focus-first-error';
import { FormError } from './form-error';

/** spec 2 §5: the address must be an e-mail address (VALIDATION_EMAIL). */
export function RequestPasswordResetForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const request = useRequestPasswordReset();
  const form = useForm<RequestPasswordResetInput>({
    name: 'request-password-reset',
    initialValues: { email: '' },
    validate: schemaResolver(requestPasswordResetSchema, { sync: true }),
  });

  const submit = form.onSubmit(
    (values) => {
      const { email } = requestPasswordResetSchema.parse(values);
      request.submit(email, { onSuccess: () => onSent(email) });
    },
    (errors) => focusFirstError(form, errors),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {request.isError && (
          <FormError title={t('auth.REQUEST_FAILED_TITLE')}>
            {errorMessage(request.error)}
          </FormError>
        )}
        <TextInput
          {...form.getInputProps('email')}
          error={fieldError(form.errors.email)}
          label={t('auth.EMAIL_LABEL')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          autoFocus
        />
        <Button type="submit" loading={request.isPending} fullWidth size="md">
          {t('auth.REQUEST_RESET_SUBMIT')}
        </Button>
      </Stack>
    </form>
  );
}
