import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, testClient } from '../../../test/fake-server';
import { expectDisabledOffline } from '../../../test/offline';
import { renderRoutes } from '../../../test/render';
import { QueryState } from './query-state';

afterEach(() => {
  vi.restoreAllMocks();
});

function Failing(props: { load: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['failing'], queryFn: props.load, retry: false });
  return <QueryState query={query}>{(text) => <p>{text}</p>}</QueryState>;
}

async function renderFailing() {
  const load = vi.fn(() => Promise.reject(new Error('down')));
  const { client } = await testClient(() => json(500, {}));
  renderRoutes([{ path: '/', element: <Failing load={load} /> }], { client });
  expect(await screen.findByText('Die Daten konnten nicht geladen werden.')).toBeVisible();
  return { load, user: userEvent.setup({ delay: null }) };
}

describe("an account section's failed load (record 0108)", () => {
  it('tries again online', async () => {
    const { load, user } = await renderFailing();
    expect(load).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });

  it('offline: the retry is disabled with the reason', async () => {
    const { load, user } = await renderFailing();
    await user.click(expectDisabledOffline('Erneut versuchen'));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
