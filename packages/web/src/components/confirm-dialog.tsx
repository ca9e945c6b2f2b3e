import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The app's one confirmation dialog, rendered by the screen itself rather than through `modals.*`:
 * that store's provider would load lazily after the first screen (app/overlays.tsx), and a tap
 * that came before it would open nothing. Mantine's Modal moves focus into the dialog, names it
 * by its title and returns focus to the opener on close.
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
}) {
  const { t } = useTranslation();
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
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose}>
            {props.cancelLabel}
          </Button>
          <Button
            color={props.confirmColor}
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
