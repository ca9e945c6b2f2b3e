import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { closeOfflineDb, offlineDb } from '../../../lib/offline/offline-db';
import type { OutboxEntry } from '../../../lib/offline/outbox-entry';
import { refreshOutbox } from '../../../lib/offline/outbox';
import { json, testClient } from '../../../test/fake-server';
import { renderRoutes } from '../../../test/render';
import { SyncRoute } from './sync-route';

// Issue 14: the sync queue as the caregiver sees it: every action with its state, a refusal with
// the server's reason and what to do, retry and a confirmed discard.
const NOW = Date.parse('2026-11-23T12:00:00Z');

function entry(seq: number, patch: Partial<OutboxEntry>): OutboxEntry {
  return {
    id: `entry-${seq}`,
    seq,
    owner: 'nobody-signed-in',
    command: { kind: 'fulfil', bookingId: `booking-${seq}`, body: {} as never },
    label: { careReceiverName: `Kundin ${seq}`, startDate: '2026-11-22T09:00:00Z' },
    createdAt: NOW,
    state: 'waiting',
    attempts: 0,
    error: null,
    updatedAt: NOW,
    ...patch,
  };
}

async function seed(entries: OutboxEntry[]) {
  const db = await offlineDb();
  for (const value of entries) await db.put('outbox', value);
  await refreshOutbox();
}

beforeEach(async () => {
  await closeOfflineDb();
  globalThis.indexedDB = new IDBFactory();
  await refreshOutbox();
});

async function renderSync() {
  const { client } = await testClient(() => json(500, {}));
  return renderRoutes([{ path: '/sync', element: <SyncRoute /> }], {
    client,
    initialEntries: ['/sync'],
  });
}

describe('the sync queue (issue 14)', () => {
  it('says when nothing waits', async () => {
    await renderSync();
    expect(await screen.findByText('Nichts wartet. Alles ist gesendet.')).toBeInTheDocument();
  });

  it('lists each action with its state; a refusal with its reason, retry and a confirmed discard', async () => {
    await seed([
      entry(1, { state: 'done', attempts: 1 }),
      entry(2, {
        state: 'failed',
        attempts: 1,
        error: { httpStatus: 409, errorCode: 'BOOKING_IS_INVOICED' },
      }),
      entry(3, { state: 'waiting' }),
    ]);
    await renderSync();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Gesendet');
    expect(items[0]).toHaveTextContent('Kundin 1');
    expect(items[2]).toHaveTextContent('Wartet');
    const failed = items[1]!;
    expect(failed).toHaveTextContent('Fehlgeschlagen');
    expect(within(failed).getByRole('alert')).toHaveTextContent(
      'Diese Buchung ist bereits abgerechnet.',
    );

    // Discarding asks first; keeping leaves it.
    const user = userEvent.setup();
    await user.click(within(failed).getByRole('button', { name: 'Verwerfen' }));
    expect(
      within(failed).getByText('Wirklich verwerfen? Die Dokumentation geht dann verloren.'),
    ).toBeInTheDocument();
    await user.click(within(failed).getByRole('button', { name: 'Behalten' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);

    // Retry: it waits again.
    await user.click(within(failed).getByRole('button', { name: 'Erneut senden' }));
    expect(await within(screen.getAllByRole('listitem')[1]!).findByText('Wartet')).toBeVisible();

    // Sent ones can be hidden.
    await user.click(screen.getByRole('button', { name: 'Gesendete ausblenden' }));
    await expect.poll(() => screen.getAllByRole('listitem').length).toBe(2);
  });

  it('discards a refused action only after confirming', async () => {
    await seed([
      entry(1, { state: 'failed', error: { httpStatus: 409, errorCode: 'BOOKING_IS_FULFILLED' } }),
    ]);
    await renderSync();
    const user = userEvent.setup();
    const item = await screen.findByRole('listitem');
    await user.click(within(item).getByRole('button', { name: 'Verwerfen' }));
    await user.click(within(item).getByRole('button', { name: 'Verwerfen' }));
    expect(await screen.findByText('Nichts wartet. Alles ist gesendet.')).toBeInTheDocument();
    expect(await (await offlineDb()).count('outbox')).toBe(0);
  });
});
