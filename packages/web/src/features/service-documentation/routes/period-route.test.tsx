import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, signIn, testClient } from '../../../test/fake-server';
import { expectDisabledOffline, goOffline, OFFLINE_REASON } from '../../../test/offline';
import { renderRoutes } from '../../../test/render';
import { PeriodRoute } from './period-route';

afterEach(() => {
  vi.restoreAllMocks();
});

const PERIOD = {
  periodId: 'p-1',
  contractId: 'c-1',
  month: 11,
  year: 2026,
  state: 'UPLOADED',
  lastUploadedFile: {
    fileId: 'f-1',
    filename: 'nachweis-november.pdf',
    mimeType: 'application/pdf',
    uploadedAt: '2026-11-30T10:00:00.000Z',
  },
};

async function renderPeriod(answer: () => Response) {
  await signIn();
  const fake = await testClient((call) =>
    call.url.includes('/graphql')
      ? answer()
      : json(200, { status: 200, data: { token_id: 'token-1' } }),
  );
  renderRoutes(
    [
      {
        path: '/customers/:contractId/service-documentation/:serviceDocumentationPeriodId',
        element: <PeriodRoute />,
      },
    ],
    { client: fake.client, initialEntries: ['/customers/c-1/service-documentation/p-1'] },
  );
  const tokens = () => fake.calls.filter((call) => call.url.includes('/request-token'));
  return { tokens, user: userEvent.setup({ delay: null }) };
}

describe('spec 2 §2 the period screen offline (record 0108)', () => {
  it('opening the last file and uploading are disabled with the one reason and request nothing', async () => {
    const { tokens, user } = await renderPeriod(() =>
      json(200, { data: { serviceDocumentationPeriod: PERIOD } }),
    );
    expect(await screen.findByText('nachweis-november.pdf')).toBeVisible();
    await user.click(expectDisabledOffline('Datei öffnen'));
    expect(tokens()).toEqual([]);
    for (const name of ['Foto aufnehmen', 'Aus Fotos wählen', 'Datei wählen']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
      expect(screen.getByRole('button', { name })).toHaveAccessibleDescription(OFFLINE_REASON);
    }
  });

  it('opens the last file online', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { tokens, user } = await renderPeriod(() =>
      json(200, { data: { serviceDocumentationPeriod: PERIOD } }),
    );
    await user.click(await screen.findByRole('button', { name: 'Datei öffnen' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(tokens()).toHaveLength(1);
  });

  it('a failed load’s retry is disabled with the reason', async () => {
    await renderPeriod(() => json(500, { status: 500, errorCode: 'INTERNAL_SERVER_ERROR' }));
    expect(
      await screen.findByText('Fehler beim Laden der Details', {}, { timeout: 10_000 }),
    ).toBeVisible();
    goOffline();
    const retry = screen.getByRole('button', { name: 'Erneut versuchen' });
    expect(retry).toBeDisabled();
    expect(retry).toHaveAccessibleDescription(OFFLINE_REASON);
  });
});
