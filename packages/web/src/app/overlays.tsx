import { MantineThemeProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './overlays.module.css';

/**
 * Where `modals.*` and `notifications.*` render. Only signed-in screens open them, so they are a
 * chunk of their own that loads after the first screen (issue 5 §3); both are driven by global
 * stores and events, so they need not wrap the screens. Their close buttons are named in the
 * current language (axe button-name, issue 16 §10): Mantine leaves them without a name.
 */
export function Overlays() {
  const { t } = useTranslation();
  const closeNotice = t('shell.CLOSE_NOTICE');
  const theme = useMemo(
    () => ({
      components: {
        Notification: {
          defaultProps: { closeButtonProps: { 'aria-label': closeNotice } },
          classNames: { root: classes.notification, closeButton: classes.notificationClose },
        },
      },
    }),
    [closeNotice],
  );
  return (
    <ModalsProvider modalProps={{ closeButtonProps: { 'aria-label': t('shell.CLOSE_DIALOG') } }}>
      <MantineThemeProvider theme={theme} inherit>
        {/* issue 16 §14: at the bottom, above the phone's tab bar, so a confirmation never
            covers the header and the heading of the page it lands on. */}
        <Notifications position="bottom-center" classNames={{ root: classes.notifications }} />
      </MantineThemeProvider>
    </ModalsProvider>
  );
}
