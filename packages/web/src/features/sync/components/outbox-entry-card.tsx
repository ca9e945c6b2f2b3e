import { formatDate, formatTime } from '@careport/domain';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { useErrorMessage } from '../../../lib/error-message';
import type { OutboxEntry, OutboxState } from '../../../lib/offline/outbox-entry';
import { commandKindKey } from '../../../lib/offline/outbox-entry';
import { PRECEDING_FAILED } from '../../../lib/offline/outbox-sender';

const STATE_COLORS: Record<OutboxState, string> = {
  waiting: 'gray.7',
  sending: 'blue.8',
  // Darker than green.9, which misses 4.5:1 for the badge's small white text.
  done: '#1f6f32',
  failed: 'red.8',
};

type LooseTranslate = (key: string, values?: Record<string, unknown>) => string;

/** One action of the queue: what, for whom, its state, and for a refusal why and what to do. */
export function OutboxEntryCard(props: {
  entry: OutboxEntry;
  isConfirmingDiscard: boolean;
  onRetry: () => void;
  onDiscard: () => void;
  onKeep: () => void;
}) {
  const { t } = useTranslation();
  const tr = t as unknown as LooseTranslate;
  const errorMessage = useErrorMessage();
  const { entry } = props;
  const label = entry.label;
  const visit = label.startDate
    ? `${formatDate(label.startDate)} ${formatTime(label.startDate)}`
    : '';
  const recorded = new Date(entry.createdAt).toISOString();
  const reason =
    entry.error === null
      ? null
      : entry.error.errorCode === PRECEDING_FAILED
        ? tr('sync.PRECEDING_FAILED')
        : errorMessage(new ApiError(entry.error));
  const titleId = `outbox-${entry.id}`;
  return (
    <Card component="li" withBorder padding="md" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2}>
            <Text fw={600} id={titleId}>
              {tr(`sync.KIND_${commandKindKey(entry.command)}`)}
            </Text>
            <Text size="sm">
              {label.careReceiverName
                ? t('sync.BOOKING_LABEL', { name: label.careReceiverName, date: visit })
                : visit}
            </Text>
            <Text size="sm" c="dimmed">
              {t('sync.SAVED_AT', { time: `${formatDate(recorded)} ${formatTime(recorded)}` })}
              {entry.attempts > 0 && ` · ${t('sync.ATTEMPTS', { count: entry.attempts })}`}
            </Text>
          </Stack>
          <Badge color={STATE_COLORS[entry.state]} variant="filled" style={{ flexShrink: 0 }}>
            {tr(`sync.STATE_${entry.state}`)}
          </Badge>
        </Group>
        {reason !== null && entry.state === 'failed' && (
          <Stack gap={4} role="alert">
            <Text size="sm" c="red.9" fw={600}>
              {reason}
            </Text>
            <Text size="sm">
              {entry.error?.errorCode === PRECEDING_FAILED
                ? t('sync.WHAT_TO_DO_RETRY')
                : t('sync.WHAT_TO_DO_CONFLICT')}
            </Text>
          </Stack>
        )}
        {reason !== null && entry.state === 'waiting' && (
          <Text size="sm" c="dimmed">
            {reason}
          </Text>
        )}
        {entry.state === 'failed' && (
          <Group gap="sm">
            <Button size="sm" onClick={props.onRetry}>
              {t('sync.RETRY')}
            </Button>
            {props.isConfirmingDiscard ? (
              <>
                <Text size="sm" w="100%">
                  {t('sync.DISCARD_CONFIRM')}
                </Text>
                <Button size="sm" color="red" onClick={props.onDiscard}>
                  {t('sync.DISCARD')}
                </Button>
                <Button size="sm" variant="default" onClick={props.onKeep}>
                  {t('sync.KEEP')}
                </Button>
              </>
            ) : (
              <Button size="sm" variant="default" color="red" onClick={props.onDiscard}>
                {t('sync.DISCARD')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
