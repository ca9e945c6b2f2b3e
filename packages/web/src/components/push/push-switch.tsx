import { Alert, Switch, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHttpClient } from '../../lib/api-context';
import { useAppConfig } from '../../lib/app-config';
import {
  currentSubscription,
  disablePush,
  enablePush,
  pushState,
  type PushState,
} from './push-device';

/** The hint for a state in which the switch cannot turn push on; null when it can. */
export function PushHint({ state }: { state: PushState }) {
  const { t } = useTranslation();
  if (state === 'ios-not-installed') return <Text size="sm">{t('push.IOS_HINT')}</Text>;
  if (state === 'unsupported') return <Text size="sm">{t('push.UNSUPPORTED')}</Text>;
  if (state === 'denied') return <Text size="sm">{t('push.DENIED')}</Text>;
  return null;
}

/**
 * Issue 13: the account area's switch that turns push on and off for this device (registering or
 * deleting its token). Mountable by any account page.
 */
export function PushSwitch() {
  const { t, i18n } = useTranslation();
  const client = useHttpClient();
  const { vapidPublicKey } = useAppConfig();
  const [state, setState] = useState<PushState>(() => pushState());
  const [isOn, setIsOn] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let alive = true;
    void currentSubscription().then((subscription) => {
      if (alive) setIsOn(subscription !== null && pushState() === 'granted');
    });
    return () => {
      alive = false;
    };
  }, []);

  if (vapidPublicKey === null) return null;
  const canSwitch = state === 'prompt' || state === 'granted';

  const toggle = async (on: boolean) => {
    setIsBusy(true);
    setFailed(false);
    try {
      if (on) {
        const after = await enablePush({ client, vapidPublicKey, language: i18n.language });
        setState(after);
        setIsOn(after === 'granted');
      } else {
        await disablePush(client);
        setIsOn(false);
      }
    } catch (error) {
      console.warn('Careport push: switching failed', error);
      setFailed(true);
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <>
      <Switch
        size="md"
        label={t('push.SWITCH_LABEL')}
        checked={isOn}
        disabled={!canSwitch || isBusy}
        onChange={(event) => void toggle(event.currentTarget.checked)}
      />
      <PushHint state={state} />
      {failed && (
        <Alert color="red" role="alert">
          {t('push.SWITCH_ERROR')}
        </Alert>
      )}
    </>
  );
}
