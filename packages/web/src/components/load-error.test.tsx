import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, testClient } from '../test/fake-server';
import { expectDisabledOffline } from '../test/offline';
import { renderRoutes } from '../test/render';
import { LoadError } from './load-error';

afterEach(() => {
  vi.restoreAllMocks();
});

async function renderLoadError() {
  const onRetry = vi.fn();
  const { client } = await testClient(() => json(500, {}));
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <LoadError
            message="Die Termine konnten nicht geladen werden."
            error={new Error('down')}
            onRetry={onRetry}
          />
        ),
      },
    ],
    { client },
  );
  return { onRetry, user: userEvent.setup({ delay: null }) };
}

describe('a failed load (record 0108)', () => {
  it('tries again online', async () => {
    const { onRetry, user } = await renderLoadError();
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offline: the retry is disabled with the reason and tries nothing', async () => {
    const { onRetry, user } = await renderLoadError();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Die Termine konnten nicht geladen werden.',
    );
    const retry = expectDisabledOffline('Erneut versuchen');
    await user.click(retry);
    expect(onRetry).not.toHaveBeenCalled();
  });
});
