import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, signIn, testClient, type RecordedCall } from '../../../test/fake-server';
import { meAnswer } from '../../../test/me-answer';
import { goOffline, OFFLINE_REASON } from '../../../test/offline';
import { renderRoutes } from '../../../test/render';
import { AvailabilityRoute } from './availability-route';

const availability = {
  data: {
    me: {
      bookedOut: false,
      travelDistance: 12,
      absences: [{ absenceId: 'a1', from: '2026-12-20', to: '2026-12-27', reason: 'VACATION' }],
    },
  },
};

afterEach(() => {
  vi.restoreAllMocks();
});

async function renderAvailability(handler: (call: RecordedCall) => Response, isEmployee = false) {
  await signIn();
  const fake = await testClient((call) =>
    call.url === '/caregiver-app/me' ? json(200, meAnswer({ isEmployee })) : handler(call),
  );
  renderRoutes(
    [
      { path: '/account/availability', element: <AvailabilityRoute /> },
      { path: '/account', element: <h1>Konto</h1> },
    ],
    { client: fake.client, initialEntries: ['/account/availability'] },
  );
  return { ...fake, user: userEvent.setup({ delay: null }) };
}

describe('spec 2 §2 /account/availability', () => {
  it('lists the absences and the travel distance', async () => {
    await renderAvailability(() => json(200, availability));
    expect(await screen.findByText('20.12.2026 – 27.12.2026')).toBeInTheDocument();
    expect(screen.getByText('Urlaub')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Maximale Entfernung zum Kunden' })).toHaveAttribute(
      'aria-valuenow',
      '12',
    );
  });

  it('switches optimistically and reverts by refetching when the server refuses', async () => {
    let isRefused = false;
    const { user, calls } = await renderAvailability((call) => {
      if (call.body?.includes('SetCaregiverBookedOut')) {
        isRefused = true;
        return json(200, { data: null, errors: [{ extensions: { code: 'FORBIDDEN' } }] });
      }
      return json(200, availability);
    });
    const available = await screen.findByRole('switch', { name: /Verfügbar für neue Kunden/ });
    expect(available).toBeChecked();
    await user.click(available);
    await waitFor(() => expect(isRefused).toBe(true));
    expect(await screen.findByRole('alert')).toHaveTextContent('Speichern fehlgeschlagen');
    await waitFor(() => expect(available).toBeChecked());
    const reads = calls.filter((call) => call.body?.includes('query Availability'));
    expect(reads.length).toBeGreaterThanOrEqual(2);
  });

  it('shows an empty list and a load error with retry', async () => {
    let isDown = true;
    const { user } = await renderAvailability(() =>
      isDown
        ? json(503, { status: 503, errorCode: 'INTERNAL_SERVER_ERROR' })
        : json(200, { data: { me: { ...availability.data.me, absences: [] } } }),
    );
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Die Daten konnten nicht geladen werden.');
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Keine Abwesenheiten eingetragen.')).toBeInTheDocument();
  });

  it('sends an employee back to the account menu', async () => {
    await renderAvailability(() => json(200, availability), true);
    expect(await screen.findByRole('heading', { name: 'Konto' })).toBeInTheDocument();
  });
});

describe('spec 2 §8 failed saves on /account/availability (record 0109)', () => {
  const serverFailure = () =>
    json(200, { data: null, errors: [{ extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });

  it('a failed profile save of the server reads ERROR_UNKNOWN; a refusal keeps its own text', async () => {
    let answer = serverFailure();
    const { user } = await renderAvailability((call) =>
      call.body?.includes('SetCaregiverBookedOut') ? answer.clone() : json(200, availability),
    );
    const available = await screen.findByRole('switch', { name: /Verfügbar für neue Kunden/ });
    await user.click(available);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Speichern fehlgeschlagen: Unbekannter Fehler, bitte versuche es später erneut.',
    );
    answer = json(200, { data: null, errors: [{ extensions: { code: 'FORBIDDEN' } }] });
    await user.click(available);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Speichern fehlgeschlagen: Dafür fehlt dir die Berechtigung.',
      ),
    );
  });

  it('a failed absence save of the server reads ERROR_RESPONSE with INTERNAL_SERVER_ERROR', async () => {
    const { user } = await renderAvailability((call) =>
      call.body?.includes('CreateCaregiverAbsence') ? serverFailure() : json(200, availability),
    );
    await user.click(await screen.findByRole('button', { name: 'Abwesenheit hinzufügen' }));
    const form = screen.getByRole('form', { name: 'Abwesenheit hinzufügen' });
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Speichern fehlgeschlagen: Fehler: INTERNAL_SERVER_ERROR',
    );
  });
});

describe('/account/availability offline (issue 39)', () => {
  it('disables every save with the reason, said once; online they are offered', async () => {
    const { user, calls } = await renderAvailability(() => json(200, availability));
    const available = await screen.findByRole('switch', { name: /Verfügbar für neue Kunden/ });
    expect(available).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Abwesenheit hinzufügen' }));
    const form = screen.getByRole('form', { name: 'Abwesenheit hinzufügen' });
    expect(within(form).getByRole('button', { name: 'Speichern' })).toBeEnabled();
    expect(screen.queryByText(OFFLINE_REASON)).not.toBeInTheDocument();
    const writes = () => calls.filter((call) => call.body?.includes('mutation')).length;
    const before = writes();

    goOffline();
    const save = within(form).getByRole('button', { name: 'Speichern' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription(OFFLINE_REASON);
    expect(screen.getByRole('switch', { name: /Verfügbar für neue Kunden/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Abwesenheit .* löschen/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Abwesenheit .* bearbeiten/ })).toBeDisabled();
    expect(screen.getByRole('slider', { name: 'Maximale Entfernung zum Kunden' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getAllByText(OFFLINE_REASON)).toHaveLength(1);
    await user.click(save);
    expect(writes()).toBe(before);
  });
});
