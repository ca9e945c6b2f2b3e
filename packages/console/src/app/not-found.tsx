import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Page } from '../components/page';
import { useT } from '../lib/i18n';

export function NotFound() {
  const { t } = useT();
  return (
    <Page title={t('notFound.title')}>
      <Text>{t('notFound.text')}</Text>
      <Anchor component={Link} to="/">
        {t('notFound.home')}
      </Anchor>
    </Page>
  );
}
