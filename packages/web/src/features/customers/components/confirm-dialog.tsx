import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A confirm dialog rendered by the screen itself rather than through `modals.*`: that store's
 * provider loads lazily after the first screen (app/overlays.tsx), and a tap that came before it
 * would open nothing.
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
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
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
