import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PaymentMethod } from '@careport/domain';
import { Outlet, useParams } from 'react-router';
import { signIn, testClient } from '../../../../../test/fake-server';
import { renderRoutes } from '../../../../../test/render';
import { toFulfilBooking } from '../../api/get-fulfil-booking';
import {
  bodiesOf,
  BOOKING_ID,
  bookingDto,
  fakeSignaturePad,
  fulfilServer,
} from '../../test/fulfil-test-kit';
import { SignaturePadFactoryContext } from '../signature/signature-pad-port';
import type { FlowState } from './flow-state';
import { flowReducer, initialFlowState, parseStep } from './flow-state';
import { SignatureFlow } from './signature-flow';

const booking = toFulfilBooking(
  bookingDto({ payment_method: 'direct_reimbursement' }) as Parameters<typeof toFulfilBooking>[0],
);

/** The flow at step 4 with the declaration still to sign, paid by assignment to the insurance. */
function atStepFour(paymentMethod: PaymentMethod = 'direct_reimbursement'): FlowState {
  return {
    ...initialFlowState({ paymentMethod, isFirstBooking: true }),
    reached: [1, 2, 3, 4],
  };
}

function FlowAtStep({ initialState }: { initialState: FlowState }) {
  const params = useParams();
  return (
    <SignatureFlow
      booking={booking}
      step={parseStep(params.step) ?? 1}
      onFulfilled={() => {}}
      initialState={initialState}
    />
  );
}

async function renderFlow(
  initialState: FlowState,
  initialEntries = [`/bookings/${BOOKING_ID}/fulfill/3`, `/bookings/${BOOKING_ID}/fulfill/4`],
) {
  await signIn();
  const server = await testClient(fulfilServer({ isEmployee: true }));
  const onFulfilled = vi.fn();
  const view = renderRoutes(
    [
      {
        HydrateFallback: () => null,
        element: (
          <SignaturePadFactoryContext value={fakeSignaturePad}>
            <Outlet />
          </SignaturePadFactoryContext>
        ),
        children: [
          {
            path: '/bookings/:bookingId/fulfill/:step?',
            element: <FlowAtStep initialState={initialState} />,
          },
        ],
      },
    ],
    {
      client: server.client,
      initialEntries,
    },
  );
  return { ...server, ...view, onFulfilled, user: userEvent.setup({ delay: null }) };
}

const heading = (name: string) =>
  screen.findByRole('heading', { level: 2, name }, { timeout: 5000 });

describe(
  "step 4 'not signing' and the step 5 private-payment warning (spec 1 §4)",
  { timeout: 20_000 },
  () => {
    it('agreeing makes the payment private and goes on to the caregiver signature', async () => {
      const { user, calls } = await renderFlow(atStepFour());
      await heading('Unterschrift Kunde: Abtretungserklärung');
      await user.click(
        screen.getByRole('button', { name: 'Nicht unterschreiben und privat zahlen' }),
      );
      await heading('Hinweis zur Privatzahlung');
      expect(
        screen.getByText(
          'Ohne Abtretungserklärung wird der Termin privat abgerechnet. Möchtest du fortfahren?',
        ),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Ja, privat zahlen' }));
      await heading('Unterschrift Betreuungskraft');
      expect(screen.getAllByText('Kein Budget nutzen - Privatzahlung').length).toBeGreaterThan(0);
      fireEvent.pointerDown(screen.getByLabelText('Unterschriftenfeld'));
      await user.click(screen.getByRole('button', { name: 'Weiter' }));
      await vi.waitFor(() =>
        expect(bodiesOf(calls, '/caregiver-app/booking/fulfill/')).toEqual([
          expect.objectContaining({ payment_method: 'private_payment' }),
        ]),
      );
      // The declaration was never signed.
      expect(calls.some((call) => call.url.includes('upload-image-cu-decleration'))).toBe(false);
    });

    it('refusing returns to the declaration, payment unchanged', async () => {
      const { user } = await renderFlow(atStepFour());
      await heading('Unterschrift Kunde: Abtretungserklärung');
      await user.click(
        screen.getByRole('button', { name: 'Nicht unterschreiben und privat zahlen' }),
      );
      await user.click(await screen.findByRole('button', { name: 'Nein, zurück' }));
      await heading('Unterschrift Kunde: Abtretungserklärung');
      expect(screen.getByText('Abtretung an die Pflegekasse')).toBeInTheDocument();
    });

    it('after agreeing, the switch back to insurance cover returns to the declaration', async () => {
      const { user } = await renderFlow(atStepFour());
      await user.click(
        await screen.findByRole('button', { name: 'Nicht unterschreiben und privat zahlen' }),
      );
      await user.click(await screen.findByRole('button', { name: 'Ja, privat zahlen' }));
      await user.click(
        await screen.findByRole('button', { name: 'Zurück zur Kostenübernahme durch die Kasse' }),
      );
      await heading('Unterschrift Kunde: Abtretungserklärung');
      expect(screen.getByText('Abtretung an die Pflegekasse')).toBeInTheDocument();
    });

    it('is not offered for private payment', async () => {
      await renderFlow(atStepFour('private_payment'));
      await heading('Unterschrift Kunde: Abtretungserklärung');
      expect(screen.queryByRole('button', { name: /Nicht unterschreiben/ })).toBeNull();
    });
  },
);

describe(
  'the signature areas say how to sign without a pointer (issue 14)',
  { timeout: 20_000 },
  () => {
    const at = (step: number, paymentMethod: PaymentMethod = 'direct_reimbursement') =>
      renderFlow(
        {
          ...initialFlowState({ paymentMethod, isFirstBooking: true }),
          reached: [1, 2, 3, 4, 5, 6].filter((reached) => reached <= step) as FlowState['reached'],
        },
        [`/bookings/${BOOKING_ID}/fulfill/${step}`],
      );
    const area = () => screen.findByLabelText('Unterschriftenfeld', {}, { timeout: 5000 });

    it("offers the customer's step the way for when nobody can sign", async () => {
      await at(3);
      expect(await area()).toHaveAccessibleDescription(
        /mit dem Finger oder einem Eingabestift.*Tastatur allein.*„Wer unterschreibt\?“ die Antwort „Niemand kann unterschreiben“/,
      );
      expect(screen.getByRole('radio', { name: 'Niemand kann unterschreiben' })).toBeVisible();
    });

    it('keeps the focus on the answer when nobody signing swaps the layout, and back', async () => {
      const { user } = await at(3);
      await area();
      await user.click(screen.getByRole('radio', { name: 'Niemand kann unterschreiben' }));
      await screen.findByRole('button', { name: 'Ohne Kundenunterschrift weiter' });
      expect(screen.getByRole('radio', { name: 'Niemand kann unterschreiben' })).toHaveFocus();
      await user.click(screen.getByRole('radio', { name: 'Die pflegebedürftige Person' }));
      await area();
      expect(screen.getByRole('radio', { name: 'Die pflegebedürftige Person' })).toHaveFocus();
    });

    it('names not signing at the assignment', async () => {
      await at(4);
      expect(await area()).toHaveAccessibleDescription(
        /wähle unten „Nicht unterschreiben und privat zahlen“/,
      );
    });

    it('names the way back to the assignment when not signing is not offered', async () => {
      await at(4, 'private_payment');
      expect(await area()).toHaveAccessibleDescription(/geh zurück.*„Niemand kann unterschreiben“/);
    });

    it('points the caregiver who cannot sign to the paper proof', async () => {
      await at(6);
      expect(await area()).toHaveAccessibleDescription(
        /zurück zur Zusammenfassung.*„Klassisch \(Foto des Papiernachweises\)“/,
      );
    });
  },
);

describe('flow state', () => {
  it('keeps the original method for the switch back', () => {
    const agreed = flowReducer(atStepFour('invoice'), { type: 'answerWarning', answer: 'agree' });
    expect(agreed.paymentMethod).toBe('private_payment');
    expect(agreed.reached).toContain(6);
    const back = flowReducer(agreed, { type: 'switchBackToInsurance' });
    expect(back.paymentMethod).toBe('invoice');
  });

  it.each([
    [undefined, 1],
    ['4', 4],
    ['7', null],
    ['done', null],
  ])('reads step %s from the URL as %s', (param, step) => {
    expect(parseStep(param)).toBe(step);
  });
});
