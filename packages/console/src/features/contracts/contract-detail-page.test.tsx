import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { data, ME, on, tokenReply } from '../../test/fake-api';
import { renderConsole } from '../../test/render-console';
import { CONTRACT } from './contract-fixtures';

const DETAIL = {
  ...CONTRACT,
  cancelationInitiatedAt: null,
  periods: [
    {
      id: 'p-new',
      year: 2026,
      month: 11,
      state: 'UPLOADED',
      overdueAt: null,
      files: [
        {
          id: 'f-1',
          filename: 'nachweis-november.pdf',
          mimeType: 'application/pdf',
          sizeInBytes: 1200,
          uploadedAt: '2026-11-30T10:00:00.000Z',
        },
      ],
    },
    {
      id: 'p-old',
      year: 2026,
      month: 10,
      state: 'OVERDUE',
      overdueAt: '2026-11-03T00:00:00.000Z',
      files: [],
    },
  ],
};

const handlers = (role: 'dispatcher' | 'finance') => [
  on('POST', '/auth/token', tokenReply(role)),
  on('GET', '/ops/staff/me', data(ME[role])),
  on('GET', '/ops/contracts/c-1', data(DETAIL)),
  on('POST', '/ops/contracts/c-1/first-booking', data({ contract_id: 'c-1' })),
  on('POST', '/ops/contracts/c-1/cancel', data({ contract_id: 'c-1', bookings_after_end: 1 })),
  on('GET', '/ops/service-documentation/files/f-1', { body: '%PDF-1.4' }),
];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a contract', () => {
  it('lists the overdue month first and opens a file in a new tab', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:file-1');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const { calls } = renderConsole('/contracts/c-1', handlers('finance'), { signedIn: true });
    expect(
      await screen.findByRole('heading', { name: 'Vertrag mit Erna Krause' }),
    ).toBeInTheDocument();
    const months = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(months).toEqual(['Oktober 2026', 'November 2026']);
    // Finance reads; the forms are the dispatcher's.
    expect(screen.queryByRole('button', { name: 'Antwort speichern' })).toBeNull();

    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'nachweis-november.pdf ansehen (neuer Tab)' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:file-1'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(calls.some((call) => call.path === '/ops/service-documentation/files/f-1')).toBe(true);
    expect(createObjectURL.mock.calls[0]?.[0].type).toBe('application/pdf');
  });

  it("sends the customer's 'maybe' with its reason, and asks for one first", async () => {
    const { calls } = renderConsole('/contracts/c-1', handlers('dispatcher'), { signedIn: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Vielleicht (mit Grund)' }));
    await user.click(screen.getByRole('button', { name: 'Antwort speichern' }));
    expect(await screen.findByText('Bitte einen Grund wählen.')).toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('/first-booking'))).toBe(false);

    await user.click(screen.getByRole('combobox', { name: 'Grund der Unsicherheit' }));
    await user.click(
      await screen.findByRole('option', { name: 'Finanzierung unklar', hidden: true }),
    );
    await user.type(screen.getByRole('textbox', { name: /^Kommentar/ }), 'Pflegekasse fragt noch');
    await user.click(screen.getByRole('button', { name: 'Antwort speichern' }));
    await waitFor(() => {
      const sent = calls.find((call) => call.path === '/ops/contracts/c-1/first-booking');
      expect(sent?.body).toEqual({
        answer: 'maybe',
        reason: 'reason_financing_unclear',
        comment: 'Pflegekasse fragt noch',
      });
    });
  });

  it("sends a decline's sub-reason apart from its reason, only beside different_type_of_caregiver_needed (record 0110)", async () => {
    const { calls } = renderConsole('/contracts/c-1', handlers('dispatcher'), { signedIn: true });
    const user = userEvent.setup();
    const pick = async (select: string, option: string) => {
      await user.click(screen.getByRole('combobox', { name: select }));
      await user.click(await screen.findByRole('option', { name: option, hidden: true }));
    };
    const sent = () =>
      calls.filter((call) => call.path === '/ops/contracts/c-1/first-booking').map((c) => c.body);
    await user.click(await screen.findByRole('radio', { name: 'Abgesagt' }));
    expect(screen.queryByRole('combobox', { name: 'Genauer Grund' })).toBeNull();

    await pick('Grund der Absage', 'Andere Art von Betreuungskraft benötigt');
    await user.click(screen.getByRole('combobox', { name: 'Genauer Grund' }));
    const subReasons = await screen.findByRole('listbox', { name: 'Genauer Grund', hidden: true });
    expect(
      within(subReasons)
        .getAllByRole('option', { hidden: true })
        .map((option) => option.textContent),
    ).toEqual([
      'Geschlecht',
      'Alter',
      'Zu wenig Erfahrung',
      'Sprache',
      'Keine Covid-Impfung',
      'Anderer Grund',
    ]);
    await user.click(within(subReasons).getByRole('option', { name: 'Sprache', hidden: true }));

    // Another reason takes no sub-reason: the field goes, and the one chosen is not sent.
    await pick('Grund der Absage', 'Entfernung zu weit');
    expect(screen.queryByRole('combobox', { name: 'Genauer Grund' })).toBeNull();
    await pick('Grund der Absage', 'Andere Art von Betreuungskraft benötigt');
    expect(screen.getByRole('combobox', { name: 'Genauer Grund' })).toHaveValue('');
    await pick('Grund der Absage', 'Entfernung zu weit');
    await user.click(screen.getByRole('button', { name: 'Antwort speichern' }));
    await waitFor(() =>
      expect(sent()).toEqual([{ answer: 'decline', reason: 'distance_too_far' }]),
    );

    await user.click(await screen.findByRole('radio', { name: 'Abgesagt' }));
    await pick('Grund der Absage', 'Andere Art von Betreuungskraft benötigt');
    await user.click(screen.getByRole('combobox', { name: 'Genauer Grund' }));
    const again = await screen.findByRole('listbox', { name: 'Genauer Grund', hidden: true });
    await user.click(within(again).getByRole('option', { name: 'Anderer Grund', hidden: true }));
    await user.type(screen.getByRole('textbox', { name: /^Kommentar/ }), 'Mit Demenz-Erfahrung');
    await user.click(screen.getByRole('button', { name: 'Antwort speichern' }));
    await waitFor(() =>
      expect(sent()[1]).toEqual({
        answer: 'decline',
        reason: 'different_type_of_caregiver_needed',
        sub_reason: 'other',
        comment: 'Mit Demenz-Erfahrung',
      }),
    );
  });

  it('schedules the end of the collaboration with the day and the reason', async () => {
    const { calls } = renderConsole('/contracts/c-1', handlers('dispatcher'), { signedIn: true });
    const user = userEvent.setup();
    const date = await screen.findByLabelText(/Letzter Tag ist der Tag vor/);
    await user.click(screen.getByRole('button', { name: 'Ende planen' }));
    expect(await screen.findByText('Bitte einen Tag ab morgen wählen.')).toBeInTheDocument();
    await user.type(date, '2099-03-01');
    await user.type(screen.getByLabelText('Grund (steht im Protokoll)'), 'Umzug ins Heim');
    await user.click(screen.getByRole('button', { name: 'Ende planen' }));
    await waitFor(() => {
      const sent = calls.find((call) => call.path === '/ops/contracts/c-1/cancel');
      expect(sent?.body).toEqual({ scheduled_for: '2099-03-01', reason: 'Umzug ins Heim' });
    });
  });

  it("shows a decline's reason with what did not fit (record 0110)", async () => {
    const declined = {
      ...DETAIL,
      status: 'ended',
      firstBooking: {
        ...DETAIL.firstBooking,
        firstBookingStatus: 'DECLINED',
        declineReason: 'different_type_of_caregiver_needed',
        declineSubReason: 'other',
      },
    };
    renderConsole(
      '/contracts/c-1',
      [...handlers('finance').slice(0, 2), on('GET', '/ops/contracts/c-1', data(declined))],
      { signedIn: true },
    );
    expect(
      await screen.findByText(
        'Grund der Absage: Andere Art von Betreuungskraft benötigt – Anderer Grund',
      ),
    ).toBeInTheDocument();
  });
});
