import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../../lib/api-error';
import { useErrorMessage } from '../../../../lib/error-message';

/** Loading the booking: a spinner that says what it waits for. */
export function FulfilLoading({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Group gap="sm" role="status" aria-live="polite">
        <Loader size="sm" aria-hidden />
        <Text c="dimmed">{label}</Text>
      </Group>
    </Center>
  );
}

const GONE = new Set(['BOOKING_NOT_FOUND', 'BOOKING_INVALID_ID', 'CONTRACT_NOT_FOUND']);

/**
 * A booking that could not be loaded: spec 1 §8 'Ups! Dieser Eintrag wurde gelöscht…' when it is
 * gone, otherwise the error's message with a retry.
 */
export function FulfilLoadError(props: { error: unknown; onRetry: () => void; backHref: string }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const isGone = props.error instanceof ApiError && GONE.has(props.error.errorCode);
  return (
    <Alert
      color="red"
      role="alert"
      title={
        isGone ? t('errors.BOOKING_OR_CONTRACT_NOT_FOUND_ERROR') : t('errors.ERROR_LOADING_DETAILS')
      }
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {isGone
            ? t('errors.BOOKING_OR_CONTRACT_NOT_FOUND_ERROR_MESSAGE')
            : errorMessage(props.error)}
        </Text>
        <Group gap="xs">
          {!isGone && (
            <Button size="xs" onClick={props.onRetry}>
              {t('fulfil.RETRY')}
            </Button>
          )}
          <Button size="xs" variant="default" component={Link} to={props.backHref}>
            {t('fulfil.TO_DIARY')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** A booking that cannot be documented (not started yet, or documented already). */
export function FulfilNotice(props: { title: string; children: ReactNode; backHref: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="blue" title={props.title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{props.children}</Text>
        <Button size="xs" variant="default" component={Link} to={props.backHref}>
          {t('fulfil.BACK_TO_BOOKING')}
        </Button>
      </Stack>
    </Alert>
  );
}
