import { formatDate } from '@careport/domain';
import {
  Alert,
  Button,
  Card,
  CopyButton,
  Group,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCalendarShare, IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnlineOnly } from '../../../components/sync/online-only';
import { useErrorMessage } from '../../../lib/error-message';
import { useCalendarFeed, useNewCalendarLink } from '../api/calendar-feed';

/**
 * Issue 14 the calendar feed in the account area: make a secret iCalendar link, copy it, or make
 * a new one (the old one stops working). The server keeps only the secret's hash, so a link is
 * shown once, right after it is made.
 */
export function CalendarFeedCard() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const feed = useCalendarFeed();
  const newLink = useNewCalendarLink();
  const [isConfirming, setIsConfirming] = useState(false);
  // Issue 39: a new link is made by the server; offline it is disabled, said under the button.
  const online = useOnlineOnly();
  const url = newLink.data?.url;

  const make = () => {
    setIsConfirming(false);
    newLink.mutate();
  };

  const body = () => {
    if (feed.isPending) return <Skeleton height={36} radius="sm" />;
    if (feed.isError) {
      return (
        <Alert color="red" role="alert" p="xs">
          <Stack gap="xs" align="flex-start">
            {t('proof.CALENDAR_ERROR')}
            <Button
              variant="default"
              size="xs"
              onClick={() => void feed.refetch()}
              {...online.actionProps}
            >
              {t('fulfil.RETRY')}
            </Button>
            {online.reason}
          </Stack>
        </Alert>
      );
    }
    return (
      <Stack gap="sm">
        {url === undefined && (
          <Text size="sm">
            {feed.data.isActive && feed.data.createdAt
              ? t('proof.CALENDAR_ACTIVE', { date: formatDate(feed.data.createdAt) })
              : t('proof.CALENDAR_NONE')}
          </Text>
        )}
        {url !== undefined && (
          <Stack gap="xs">
            <TextInput
              label={t('proof.CALENDAR_URL')}
              value={url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
            />
            <Text size="sm" c="dimmed">
              {t('proof.CALENDAR_SHOWN_ONCE')}
            </Text>
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button
                  variant="light"
                  color={copied ? 'teal' : undefined}
                  leftSection={
                    copied ? (
                      <IconCheck size={18} aria-hidden />
                    ) : (
                      <IconCopy size={18} aria-hidden />
                    )
                  }
                  onClick={copy}
                  w="fit-content"
                >
                  <span aria-live="polite">
                    {copied ? t('proof.CALENDAR_COPIED') : t('proof.CALENDAR_COPY')}
                  </span>
                </Button>
              )}
            </CopyButton>
          </Stack>
        )}
        {isConfirming ? (
          <Stack gap="xs">
            <Text size="sm" role="alert">
              {t('proof.CALENDAR_NEW_LINK_CONFIRM')}
            </Text>
            <Group gap="xs">
              <Button color="orange" onClick={make} {...online.actionProps}>
                {t('proof.CALENDAR_NEW_LINK')}
              </Button>
              <Button variant="default" onClick={() => setIsConfirming(false)}>
                {t('fulfil.BACK')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Button
            variant="default"
            leftSection={<IconCalendarShare size={20} aria-hidden />}
            loading={newLink.isPending}
            onClick={() => (feed.data.isActive ? setIsConfirming(true) : make())}
            w="fit-content"
            {...online.actionProps}
          >
            {feed.data.isActive ? t('proof.CALENDAR_NEW_LINK') : t('proof.CALENDAR_CREATE')}
          </Button>
        )}
        {online.reason}
        {newLink.isError && (
          <Alert color="red" role="alert" p="xs">
            {errorMessage(newLink.error)}
          </Alert>
        )}
      </Stack>
    );
  };

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="calendar-feed">
      <Title order={2} fz="h4" mb="xs" id="calendar-feed">
        {t('proof.CALENDAR_TITLE')}
      </Title>
      <Text size="sm" mb="md">
        {t('proof.CALENDAR_HINT')}
      </Text>
      {body()}
    </Card>
  );
}
