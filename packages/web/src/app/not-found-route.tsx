import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../components/page';
import { paths } from '../lib/paths';

/** Any other path inside the app. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('shell.NOT_FOUND_TITLE')}>
      <Text>{t('shell.NOT_FOUND_MESSAGE')}</Text>
      <div>
        <Button component={Link} to={paths.dashboard.getHref()}>
          {t('shell.BACK_TO_DASHBOARD')}
        </Button>
      </div>
    </Page>
  );
}
