import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, signIn, testClient, type RecordedCall } from '../../../test/fake-server';
import { expectDisabledOffline, goOffline, OFFLINE_REASON } from '../../../test/offline';
import { renderRoutes } from '../../../test/render';
import { CalendarFeedCard } from './calendar-feed-card';

const LINK = 'http://app.test/calendar/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ.ics';

afterEach(() => {
  vi.restoreAllMocks();
});

async function renderCard(handler: (call: RecordedCall) => Response) {
  await signIn();
  const fake = await testClient(handler);
  renderRoutes([{ path: '/account', element: <CalendarFeedCard /> }], {
    client: fake.client,
    initialEntries: ['/account'],
  });
  return { ...fake, user: userEvent.setup({ delay: null }) };
}

const posts = (calls: RecordedCall[]) =>
  calls.filter((call) => call.url === '/caregiver-app/calendar-feed' && call.method === 'POST');

describe('issue 14 the calendar link in the account area', () => {
  it('makes a link and shows it once, to copy', async () => {
    const { user, calls } = await renderCard((call) =>
      call.method === 'POST'
        ? json(201, { status: 201, data: { url: LINK, created_at: '2026-11-23T10:00:00.000Z' } })
        : json(200, { status: 200, data: { active: false, created_at: null } }),
    );
    expect(await screen.findByText('Noch kein Kalender-Link erstellt.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kalender-Link erstellen' }));
    expect(await screen.findByRole('textbox', { name: 'Kalender-Link' })).toHaveValue(LINK);
    expect(screen.getByRole('button', { name: 'Link kopieren' })).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(1);
  });

  it('asks before a new link replaces the active one', async () => {
    const { user, calls } = await renderCard((call) =>
      call.method === 'POST'
        ? json(201, { status: 201, data: { url: LINK, created_at: '2026-11-23T10:00:00.000Z' } })
        : json(200, {
            status: 200,
            data: { active: true, created_at: '2026-11-01T09:00:00.000Z' },
          }),
    );
    expect(
      await screen.findByText(/Ein Kalender-Link ist aktiv \(erstellt am 1\.11\.2026\)/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Neuer Link' }));
    expect(
      screen.getByText(/Der bisherige Link hört dann auf zu funktionieren/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(posts(calls)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Neuer Link' }));
    await user.click(screen.getByRole('button', { name: 'Neuer Link' }));
    expect(await screen.findByRole('textbox', { name: 'Kalender-Link' })).toHaveValue(LINK);
    expect(posts(calls)).toHaveLength(1);
  });

  it('says when the link cannot be loaded and tries again', async () => {
    let isDown = true;
    const { user } = await renderCard(() =>
      isDown
        ? json(503, { status: 503, errorCode: 'INTERNAL_SERVER_ERROR' })
        : json(200, { status: 200, data: { active: false, created_at: null } }),
    );
    expect(
      await screen.findByText(
        'Das Kalender-Abo konnte nicht geladen werden.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Noch kein Kalender-Link erstellt.')).toBeInTheDocument();
  });
});

describe('the calendar link offline (issue 39)', () => {
  it('disables making a link with the reason; enabled online', async () => {
    const { user, calls } = await renderCard(() =>
      json(200, { status: 200, data: { active: false, created_at: null } }),
    );
    const create = await screen.findByRole('button', { name: 'Kalender-Link erstellen' });
    expect(create).toBeEnabled();
    expect(screen.queryByText(OFFLINE_REASON)).not.toBeInTheDocument();

    goOffline();
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription(OFFLINE_REASON);
    expect(screen.getAllByText(OFFLINE_REASON)).toHaveLength(1);
    await user.click(create);
    expect(posts(calls)).toHaveLength(0);
  });

  it('offline: the retry of a failed load is disabled with the reason (record 0108)', async () => {
    const { user, calls } = await renderCard(() =>
      json(503, { status: 503, errorCode: 'INTERNAL_SERVER_ERROR' }),
    );
    expect(
      await screen.findByText(
        'Das Kalender-Abo konnte nicht geladen werden.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    const loads = calls.length;
    await user.click(expectDisabledOffline('Erneut versuchen'));
    expect(calls).toHaveLength(loads);
  });
});
