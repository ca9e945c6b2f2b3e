import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';
import { Page } from '../../../components/page';

/** spec 1 §2 Diary (/bookings/*): built by its own issue; until then it says what will come. */
export function BookingsRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('shell.NAV_BOOKINGS')}>
      <ComingSoon>{t('shell.BOOKINGS_COMING')}</ComingSoon>
    </Page>
  );
}
