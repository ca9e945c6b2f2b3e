import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { data, ME, on, tokenReply } from '../../test/fake-api';
import { renderConsole } from '../../test/render-console';
import { CONTRACT } from './contract-fixtures';

const signedIn = (role: 'dispatcher' | 'finance' | 'admin') => [
  on('POST', '/auth/token', tokenReply(role)),
  on('GET', '/ops/staff/me', data(ME[role])),
];

describe('the contracts list', () => {
  it('shows each contract with its first appointment and overdue documentation, and filters', async () => {
    const second = {
      ...CONTRACT,
      id: 'c-2',
      careReceiver: { ...CONTRACT.careReceiver, id: 'cr-2', lastName: 'Brandt' },
      serviceDocumentation: { isRequired: false, overduePeriods: 0 },
      firstBooking: { ...CONTRACT.firstBooking, firstBookingStatus: 'CONFIRMED' },
    };
    const { calls } = renderConsole(
      '/contracts',
      [
        ...signedIn('finance'),
        on('GET', '/ops/contracts', data({ contracts: [CONTRACT, second], nextCursor: null })),
      ],
      { signedIn: true },
    );
    const link = await screen.findByRole('link', { name: 'Krause, Erna' });
    expect(link).toHaveAttribute('href', '/contracts/c-1');
    const rows = screen.getAllByRole('row');
    // The server's order stands: overdue first.
    expect(within(rows[1]!).getByText('Überfällig: 2')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Antwort der Kundschaft offen')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Bestätigt')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Nicht nötig')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verträge' })).toHaveAttribute('aria-current', 'page');

    const user = userEvent.setup();
    await user.type(
      screen.getByLabelText('Name (Pflegebedürftige oder Betreuungskraft)'),
      'krause',
    );
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() => {
      const last = calls.filter((call) => call.path === '/ops/contracts').at(-1);
      expect(last?.query.get('query')).toBe('krause');
    });
  });

  it('keeps the caregiver a list was opened for through a search; the reset clears it all', async () => {
    const { calls } = renderConsole(
      '/contracts?caregiverId=cg-1',
      [
        ...signedIn('dispatcher'),
        on('GET', '/ops/contracts', data({ contracts: [CONTRACT], nextCursor: null })),
      ],
      { signedIn: true },
    );
    await screen.findByRole('link', { name: 'Krause, Erna' });
    const lastQuery = () => calls.filter((call) => call.path === '/ops/contracts').at(-1)?.query;
    expect(lastQuery()?.get('caregiverId')).toBe('cg-1');
    const user = userEvent.setup();
    const name = screen.getByLabelText('Name (Pflegebedürftige oder Betreuungskraft)');
    await user.type(name, '  krause ');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(lastQuery()?.get('query')).toBe('krause'));
    expect(lastQuery()?.get('caregiverId')).toBe('cg-1');

    await user.click(screen.getByRole('button', { name: 'Zurücksetzen' }));
    // Empty filters are left out of the request.
    await waitFor(() => expect(lastQuery()?.has('query')).toBe(false));
    expect(lastQuery()?.has('caregiverId')).toBe(false);
    expect(name).toHaveValue('');
  });

  it('says when no contract matches, and shows an error with a retry', async () => {
    let fail = true;
    renderConsole(
      '/contracts',
      [
        ...signedIn('dispatcher'),
        on('GET', '/ops/contracts', () =>
          fail
            ? {
                status: 500,
                body: { status: 500, errorCode: 'INTERNAL_SERVER_ERROR', message: 'x' },
              }
            : data({ contracts: [], nextCursor: null }),
        ),
      ],
      { signedIn: true },
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Kein Vertrag passt zu diesen Filtern.')).toBeInTheDocument();
  });

  it('is not in an admin’s navigation, and refused when opened', async () => {
    renderConsole('/contracts', signedIn('admin'), { signedIn: true });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Verträge' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Pflegebedürftige' })).toBeInTheDocument();
  });
});
