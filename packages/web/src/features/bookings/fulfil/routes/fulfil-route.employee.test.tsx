import type { PaymentMethod } from '@careport/domain';
import { MAIN_SERVICE_IDS } from '@careport/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../../../test/fake-server';
import { BOOKING_ID, bodiesOf, fulfilServer, openFulfil } from '../test/fulfil-test-kit';

const STEP = {
  1: 'Datum und Uhrzeit bestätigen',
  2: 'Zusammenfassung',
  3: 'Unterschrift Kunde: Terminbestätigung',
  4: 'Unterschrift Kunde: Abtretungserklärung',
  6: 'Unterschrift Betreuungskraft',
} as const;

// Generous: the first open of a file loads the lazy route's code on a busy machine.
const stepHeading = (name: string) =>
  screen.findByRole('heading', { level: 2, name }, { timeout: 5000 });

async function signAndGoOn(user: UserEvent) {
  fireEvent.pointerDown(screen.getByLabelText('Unterschriftenfeld'));
  await user.click(screen.getByRole('button', { name: 'Weiter' }));
}

/** Steps 1 and 2 of the digital way, landing on the customer's confirmation (step 3). */
async function startDigital(paymentMethod: PaymentMethod, isFirstBooking = false) {
  const server = fulfilServer({
    isEmployee: true,
    booking: { payment_method: paymentMethod, is_first_booking: isFirstBooking },
  });
  const view = await openFulfil(server);
  await stepHeading(STEP[1]);
  await view.user.click(screen.getByRole('button', { name: 'Datum und Uhrzeit stimmen' }));
  await stepHeading(STEP[2]);
  await view.user.click(screen.getByRole('button', { name: 'Zur Unterschrift' }));
  await stepHeading(STEP[3]);
  return view;
}

describe(
  'employee signature flow, routed by payment method (spec 1 §2, §4)',
  { timeout: 20_000 },
  () => {
    it.each<[string, PaymentMethod, boolean, (3 | 4 | 6)[]]>([
      ['household help on the first booking', 'household_help_24', true, [3, 4, 6]],
      ['household help on a later booking', 'household_help_38_1', false, [3, 6]],
      ['private payment', 'private_payment', false, [3, 4, 6]],
      ['workshop or social welfare', 'workshop_social_welfare', true, [3, 6]],
      ['assignment to the insurance', 'direct_reimbursement', false, [3, 6]],
    ])('%s signs steps %j, then documents', async (_name, method, isFirst, steps) => {
      const { user, calls } = await startDigital(method, isFirst);
      for (const step of steps) {
        await stepHeading(STEP[step]);
        // spec 1 §4: 'not signing' is never offered for private, household or workshop payment.
        expect(screen.queryByRole('button', { name: /Nicht unterschreiben/ })).toBeNull();
        await signAndGoOn(user);
      }
      expect(
        await screen.findByText('Der Termin wurde digital unterschrieben und dokumentiert.'),
      ).toBeInTheDocument();
      const uploads = calls
        .map((call) => new URL(call.url, 'http://app.test').pathname)
        .filter((path) => path.includes('/upload-image'));
      const segments = { 3: 'cu-confirmation', 4: 'cu-decleration', 6: 'cg-confirmation' };
      expect(uploads).toEqual(
        steps.map((step) => `/caregiver-app/booking/upload-image-${segments[step]}/${BOOKING_ID}`),
      );
      expect(bodiesOf(calls, '/caregiver-app/booking/upload-image')[0]).toEqual({
        image_proof_base64: 'data:image/png;base64,U0lHTkVE1',
      });
      const [body] = bodiesOf(calls, '/caregiver-app/booking/fulfill/');
      expect(body).toMatchObject({
        main_service_ids: [
          method.startsWith('household')
            ? MAIN_SERVICE_IDS.HOUSEHOLD_HELP
            : MAIN_SERVICE_IDS.EVERYDAY_ASSISTANCE,
        ],
        other_service_description: '',
        payment_method: method,
      });
      // The confirmation offers the survey now or later.
      expect(screen.getByRole('link', { name: 'Umfrage jetzt ausfüllen' })).toHaveAttribute(
        'href',
        `/bookings/${BOOKING_ID}/survey`,
      );
      expect(screen.getByRole('link', { name: 'Später' })).toHaveAttribute('href', '/bookings');
    });

    it("alerts 'No signature entered' on an empty area and uploads nothing", async () => {
      const { user, calls } = await startDigital('direct_reimbursement');
      await user.click(screen.getByRole('button', { name: 'Weiter' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Keine Unterschrift eingegeben');
      expect(bodiesOf(calls, '/caregiver-app/booking/upload-image')).toHaveLength(0);
      expect(screen.getByRole('heading', { level: 2, name: STEP[3] })).toBeInTheDocument();
    });

    it('undo removes the last stroke, repeat clears the area', async () => {
      const { user } = await startDigital('direct_reimbursement');
      const canvas = screen.getByLabelText('Unterschriftenfeld');
      expect(screen.getByRole('button', { name: 'Rückgängig' })).toBeDisabled();
      fireEvent.pointerDown(canvas);
      fireEvent.pointerDown(canvas);
      await user.click(screen.getByRole('button', { name: 'Rückgängig' }));
      expect(screen.getByRole('button', { name: 'Rückgängig' })).toBeEnabled();
      await user.click(screen.getByRole('button', { name: 'Wiederholen' }));
      expect(screen.getByRole('button', { name: 'Rückgängig' })).toBeDisabled();
      await user.click(screen.getByRole('button', { name: 'Weiter' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Keine Unterschrift eingegeben');
    });

    it('a failed signature upload says so and stays on the step', async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      const server = fulfilServer({
        isEmployee: true,
        handle: (call) =>
          call.url.includes('upload-image-cu-confirmation')
            ? json(400, { status: 400, errorCode: 'IMAGE_INVALID' })
            : undefined,
      });
      const { user } = await openFulfil(server, `/bookings/${BOOKING_ID}/fulfill`);
      await user.click(
        await screen.findByRole('button', { name: 'Datum und Uhrzeit stimmen' }, { timeout: 5000 }),
      );
      await user.click(await screen.findByRole('button', { name: 'Zur Unterschrift' }));
      await stepHeading(STEP[3]);
      await signAndGoOn(user);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Beim Speichern der Unterschrift ist ein Fehler aufgetreten, bitte versuche es erneut',
      );
      expect(screen.getByRole('heading', { level: 2, name: STEP[3] })).toBeInTheDocument();
      expect(logged).toHaveBeenCalled();
      logged.mockRestore();
    });

    it('shows the overlap message when documenting fails with an overlap', async () => {
      const server = fulfilServer({
        isEmployee: true,
        handle: (call) =>
          call.url.includes('/fulfill/')
            ? json(400, { status: 400, errorCode: 'BOOKING_VALIDATION_OVERLAPS' })
            : undefined,
      });
      const { user } = await openFulfil(server);
      await user.click(
        await screen.findByRole('button', { name: 'Datum und Uhrzeit stimmen' }, { timeout: 5000 }),
      );
      await user.click(await screen.findByRole('button', { name: 'Zur Unterschrift' }));
      await stepHeading(STEP[3]);
      await signAndGoOn(user);
      await stepHeading(STEP[6]);
      await signAndGoOn(user);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Entweder überschneidet sich die Termin mit einem anderen Termin, oder der Termin wurde bereits dokumentiert',
      );
    });

    it('step 1 offers editing the booking, and a later step opened by URL starts at step 1', async () => {
      const { user } = await openFulfil(
        fulfilServer({ isEmployee: true }),
        `/bookings/${BOOKING_ID}/fulfill/6`,
      );
      await stepHeading(STEP[1]);
      const summary = screen.getByRole('region', { name: 'Termindetails' });
      expect(within(summary).getByText('Helga Brandt')).toBeInTheDocument();
      expect(within(summary).getByText('Abtretung an die Pflegekasse')).toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: 'Termin bearbeiten' }));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Termin bearbeiten' }),
      ).toBeInTheDocument();
    });

    it('the summary reads name and address from the wire objects, an empty payment method as a dash', async () => {
      await openFulfil(fulfilServer({ isEmployee: true, booking: { payment_method: null } }));
      await stepHeading(STEP[1]);
      const summary = screen.getByRole('region', { name: 'Termindetails' });
      expect(within(summary).getByText('Helga Brandt')).toBeInTheDocument();
      expect(within(summary).getByText('Kastanienallee 12, 10435 Berlin')).toBeInTheDocument();
      // spec 1 §3: an empty payment method is shown as a dash.
      expect(within(summary).getByText('Zahlungsart').nextElementSibling).toHaveTextContent(/^-$/);
    });

    it('back walks the steps as the browser history does', async () => {
      const { user } = await startDigital('direct_reimbursement');
      await user.click(screen.getByRole('button', { name: 'Zurück' }));
      await stepHeading(STEP[2]);
      await user.click(screen.getByRole('button', { name: 'Zurück' }));
      await stepHeading(STEP[1]);
    });
  },
);
