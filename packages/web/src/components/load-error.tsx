import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../lib/error-message';
import { useOnlineOnly } from './sync/online-only';

/**
 * A failed load with the reason and a way to try again. Offline the retry is disabled with the
 * reason (record 0108): TanStack would hold the request, and the button would only spin.
 */
export function LoadError(props: { message: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const online = useOnlineOnly();
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
      <Stack gap="sm" align="flex-start">
        <div>
          <Text fw={600}>{props.message}</Text>
          <Text fz="sm">{errorMessage(props.error)}</Text>
        </div>
        <Button variant="default" onClick={props.onRetry} {...online.actionProps}>
          {t('diary.RETRY')}
        </Button>
        {online.reason}
      </Stack>
    </Alert>
  );
}
