import { Alert, Anchor, Stack } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { AuthHeading } from '../components/auth-heading';
import { RequestPasswordResetForm } from '../components/request-password-reset-form';

/** spec 2 §2 /request-password-reset: ask for a reset link by e-mail. */
export function RequestPasswordResetRoute() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <>
      <AuthHeading title={t('auth.REQUEST_RESET_TITLE')}>
        {sentTo === null ? t('auth.REQUEST_RESET_INTRO') : undefined}
      </AuthHeading>
      <Stack gap="md">
        {sentTo === null ? (
          <RequestPasswordResetForm onSent={setSentTo} />
        ) : (
          // Said the same whether or not the address is known, so nobody can probe for accounts.
          <Alert
            role="status"
            color="teal"
            variant="light"
            title={t('auth.REQUEST_RESET_SENT_TITLE')}
            icon={<IconMailCheck aria-hidden />}
          >
            {t('auth.REQUEST_RESET_SENT_MESSAGE', { email: sentTo })}
          </Alert>
        )}
        <Anchor component={Link} to={paths.login.getHref()} ta="center">
          {t('auth.BACK_TO_LOGIN')}
        </Anchor>
      </Stack>
    </>
  );
}
