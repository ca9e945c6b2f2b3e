import { Button } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { json, testClient } from '../test/fake-server';
import { renderRoutes } from '../test/render';
import { ConfirmDialog } from './confirm-dialog';

function Screen(props: { onConfirm: () => void }) {
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
      >
        Der Termin wird gelöscht.
      </ConfirmDialog>
    </>
  );
}

async function renderScreen() {
  const onConfirm = vi.fn();
  const { client } = await testClient(() => json(500, {}));
  renderRoutes([{ path: '/', element: <Screen onConfirm={onConfirm} /> }], { client });
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
});
