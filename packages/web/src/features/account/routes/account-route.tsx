import { Button, Card, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';
import { LanguageSwitch } from '../../../components/language-switch';
import { Page } from '../../../components/page';
import { useAppConfig } from '../../../lib/app-config';
import { useLogout } from '../../../lib/logout';
import { AccountDetails } from '../components/account-details';

/**
 * spec 2 §2 Account (/account/*): the caregiver's details, the language, logout and the app
 * revision now; the account menu's screens come with their own issue.
 */
export function AccountRoute() {
  const { t } = useTranslation();
  const { revision } = useAppConfig();
  const logout = useLogout();
  return (
    <Page title={t('shell.NAV_ACCOUNT')}>
      <AccountDetails />
      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="language">
        <Title order={2} fz="h4" mb="md" id="language">
          {t('shell.LANGUAGE_LABEL')}
        </Title>
        <LanguageSwitch fullWidth />
      </Card>
      <ComingSoon>{t('shell.ACCOUNT_COMING')}</ComingSoon>
      <Button
        variant="default"
        size="md"
        leftSection={<IconLogout size={20} aria-hidden />}
        onClick={logout}
      >
        {t('shell.LOGOUT')}
      </Button>
      <Text size="sm" c="dimmed" ta="center">
        {t('shell.REVISION_LABEL')}: {revision}
      </Text>
    </Page>
  );
}
