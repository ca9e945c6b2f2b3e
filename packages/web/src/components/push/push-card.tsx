import { Button, Card, Group, Text, Title } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHttpClient } from '../../lib/api-context';
import { useAppConfig } from '../../lib/app-config';
import { enablePush, pushState, type PushState } from './push-device';
import { PushHint } from './push-switch';

const LATER_KEY = 'careport:push-card-later';

/**
 * Issue 13: the dashboard card that explains notifications and asks for permission only when
 * tapped. Hidden once push is on, once permission was denied, and after "Later" on this device.
 */
export function PushCard() {
  const { t, i18n } = useTranslation();
  const client = useHttpClient();
  const { vapidPublicKey } = useAppConfig();
  const [state, setState] = useState<PushState>(() => pushState());
  const [isHidden, setIsHidden] = useState(() => localStorage.getItem(LATER_KEY) !== null);
  const [isBusy, setIsBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  if (vapidPublicKey === null || isHidden || state === 'granted' || state === 'denied') return null;

  const enable = async () => {
    setIsBusy(true);
    setFailed(false);
    try {
      setState(await enablePush({ client, vapidPublicKey, language: i18n.language }));
    } catch (error) {
      console.warn('Careport push: registration failed', error);
      setFailed(true);
    } finally {
      setIsBusy(false);
    }
  };
  const later = () => {
    localStorage.setItem(LATER_KEY, new Date().toISOString());
    setIsHidden(true);
  };

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="push-card">
      <Group gap="sm" mb="xs" wrap="nowrap">
        <IconBell size={24} aria-hidden />
        <Title order={2} fz="h4" id="push-card">
          {t('push.CARD_TITLE')}
        </Title>
      </Group>
      <Text mb="md">{t('push.CARD_TEXT')}</Text>
      <PushHint state={state} />
      {failed && (
        <Text c="red" role="alert" mb="sm">
          {t('push.SWITCH_ERROR')}
        </Text>
      )}
      <Group mt="sm">
        {state === 'prompt' && (
          <Button onClick={() => void enable()} loading={isBusy}>
            {t('push.CARD_ENABLE')}
          </Button>
        )}
        <Button variant="default" onClick={later}>
          {t('push.CARD_LATER')}
        </Button>
      </Group>
    </Card>
  );
}
