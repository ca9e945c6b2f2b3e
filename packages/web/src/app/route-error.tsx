import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** A screen that failed to render or to load its code (e.g. after an update): offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Center mih="60dvh" p="md">
      <Stack align="center" gap="md" maw={460} ta="center">
        <Title order={1} fz="h2">
          {t('shell.PAGE_ERROR_TITLE')}
        </Title>
        <Text role="alert">{t('shell.PAGE_ERROR_MESSAGE')}</Text>
        <Button onClick={() => window.location.reload()}>{t('shell.RELOAD')}</Button>
      </Stack>
    </Center>
  );
}
