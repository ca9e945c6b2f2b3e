import { Alert, Anchor, Divider, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { PendingOutboxNotice } from '../../../components/sync/pending-outbox-notice';
import { useAppConfig } from '../../../lib/app-config';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { AuthHeading } from '../components/auth-heading';
import { LoginForm } from '../components/login-form';
import { readReturnTo } from '../components/return-to';

/** spec 2 §2 /login (query isPasswordReset): sign in, or go on to reset or apply. */
export function LoginRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const { isLoggedIn } = useSession();
  const { applicantPortalUrl } = useAppConfig();

  // Signed in (now or already): on to the page that was wanted.
  if (isLoggedIn) return <Navigate to={readReturnTo(location.state)} replace />;

  return (
    <>
      <AuthHeading title={t('auth.LOGIN_TITLE')}>{t('auth.LOGIN_INTRO')}</AuthHeading>
      <Stack gap="md">
        {searchParams.get('isPasswordReset') === 'true' && (
          <Alert
            role="status"
            color="teal"
            variant="light"
            title={t('auth.PASSWORD_CHANGED_TITLE')}
            icon={<IconCircleCheck aria-hidden />}
          >
            {t('auth.PASSWORD_CHANGED_MESSAGE')}
          </Alert>
        )}
        <PendingOutboxNotice />
        <LoginForm />
        {/* issue 16 §11: a 44 px tall tap target. */}
        <Anchor
          component={Link}
          to={paths.requestPasswordReset.getHref()}
          ta="center"
          mih={44}
          display="flex"
          style={{ alignItems: 'center', justifyContent: 'center' }}
        >
          {t('auth.FORGOT_PASSWORD_LINK')}
        </Anchor>
        {applicantPortalUrl !== null && (
          <>
            <Divider />
            <Text ta="center" size="sm">
              {t('auth.NO_ACCOUNT')}{' '}
              <Anchor href={applicantPortalUrl} target="_blank" rel="noopener noreferrer">
                {t('auth.APPLY_LINK')}
                <VisuallyHidden> {t('auth.OPENS_IN_NEW_TAB')}</VisuallyHidden>
              </Anchor>
            </Text>
          </>
        )}
      </Stack>
    </>
  );
}
