import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { data, ME, on, tokenReply } from '../../test/fake-api';
import { renderConsole } from '../../test/render-console';

const ANNA = {
  id: 'cg-anna',
  firstName: 'Anna',
  lastName: 'Schulz',
  email: 'anna@careport.example',
  kind: 'independent',
  postalCode: '10115',
  city: 'Berlin',
  services: ['shopping', 'walks'],
  languages: ['de', 'pl'],
};

describe('finding caregivers', () => {
  it('lists them and sends the filters as the query', async () => {
    const { calls } = renderConsole(
      '/caregivers',
      [
        on('POST', '/auth/token', tokenReply('dispatcher')),
        on('GET', '/ops/staff/me', data(ME.dispatcher)),
        on('GET', '/ops/caregivers', data({ caregivers: [ANNA], nextCursor: null })),
      ],
      { signedIn: true },
    );
    expect(await screen.findByRole('link', { name: 'Schulz, Anna' })).toHaveAttribute(
      'href',
      '/caregivers/cg-anna',
    );
    expect(screen.getByText('Einkaufen, Spaziergänge')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('PLZ-Bereich'), '10');
    await user.type(screen.getByLabelText('Name oder E-Mail'), 'anna');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() => {
      const last = calls.filter((call) => call.path === '/ops/caregivers').at(-1);
      expect(last?.query.get('postalPrefix')).toBe('10');
      expect(last?.query.get('query')).toBe('anna');
    });
  });

  it('says when nobody matches, and offers a retry on an error', async () => {
    let fail = true;
    renderConsole(
      '/caregivers',
      [
        on('POST', '/auth/token', tokenReply('admin')),
        on('GET', '/ops/staff/me', data(ME.admin)),
        on('GET', '/ops/caregivers', () =>
          fail
            ? { status: 403, body: { status: 403, errorCode: 'FORBIDDEN', message: 'no' } }
            : data({ caregivers: [], nextCursor: null }),
        ),
      ],
      { signedIn: true },
    );
    const user = userEvent.setup();
    expect(await screen.findByRole('alert')).toHaveTextContent('Berechtigung');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(
      await screen.findByText('Keine Betreuungskraft passt zu diesen Filtern.'),
    ).toBeInTheDocument();
  });
});
