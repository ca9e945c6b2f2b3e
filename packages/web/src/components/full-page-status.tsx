import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../lib/offline/use-online';
import { Brand } from './brand';
import classes from './full-page-status.module.css';

/** The start-up screen (spec 2 §2 /loading): the logo and a spinner. */
export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" p="md" className={classes.delayed}>
      <Stack align="center" gap="lg" role="status" aria-live="polite">
        <Brand size={48} />
        <Loader color="amber" aria-hidden />
        <Text c="dimmed">{t('shell.LOADING')}</Text>
      </Stack>
    </Center>
  );
}

/**
 * A screen-filling failure with one way out. With `needsConnection` (the start that could not
 * load the app's configuration) the way out is disabled offline with the reason, and taken by
 * itself when the connection comes back: a caregiver who opened the app in a dead spot need not
 * notice the moment the reception returns.
 */
export function FullPageError(props: {
  title: string;
  message: string;
  actionLabel: string;
  onAction: () => void;
  needsConnection?: boolean;
}) {
  const { t } = useTranslation();
  // Not useOnlineOnly: this screen shows before the signed-in texts and their components load.
  const isOffline = !useOnline() && props.needsConnection === true;
  const reasonId = useId();
  const wasOffline = useRef(false);
  const { onAction } = props;
  useEffect(() => {
    if (isOffline) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      onAction();
    }
  }, [isOffline, onAction]);
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md" maw={420} ta="center">
        <Brand size={48} />
        <Title order={1} fz="h2">
          {props.title}
        </Title>
        <Text role="alert">{props.message}</Text>
        <Button
          onClick={props.onAction}
          disabled={isOffline}
          aria-describedby={isOffline ? reasonId : undefined}
        >
          {props.actionLabel}
        </Button>
        {isOffline && (
          <Text id={reasonId} fz="sm" c="dimmed">
            {t('shell.START_OFFLINE')}
          </Text>
        )}
      </Stack>
    </Center>
  );
}
