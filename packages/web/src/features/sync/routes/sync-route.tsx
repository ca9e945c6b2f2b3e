import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { kickOutbox } from '../../../lib/offline/outbox-kick';
import { removeEntries, retryEntry, useOutbox } from '../../../lib/offline/outbox';
import { useOnline } from '../../../lib/offline/use-online';
import { OutboxEntryCard } from '../components/outbox-entry-card';

/**
 * Issue 14: each action documented on this device that is waiting, being sent, sent or refused,
 * in the order it goes out; refused ones with the server's reason and what to do.
 */
export function SyncRoute() {
  const { t } = useTranslation();
  const { entries, isLoaded, loadError } = useOutbox();
  const isOnline = useOnline();
  const [isDiscarding, setIsDiscarding] = useState<string | null>(null);
  const done = entries.filter((entry) => entry.state === 'done');
  const hasWaiting = entries.some((entry) => entry.state === 'waiting');
  const needsSignIn = entries.some(
    (entry) => entry.state === 'waiting' && entry.error?.httpStatus === 401,
  );

  let content;
  if (!isLoaded) {
    content = (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t('sync.LOADING')}</Text>
      </Group>
    );
  } else if (loadError) {
    content = (
      <Alert color="red" role="alert">
        {t('sync.LOAD_ERROR')}
      </Alert>
    );
  } else if (entries.length === 0) {
    content = (
      <Group gap="xs" wrap="nowrap">
        <IconCircleCheck size={24} color="var(--mantine-color-green-8)" aria-hidden />
        <Text>{t('sync.EMPTY')}</Text>
      </Group>
    );
  } else {
    content = (
      <Stack gap="md">
        {!isOnline && (
          <Alert color="gray" role="status">
            {t('sync.OFFLINE')}
          </Alert>
        )}
        {needsSignIn && (
          <Alert color="orange" role="status">
            {t('sync.SIGN_IN_AGAIN')}
          </Alert>
        )}
        <Group gap="sm">
          {hasWaiting && (
            <Button onClick={kickOutbox} disabled={!isOnline}>
              {t('sync.SEND_NOW')}
            </Button>
          )}
          {done.length > 0 && (
            <Button
              variant="default"
              onClick={() => void removeEntries(done.map((entry) => entry.id))}
            >
              {t('sync.CLEAR_DONE')}
            </Button>
          )}
        </Group>
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {entries.map((entry) => (
            <OutboxEntryCard
              key={entry.id}
              entry={entry}
              isConfirmingDiscard={isDiscarding === entry.id}
              onRetry={() => void retryEntry(entry.id).then(kickOutbox)}
              onDiscard={() => {
                if (isDiscarding !== entry.id) setIsDiscarding(entry.id);
                else {
                  setIsDiscarding(null);
                  void removeEntries([entry.id]);
                }
              }}
              onKeep={() => setIsDiscarding(null)}
            />
          ))}
        </Stack>
      </Stack>
    );
  }

  return (
    <Page title={t('sync.TITLE')}>
      <Text>{t('sync.INTRO')}</Text>
      {content}
    </Page>
  );
}
