import { useMantineContext } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './providers';

describe('AppProviders', () => {
  it('turns the notifications on after the page has loaded without rendering the screen again', async () => {
    let renders = 0;
    // Reads Mantine's context, as every Mantine component does: a new value renders it again.
    function Screen() {
      useMantineContext();
      renders += 1;
      return <p>Diary</p>;
    }
    render(
      <AppProviders>
        <Screen />
      </AppProviders>,
    );
    expect(screen.getByText('Diary')).toBeInTheDocument();

    // The notifications' region exists once its chunk has loaded: a notification then shows.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    act(() => {
      notifications.show({ message: 'Termin gespeichert' });
    });
    expect(await screen.findByText('Termin gespeichert')).toBeInTheDocument();
    expect(renders).toBe(1);
  });
});
