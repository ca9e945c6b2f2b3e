import { Alert, Anchor, Container } from '@mantine/core';
import { useT } from '../lib/i18n';

/** A screen's chunk that failed to load (a new deployment, no connection). */
export function RouteError() {
  const { t } = useT();
  return (
    <Container size="sm" py="xl">
      <Alert color="red" title={t('state.errorTitle')} role="alert">
        {t('error.screen')} <Anchor href={window.location.href}>{t('state.reload')}</Anchor>
      </Alert>
    </Container>
  );
}
