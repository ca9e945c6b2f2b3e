import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../../../test/fake-server';
import { goOffline, OFFLINE_REASON } from '../../../../../test/offline';
import {
  FEEDBACK_SETTINGS_STORAGE_KEY,
  feedbackSettingsStore,
} from '../../feedback-settings/feedback-settings-store';
import { BOOKING_ID, CONTRACT_ID, fulfilServer, openFulfil } from '../../test/fulfil-test-kit';

const SURVEY = `/bookings/${BOOKING_ID}/survey`;
const fulfilled = { status: 'FULFILLED', survey_status: 'false' };

afterEach(() => {
  vi.restoreAllMocks();
});

async function openSurvey(options: Partial<Parameters<typeof fulfilServer>[0]> = {}) {
  const view = await openFulfil(
    fulfilServer({ isEmployee: true, ...options, booking: { ...fulfilled, ...options.booking } }),
    SURVEY,
  );
  await screen.findByRole('heading', { level: 1, name: 'Umfrage zum Termin' }, { timeout: 5000 });
  return view;
}

const graphqlBodies = (calls: { url: string; body: string | null }[]) =>
  calls
    .filter((call) => call.url.endsWith('/graphql'))
    .map((call) => JSON.parse(call.body ?? '{}') as { variables: unknown });

describe('the survey after a fulfilled booking (spec 1 §2, §4, §5)', { timeout: 20_000 }, () => {
  it('requires a choice in steps 1 and 2, then sends the answers and thanks', async () => {
    const { user, calls } = await openSurvey();
    await screen.findByRole('heading', { level: 2, name: 'Befinden' });
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Bitte triff eine Auswahl')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Mittelmäßig' }));
    await user.click(screen.getByRole('radio', { name: 'Einsam' }));
    await user.type(screen.getByRole('textbox', { name: /Möchtest du etwas ergänzen/ }), 'Müde');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));

    await screen.findByRole('heading', { level: 2, name: 'Energie' });
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Bitte triff eine Auswahl')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Sehr hoch' }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));

    await screen.findByRole('heading', { level: 2, name: 'Aktivitäten' });
    await user.type(screen.getByRole('textbox', { name: /Was habt ihr/ }), 'Spaziergang');
    await user.click(screen.getByRole('button', { name: 'Umfrage absenden' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Vielen Dank!' }),
    ).toBeInTheDocument();
    expect(graphqlBodies(calls)[0]?.variables).toEqual({
      input: {
        bookingId: BOOKING_ID,
        careReceiverMood: 'LONELY',
        careReceiverMoodAdditionalText: 'Müde',
        customerEnergy: 'VERY_HIGH',
        customerEnergyAdditionalText: '',
        activitiesPerformed: 'Spaziergang',
      },
    });
  });

  it('refuses a pasted text over 100 characters with a message instead of cutting it', async () => {
    const { user, calls } = await openSurvey();
    await screen.findByRole('heading', { level: 2, name: 'Befinden' });
    await user.click(screen.getByRole('radio', { name: 'Mittelmäßig' }));
    const text = screen.getByRole('textbox', { name: /Möchtest du etwas ergänzen/ });
    await user.click(text);
    await user.paste('x'.repeat(130));
    expect(text).toHaveValue('x'.repeat(130));
    expect(await screen.findByText('Höchstens 100 Zeichen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Befinden' })).toBeInTheDocument();

    await user.clear(text);
    await user.paste('x'.repeat(100));
    expect(screen.queryByText('Höchstens 100 Zeichen')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await screen.findByRole('heading', { level: 2, name: 'Energie' });
    await user.click(screen.getByRole('radio', { name: 'Sehr hoch' }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));

    await screen.findByRole('heading', { level: 2, name: 'Aktivitäten' });
    await user.click(screen.getByRole('textbox', { name: /Was habt ihr/ }));
    await user.paste('y'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Umfrage absenden' }));
    expect(await screen.findByText('Höchstens 100 Zeichen')).toBeInTheDocument();
    expect(graphqlBodies(calls)).toEqual([]);
  });

  it('asks an independent about further appointments after a first booking, never an employee', async () => {
    const employee = await openSurvey({ booking: { is_first_booking: true } });
    await screen.findByRole('radio', { name: 'sehr gut' });
    expect(screen.queryByRole('radio', { name: 'Vielleicht' })).toBeNull();
    employee.unmount();
    const { user, calls } = await openSurvey({
      isEmployee: false,
      booking: { is_first_booking: true },
    });
    await user.click(await screen.findByRole('radio', { name: 'sehr gut' }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Bitte triff eine Auswahl')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Vielleicht' }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await user.click(await screen.findByRole('radio', { name: 'Niedrig' }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await user.click(await screen.findByRole('button', { name: 'Umfrage absenden' }));
    await screen.findByRole('heading', { level: 2, name: 'Vielen Dank!' });
    expect(graphqlBodies(calls)[0]?.variables).toMatchObject({
      input: { furtherAppointments: 'MAYBE', careReceiverMood: 'VERY_GOOD', customerEnergy: 'LOW' },
    });
  });

  it('logs a failed save and still thanks', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await openSurvey({
      handle: (call) =>
        call.url.endsWith('/graphql')
          ? json(200, {
              data: null,
              errors: [{ message: 'x', extensions: { code: 'BOOKING_NOT_FOUND' } }],
            })
          : undefined,
    });
    await user.click(await screen.findByRole('radio', { name: 'Gut' }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await user.click(await screen.findByRole('radio', { name: 'Hoch' }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await user.click(await screen.findByRole('button', { name: 'Umfrage absenden' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Vielen Dank!' }),
    ).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Saving the booking feedback failed', expect.anything());
    error.mockRestore();
  });

  it('a later step opened by URL goes back to step 1', async () => {
    await openFulfil(fulfilServer({ isEmployee: true, booking: fulfilled }), `${SURVEY}/3`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Befinden' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('says so when no survey is open', async () => {
    await openFulfil(
      fulfilServer({ isEmployee: true, booking: { status: 'FULFILLED', survey_status: 'true' } }),
      SURVEY,
    );
    expect(
      await screen.findByText(
        'Für diesen Termin ist gerade keine Umfrage offen.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });
});

describe(
  'the feedback settings on the independent’s survey (spec 1 §4)',
  { timeout: 20_000 },
  () => {
    it('asks every third booking whether to go on; "never" turns it off for good', async () => {
      window.localStorage.setItem(
        FEEDBACK_SETTINGS_STORAGE_KEY,
        JSON.stringify({ [CONTRACT_ID]: { bookingCount: 3, frequency: 1, disabled: false } }),
      );
      const { user } = await openSurvey({ isEmployee: false });
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Weiter Feedback geben?' }),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: 'Nie' }));
      await user.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Termindetails' }),
      ).toBeInTheDocument();
      expect(feedbackSettingsStore.get(CONTRACT_ID)).toEqual({
        bookingCount: 3,
        frequency: 1,
        disabled: true,
      });
    });

    it('"every third booking" sets frequency 3 and goes on with the survey', async () => {
      window.localStorage.setItem(
        FEEDBACK_SETTINGS_STORAGE_KEY,
        JSON.stringify({ [CONTRACT_ID]: { bookingCount: 6, frequency: 1, disabled: false } }),
      );
      const { user } = await openSurvey({ isEmployee: false });
      await user.click(await screen.findByRole('radio', { name: 'Bei jeder dritten Buchung' }));
      await user.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Befinden' }),
      ).toBeInTheDocument();
      expect(feedbackSettingsStore.get(CONTRACT_ID).frequency).toBe(3);
    });

    it('offers to stop asking for this customer', async () => {
      const { user } = await openSurvey({ isEmployee: false });
      await user.click(
        await screen.findByRole('button', { name: 'Für diesen Kunden nicht mehr fragen' }),
      );
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Termindetails' }),
      ).toBeInTheDocument();
      expect(feedbackSettingsStore.get(CONTRACT_ID).disabled).toBe(true);
    });
  },
);

describe('the survey offline (issue 39)', { timeout: 20_000 }, () => {
  it('leads through the steps, then disables its submit with the reason; enabled online', async () => {
    const { user, calls } = await openSurvey();
    await screen.findByRole('heading', { level: 2, name: 'Befinden' });
    goOffline();
    // The steps before need no connection, and say nothing about it.
    expect(screen.queryByText(OFFLINE_REASON)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Mittelmäßig' }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await screen.findByRole('heading', { level: 2, name: 'Energie' });
    await user.click(screen.getByRole('radio', { name: 'Sehr hoch' }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));

    await screen.findByRole('heading', { level: 2, name: 'Aktivitäten' });
    const submit = screen.getByRole('button', { name: 'Umfrage absenden' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(OFFLINE_REASON);
    expect(screen.getAllByText(OFFLINE_REASON)).toHaveLength(1);
    await user.click(submit);
    expect(graphqlBodies(calls)).toEqual([]);

    vi.restoreAllMocks();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByRole('button', { name: 'Umfrage absenden' })).toBeEnabled();
    expect(screen.queryByText(OFFLINE_REASON)).not.toBeInTheDocument();
  });
});
