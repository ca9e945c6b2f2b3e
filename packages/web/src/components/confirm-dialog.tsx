import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnlineOnly } from './sync/online-only';

/**
 * The app's one confirmation dialog, rendered by the screen itself rather than through `modals.*`:
 * that store's provider would load lazily after the first screen (app/overlays.tsx), and a tap
 * that came before it would open nothing. Mantine's Modal moves focus into the dialog, names it
 * by its title and returns focus to the opener on close. A confirmation that sends to the server
 * (`needsConnection`) is disabled with the reason once the connection drops while it is open: the
 * button that opened it was checked only then (issue 39, record 0108).
 */
export function ConfirmDialog(props: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  confirmColor?: string | undefined;
  onConfirm: () => void;
  onClose: () => void;
  needsConnection?: boolean | undefined;
}) {
  const { t } = useTranslation();
  const online = useOnlineOnly();
  const guard = props.needsConnection === true;
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      centered
      // axe button-name (issue 16 §10): Mantine leaves the close button without a name.
      closeButtonProps={{ 'aria-label': t('shell.CLOSE_DIALOG') }}
    >
      <Stack gap="md">
        {props.children}
        {guard && online.reason}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose}>
            {props.cancelLabel}
          </Button>
          <Button
            color={props.confirmColor}
            {...(guard ? online.actionProps : {})}
            onClick={() => {
              props.onClose();
              props.onConfirm();
            }}
          >
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
