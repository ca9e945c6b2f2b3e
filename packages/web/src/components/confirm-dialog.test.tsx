import { Button } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, testClient } from '../test/fake-server';
import { expectDisabledOffline, goOffline, OFFLINE_REASON } from '../test/offline';
import { renderRoutes } from '../test/render';
import { ConfirmDialog } from './confirm-dialog';

function Screen(props: { onConfirm: () => void; needsConnection?: boolean }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Termin löschen</Button>
      <ConfirmDialog
        opened={isOpen}
        title="Termin löschen?"
        confirmLabel="Löschen"
        cancelLabel="Behalten"
        confirmColor="red"
        onConfirm={props.onConfirm}
        onClose={() => setOpen(false)}
        needsConnection={props.needsConnection}
      >
        Der Termin wird gelöscht.
      </ConfirmDialog>
    </>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

async function renderScreen(needsConnection?: boolean) {
  const onConfirm = vi.fn();
  const { client } = await testClient(() => json(500, {}));
  renderRoutes(
    [
      {
        path: '/',
        element: <Screen onConfirm={onConfirm} needsConnection={needsConnection} />,
      },
    ],
    { client },
  );
  return { onConfirm, user: userEvent.setup({ delay: null }) };
}

describe('the confirmation dialog', () => {
  it('is named by its title, takes focus, and gives it back to the opener when kept', async () => {
    const { user, onConfirm } = await renderScreen();
    const opener = screen.getByRole('button', { name: 'Termin löschen' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Termin löschen?' });
    expect(dialog).toHaveTextContent('Der Termin wird gelöscht.');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Behalten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('closes and confirms once on the confirm button', async () => {
    const { user, onConfirm } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Termin löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Termin löschen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('needing the connection: offline its confirm is disabled with the reason, keeping works', async () => {
    const { user, onConfirm } = await renderScreen(true);
    await user.click(screen.getByRole('button', { name: 'Termin löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Termin löschen?' });
    const confirm = expectDisabledOffline('Löschen', dialog);
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Behalten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('without needing it (leaving unsaved changes) confirms offline too', async () => {
    const { user, onConfirm } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Termin löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Termin löschen?' });
    goOffline();
    expect(within(dialog).queryByText(OFFLINE_REASON)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
