import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useRouteError } from 'react-router';

const RecordRouteError = lazy(async () => ({
  default: (await import('./record-route-error')).RecordRouteError,
}));

/**
 * The browsers' words for a lazy screen whose code did not load (Chromium, Firefox, Safari): the
 * app was updated meanwhile or the connection dropped, which a reload mends.
 */
const CODE_LOAD_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically/i;

function isCodeLoadFailure(error: unknown): boolean {
  return error instanceof Error && CODE_LOAD_FAILURE.test(error.message);
}

/**
 * A screen that failed to render or to load its code. On a booking's or a contract's screen a
 * rendering failure reads BOOKING_OR_CONTRACT_NOT_FOUND_ERROR with the way back to its list
 * (spec 1 §8, record 0109); code that did not load, and every other screen, offer a reload.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const { bookingId, contractId } = useParams();
  useEffect(() => {
    console.error(error);
  }, [error]);
  if (!isCodeLoadFailure(error) && (bookingId !== undefined || contractId !== undefined)) {
    return (
      <Suspense fallback={null}>
        <RecordRouteError record={bookingId !== undefined ? 'booking' : 'contract'} />
      </Suspense>
    );
  }
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
