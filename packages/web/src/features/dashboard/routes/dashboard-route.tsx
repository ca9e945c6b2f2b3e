import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';
import { Page } from '../../../components/page';
import { useMe } from '../../../lib/api/get-me';

/** spec 2 §2 Dashboard (root path): built by its own issue; until then it says what will come. */
export function DashboardRoute() {
  const { t } = useTranslation();
  const me = useMe();
  return (
    <Page title={t('shell.NAV_DASHBOARD')}>
      {me.data && (
        <Text fz="lg" fw={500}>
          {t('shell.GREETING', { firstName: me.data.firstName })}
        </Text>
      )}
      <ComingSoon>{t('shell.DASHBOARD_COMING')}</ComingSoon>
    </Page>
  );
}
