import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { AuthHeading } from '../components/auth-heading';
import { FormError } from '../components/form-error';
import { NewPasswordForm } from '../components/new-password-form';

/** spec 2 §2 /new-password?token=…&email=…: the page the reset mail links to. */
export function NewPasswordRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const email = searchParams.get('email') ?? '';
  const isLinkComplete = token !== '' && email !== '';

  return (
    <>
      <AuthHeading title={t('auth.NEW_PASSWORD_TITLE')}>
        {isLinkComplete ? t('auth.NEW_PASSWORD_INTRO', { email }) : undefined}
      </AuthHeading>
      <Stack gap="md">
        {isLinkComplete ? (
          <NewPasswordForm
            email={email}
            token={token}
            onChanged={() =>
              void navigate(paths.login.getHref({ isPasswordReset: true }), { replace: true })
            }
          />
        ) : (
          <FormError title={t('auth.REQUEST_FAILED_TITLE')}>
            <Text inherit>{t('errors.PASSWORD_RESET_TOKEN_INVALID')}</Text>
            <Anchor component={Link} to={paths.requestPasswordReset.getHref()} inherit>
              {t('auth.REQUEST_NEW_LINK')}
            </Anchor>
          </FormError>
        )}
        <Anchor component={Link} to={paths.login.getHref()} ta="center">
          {t('auth.BACK_TO_LOGIN')}
        </Anchor>
      </Stack>
    </>
  );
}
