import { Button, Group, Text, type ButtonProps } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOnline } from '../../lib/offline/use-online';

/**
 * Issue 39: an action that needs the server (a PDF, a new appointment, a cancellation) would
 * only spin offline: TanStack holds its request until the connection returns. Offline it is
 * disabled instead, described by the reason, which the screen shows once (`reason`).
 */
export function useOnlineOnly() {
  const { t } = useTranslation();
  const isOnline = useOnline();
  const reasonId = useId();
  return {
    isOffline: !isOnline,
    /** Spread on each action that needs the connection. */
    actionProps: isOnline ? {} : { disabled: true, 'aria-describedby': reasonId },
    reason: isOnline ? null : (
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconWifiOff size={16} aria-hidden style={{ flex: 'none', marginTop: 3 }} />
        <Text id={reasonId} fz="sm" c="dimmed">
          {t('sync.OFFLINE_UNAVAILABLE')}
        </Text>
      </Group>
    ),
  };
}

/**
 * A link styled as a button that leads to a screen needing the connection. Offline it is a
 * disabled button (a disabled link would still follow a tap), described by `reasonId`.
 */
export function OnlineLinkButton(
  props: ButtonProps & {
    to: string;
    children: ReactNode;
    online: ReturnType<typeof useOnlineOnly>;
  },
) {
  const { to, online, ...button } = props;
  if (online.isOffline) return <Button {...button} {...online.actionProps} />;
  return <Button {...button} component={Link} to={to} />;
}
