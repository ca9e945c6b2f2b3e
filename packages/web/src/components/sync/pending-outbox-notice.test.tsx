import { render, screen } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { closeOfflineDb } from '../../lib/offline/offline-db';
import { enqueue, refreshOutbox } from '../../lib/offline/outbox';
import { PendingOutboxNotice } from './pending-outbox-notice';

beforeEach(async () => {
  await closeOfflineDb();
  globalThis.indexedDB = new IDBFactory();
  await refreshOutbox();
});

describe('the sign-in screen after a session ended with actions waiting (issue 14)', () => {
  it('says nothing when nothing waits', async () => {
    const { container } = render(
      <AppProviders>
        <PendingOutboxNotice />
      </AppProviders>,
    );
    await refreshOutbox();
    expect(container).not.toHaveTextContent('Melde dich an');
  });

  it('says what waits and that signing in sends it', async () => {
    await enqueue({
      id: 'entry-1',
      owner: 'caregiver-1',
      command: { kind: 'fulfil', bookingId: 'b-1', body: {} as never },
      label: { careReceiverName: 'Erna Kunz', startDate: '2026-11-22T09:00:00Z' },
    });
    render(
      <AppProviders>
        <PendingOutboxNotice />
      </AppProviders>,
    );
    expect(
      await screen.findByText(
        'Auf diesem Gerät wartet 1 Aktion. Melde dich an, dann wird sie gesendet.',
      ),
    ).toBeInTheDocument();
  });
});
