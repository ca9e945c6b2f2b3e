import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnlineOnly } from '../../../components/sync/online-only';
import { useErrorMessage } from '../../../lib/error-message';

/**
 * A query's loading skeleton and error alert (with retry); its data goes to `children`. The retry
 * needs the server: offline it is disabled with the reason (record 0108).
 */
export function QueryState<T>(props: {
  query: UseQueryResult<T>;
  rows?: number;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const online = useOnlineOnly();
  const { query } = props;
  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy aria-label={t('shell.LOADING')}>
        {Array.from({ length: props.rows ?? 3 }, (_, index) => (
          <Skeleton key={index} height={44} radius="md" />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={t('account.LOAD_ERROR')}>
        <Stack gap="xs" align="flex-start">
          {errorMessage(query.error)}
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => void query.refetch()}
            {...online.actionProps}
          >
            {t('shell.RETRY')}
          </Button>
          {online.reason}
        </Stack>
      </Alert>
    );
  }
  return <>{props.children(query.data)}</>;
}
