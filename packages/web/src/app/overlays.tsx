import { MantineThemeProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import '../lib/mantine-styles/notifications.css';
import { loadOtherScreenStyles } from '../lib/mantine-styles/other-screen-styles';
import classes from './overlays.module.css';

/**
 * Where `notifications.*` render. Only signed-in screens show them, so they are a chunk of their
 * own that loads after the first screen (issue 5 §3); they are driven by a global store, so they
 * need not wrap the screens. Their close buttons are named in the current language (axe
 * button-name, issue 16 §10): Mantine leaves them without a name. Confirm dialogs are not here:
 * a tap before this chunk had loaded opened nothing, so screens render components/confirm-dialog.
 */
export function Overlays() {
  const { t } = useTranslation();
  // Issue 43: this chunk loads after the first screen on every start, so the other screens'
  // styles are fetched then, before a tap opens one of them.
  useEffect(() => {
    void loadOtherScreenStyles();
  }, []);
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
    <MantineThemeProvider theme={theme} inherit>
      {/* issue 16 §14: at the bottom, above the phone's tab bar, so a confirmation never
          covers the header and the heading of the page it lands on. */}
      <Notifications position="bottom-center" classNames={{ root: classes.notifications }} />
    </MantineThemeProvider>
  );
}
