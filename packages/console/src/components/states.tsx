import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useT } from '../lib/i18n';
import { errorMessage } from '../lib/error-message';

/** A region that announces itself while its data loads. */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useT();
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{label ?? t('state.loading')}</Text>
      </Stack>
    </Center>
  );
}

export function EmptyState({ children }: { children: React.ReactNode }) {
  return (
    <Text c="dimmed" py="lg" ta="center" role="status">
      {children}
    </Text>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useT();
  return (
    <Alert color="red" title={t('state.errorTitle')} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(error, t)}</Text>
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('state.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
