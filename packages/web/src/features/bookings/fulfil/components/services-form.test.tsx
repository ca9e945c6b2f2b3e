import { MAIN_SERVICE_IDS } from '@careport/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../../test/fake-server';
import {
  FEEDBACK_SETTINGS_STORAGE_KEY,
  feedbackSettingsStore,
} from '../feedback-settings/feedback-settings-store';
import {
  BOOKING_ID,
  bodiesOf,
  CONTRACT_ID,
  fulfilServer,
  openFulfil,
} from '../test/fulfil-test-kit';

const submitButton = () => screen.getByRole('button', { name: 'Termin dokumentieren' });

async function openForm(options: Parameters<typeof fulfilServer>[0] = { isEmployee: false }) {
  const view = await openFulfil(fulfilServer(options));
  // The first open loads the lazy route's code: allow it time.
  await screen.findByRole('checkbox', { name: 'Alltagsbegleitung' }, { timeout: 5000 });
  return view;
}

describe("the independent's services form (spec 1 §2, §5)", { timeout: 20_000 }, () => {
  it('preselects the fixed service for the payment method and has a way back (issue 16 §6)', async () => {
    const { user } = await openForm();
    // spec 1 §5: every payment but household help documents everyday assistance.
    expect(screen.getByRole('checkbox', { name: 'Alltagsbegleitung' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Haushaltshilfe' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Termin' })).toHaveAttribute(
      'href',
      `/bookings/${BOOKING_ID}`,
    );
    // Until services are chosen by hand, the preselection follows the payment method.
    await user.click(screen.getByRole('combobox', { name: 'Zahlungsart' }));
    await user.click(
      await screen.findByRole('option', { name: 'Haushaltshilfe §24 SGB V', hidden: true }),
    );
    expect(screen.getByRole('checkbox', { name: 'Haushaltshilfe' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Alltagsbegleitung' })).not.toBeChecked();
  });

  it('needs at least one main service while other services are off', async () => {
    const { user, calls } = await openForm();
    // Unchecks the preselected service.
    await user.click(screen.getByRole('checkbox', { name: 'Alltagsbegleitung' }));
    await user.click(submitButton());
    expect(await screen.findByText('Wähle mindestens eine Leistung aus')).toBeInTheDocument();
    expect(bodiesOf(calls, '/caregiver-app/booking/fulfill/')).toHaveLength(0);
  });

  it('needs a text of at most 100 characters when other services are on', async () => {
    const { user, calls } = await openForm();
    await user.click(screen.getByRole('switch', { name: 'Sonstige Leistungen erbracht' }));
    await user.click(submitButton());
    expect(
      await screen.findByText('Bitte beschreibe die sonstigen Leistungen'),
    ).toBeInTheDocument();
    const text = screen.getByRole('textbox', { name: /Welche sonstigen Leistungen/ });
    await user.click(text);
    await user.paste('x'.repeat(101));
    await user.click(submitButton());
    expect(await screen.findByText('Höchstens 100 Zeichen')).toBeInTheDocument();
    expect(bodiesOf(calls, '/caregiver-app/booking/fulfill/')).toHaveLength(0);
  });

  it('documents services, other text and payment method, then goes on to the survey', async () => {
    const { user, calls } = await openForm();
    await user.click(screen.getByRole('checkbox', { name: 'Haushaltshilfe' }));
    await user.click(screen.getByRole('switch', { name: 'Sonstige Leistungen erbracht' }));
    await user.type(
      screen.getByRole('textbox', { name: /Welche sonstigen Leistungen/ }),
      'Blumen gegossen',
    );
    await user.click(screen.getByRole('combobox', { name: 'Zahlungsart' }));
    await user.click(
      await screen.findByRole('option', {
        name: 'Kein Budget nutzen - Privatzahlung',
        hidden: true,
      }),
    );
    await user.click(submitButton());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Umfrage zum Termin' }),
    ).toBeInTheDocument();
    const [body] = bodiesOf(calls, `/caregiver-app/booking/fulfill/${BOOKING_ID}`);
    expect(body).toEqual({
      start_date: expect.any(String) as string,
      end_date: expect.any(String) as string,
      main_service_ids: [MAIN_SERVICE_IDS.EVERYDAY_ASSISTANCE, MAIN_SERVICE_IDS.HOUSEHOLD_HELP],
      other_service_description: 'Blumen gegossen',
      payment_method: 'private_payment',
    });
    // spec 1 §4: the counter of the contract's feedback settings rose.
    expect(feedbackSettingsStore.get(CONTRACT_ID).bookingCount).toBeGreaterThan(0);
  });

  it('skips the survey when the contract asks only every third time', async () => {
    window.localStorage.setItem(
      FEEDBACK_SETTINGS_STORAGE_KEY,
      JSON.stringify({ [CONTRACT_ID]: { bookingCount: 3, frequency: 3, disabled: false } }),
    );
    const { user } = await openForm();
    await user.click(submitButton());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Termindetails' }),
    ).toBeInTheDocument();
    expect(feedbackSettingsStore.get(CONTRACT_ID).bookingCount).toBe(4);
    feedbackSettingsStore.flush();
    expect(window.localStorage.getItem(FEEDBACK_SETTINGS_STORAGE_KEY)).toContain(
      '"bookingCount":4',
    );
  });

  it.each([
    [
      'BOOKING_VALIDATION_OVERLAPS',
      'Entweder überschneidet sich die Termin mit einem anderen Termin, oder der Termin wurde bereits dokumentiert',
    ],
    [
      'BOOKING_IS_FULFILLED',
      'Entweder überschneidet sich die Termin mit einem anderen Termin, oder der Termin wurde bereits dokumentiert',
    ],
    ['BOOKING_INVALID_SERVICE', 'Ungültige Leistung'],
    ['SOMETHING_NEW', 'Unerwarteter Fehler: SOMETHING_NEW'],
  ])('shows the message for %s and stays', async (errorCode, message) => {
    const { user } = await openForm({
      isEmployee: false,
      handle: (call) =>
        call.url.includes('/fulfill/') ? json(400, { status: 400, errorCode }) : undefined,
    });
    await user.click(submitButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(submitButton()).toBeInTheDocument();
  });

  it('shows the price to independents and says when a booking is documented already', async () => {
    await openFulfil(
      fulfilServer({
        isEmployee: false,
        booking: { status: 'FULFILLED' },
      }),
    );
    expect(
      await screen.findByText('Dieser Termin wurde bereits dokumentiert.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Termin dokumentieren' })).toBeNull();
  });

  it('says a booking cannot be documented before it has started', async () => {
    const inAnHour = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    await openFulfil(
      fulfilServer({ isEmployee: false, booking: { start_date: inAnHour, end_date: inAnHour } }),
    );
    expect(
      await screen.findByText('Ein Termin kann erst dokumentiert werden, wenn er begonnen hat.'),
    ).toBeInTheDocument();
  });

  it('shows the deleted-record message for an unknown booking', async () => {
    await openFulfil(
      fulfilServer({
        isEmployee: false,
        handle: (call) =>
          call.url.endsWith(`/caregiver-app/booking/${BOOKING_ID}`)
            ? json(404, { status: 404, errorCode: 'BOOKING_NOT_FOUND' })
            : undefined,
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Ups! Dieser Eintrag wurde gelöscht. Hier gibt's nichts mehr zu sehen!",
    );
  });
});
