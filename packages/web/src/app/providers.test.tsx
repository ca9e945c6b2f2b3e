import { useMantineContext } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from './providers';

describe('AppProviders', () => {
  // Mantine's notifications live in one store for the whole page, across tests too.
  beforeEach(() => {
    notifications.clean();
  });

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

  it('builds the notifications region only when the first notification comes (issue 16, TBT)', async () => {
    render(
      <AppProviders>
        <p>Diary</p>
      </AppProviders>,
    );
    // Well after the page's load: the region's chunk has loaded, but nothing was shown.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();

    act(() => {
      notifications.show({ message: 'Termin abgesagt' });
    });
    expect(await screen.findByText('Termin abgesagt')).toBeInTheDocument();
    expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();
  });
});
