import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, testClient } from '../test/fake-server';
import { goOffline } from '../test/offline';
import { renderRoutes } from '../test/render';
import { FullPageError } from './full-page-status';

afterEach(() => {
  vi.restoreAllMocks();
});

const OFFLINE_START =
  'Keine Verbindung: Careport startet von selbst, sobald das Gerät wieder online ist.';

async function renderStartError(needsConnection: boolean) {
  const onAction = vi.fn();
  const { client } = await testClient(() => json(500, {}));
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <FullPageError
            title="Careport konnte nicht starten"
            message="Der Server ist gerade nicht erreichbar."
            actionLabel="Erneut versuchen"
            onAction={onAction}
            needsConnection={needsConnection}
          />
        ),
      },
    ],
    { client },
  );
  return { onAction, user: userEvent.setup({ delay: null }) };
}

function goOnline() {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

describe('the start that could not load (issue 39)', () => {
  it('tries again on the button online', async () => {
    const { onAction, user } = await renderStartError(true);
    await user.click(await screen.findByRole('button', { name: 'Erneut versuchen' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(OFFLINE_START)).not.toBeInTheDocument();
  });

  it('offline: the button is disabled with the reason, and the start is tried again when the connection returns', async () => {
    const { onAction } = await renderStartError(true);
    const retry = await screen.findByRole('button', { name: 'Erneut versuchen' });
    goOffline();
    expect(retry).toBeDisabled();
    expect(retry).toHaveAccessibleDescription(OFFLINE_START);
    expect(onAction).not.toHaveBeenCalled();
    goOnline();
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(retry).toBeEnabled();
  });

  it('without needing the connection, offline changes nothing', async () => {
    const { onAction } = await renderStartError(false);
    const retry = await screen.findByRole('button', { name: 'Erneut versuchen' });
    goOffline();
    expect(retry).toBeEnabled();
    expect(screen.queryByText(OFFLINE_START)).not.toBeInTheDocument();
    goOnline();
    expect(onAction).not.toHaveBeenCalled();
  });
});
