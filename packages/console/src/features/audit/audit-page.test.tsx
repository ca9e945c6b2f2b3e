import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { data, ME, on, tokenReply } from '../../test/fake-api';
import { renderConsole } from '../../test/render-console';

const entry = (id: string, action: string) => ({
  id,
  at: '2026-12-01T09:00:00.000Z',
  actorKind: 'staff',
  actorLabel: 'dispo@careport.example',
  role: 'dispatcher',
  action,
  recordType: 'booking',
  recordId: `rec-${id}`,
  summary: `summary ${id}`,
});

describe('the audit trail', () => {
  it('filters, pages with the cursor and shows who did what', async () => {
    const { calls } = renderConsole(
      '/audit',
      [
        on('POST', '/auth/token', tokenReply('finance')),
        on('GET', '/ops/staff/me', data(ME.finance)),
        on('GET', '/ops/audit', (call) =>
          call.query.get('cursor') === 'c2'
            ? data({ entries: [entry('2', 'booking.cancel')], nextCursor: null })
            : data({ entries: [entry('1', 'booking.create')], nextCursor: 'c2' }),
        ),
      ],
      { signedIn: true },
    );
    const user = userEvent.setup();
    expect(await screen.findByText('booking.create')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weitere laden' }));
    expect(await screen.findByText('booking.cancel')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Weitere laden' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Aktion'), 'booking.create');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() =>
      expect(
        calls.some(
          (call) => call.path === '/ops/audit' && call.query.get('action') === 'booking.create',
        ),
      ).toBe(true),
    );
  });

  it('shows an empty trail as such', async () => {
    renderConsole(
      '/audit',
      [
        on('POST', '/auth/token', tokenReply('admin')),
        on('GET', '/ops/staff/me', data(ME.admin)),
        on('GET', '/ops/audit', data({ entries: [], nextCursor: null })),
      ],
      { signedIn: true },
    );
    expect(await screen.findByText('Keine Einträge für diese Filter.')).toBeInTheDocument();
  });
});
