import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';
import { Page } from '../../../components/page';

/** spec 1 §2 Customers (/customers/*): built by its own issue; until then it says what will come. */
export function CustomersRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('shell.NAV_CUSTOMERS')}>
      <ComingSoon>{t('shell.CUSTOMERS_COMING')}</ComingSoon>
    </Page>
  );
}
