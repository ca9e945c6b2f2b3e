// Issue 14 who signed, in the employee's signature flow: the fulfil call says who gave the
// customer's signatures, or why nobody could.
import { fireEvent, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodiesOf, fulfilServer, openFulfil } from '../test/fulfil-test-kit';

const stepHeading = (name: string) =>
  screen.findByRole('heading', { level: 2, name }, { timeout: 5000 });

async function atCustomerSignature() {
  const view = await openFulfil(
    fulfilServer({ isEmployee: true, booking: { payment_method: 'direct_reimbursement' } }),
  );
  await stepHeading('Datum und Uhrzeit bestätigen');
  await view.user.click(screen.getByRole('button', { name: 'Datum und Uhrzeit stimmen' }));
  await stepHeading('Zusammenfassung');
  await view.user.click(screen.getByRole('button', { name: 'Zur Unterschrift' }));
  await stepHeading('Unterschrift Kunde: Terminbestätigung');
  return view;
}

async function signAndGoOn(user: UserEvent) {
  fireEvent.pointerDown(screen.getByLabelText('Unterschriftenfeld'));
  await user.click(screen.getByRole('button', { name: 'Weiter' }));
}

describe('issue 14 who signed', { timeout: 20_000 }, () => {
  it('the care receiver signs by default, and the device time goes along', async () => {
    const { user, calls } = await atCustomerSignature();
    expect(screen.getByRole('radio', { name: 'Die pflegebedürftige Person' })).toBeChecked();
    await signAndGoOn(user);
    await stepHeading('Unterschrift Betreuungskraft');
    await signAndGoOn(user);
    await screen.findByText('Der Termin wurde digital unterschrieben und dokumentiert.');
    const [body] = bodiesOf(calls, '/caregiver-app/booking/fulfill/');
    expect(body).toMatchObject({
      signer_type: 'care_receiver',
      documented_at_device: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
    });
  });

  it('someone signing for the care receiver needs a name and a role, which are sent', async () => {
    const { user, calls } = await atCustomerSignature();
    await user.click(screen.getByRole('radio', { name: 'Eine andere Person für sie' }));
    await signAndGoOn(user);
    expect(
      await screen.findByText('Bitte gib Name und Beziehung der unterschreibenden Person an.'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.url.includes('/upload-image'))).toHaveLength(0);
    await user.type(
      screen.getByRole('textbox', { name: /Name der unterschreibenden Person/ }),
      'Eva Koch',
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: /Beziehung zur pflegebedürftigen Person/ }),
      'Angehörige/r',
    );
    await signAndGoOn(user);
    await stepHeading('Unterschrift Betreuungskraft');
    await signAndGoOn(user);
    await screen.findByText('Der Termin wurde digital unterschrieben und dokumentiert.');
    const [body] = bodiesOf(calls, '/caregiver-app/booking/fulfill/');
    expect(body).toMatchObject({
      signer_type: 'representative',
      signer_name: 'Eva Koch',
      signer_role: 'relative',
    });
  });

  it('refuses a pasted name over 100 characters with a message instead of cutting it', async () => {
    const { user, calls } = await atCustomerSignature();
    await user.click(screen.getByRole('radio', { name: 'Eine andere Person für sie' }));
    const name = screen.getByRole('textbox', { name: /Name der unterschreibenden Person/ });
    await user.click(name);
    await user.paste('E'.repeat(101));
    expect(name).toHaveValue('E'.repeat(101));
    expect(await screen.findByText('Höchstens 100 Zeichen')).toBeInTheDocument();
    await user.selectOptions(
      screen.getByRole('combobox', { name: /Beziehung zur pflegebedürftigen Person/ }),
      'Angehörige/r',
    );
    await signAndGoOn(user);
    expect(
      screen.queryByRole('heading', { level: 2, name: 'Unterschrift Betreuungskraft' }),
    ).toBeNull();
    expect(calls.filter((call) => call.url.includes('/upload-image'))).toHaveLength(0);
  });

  it('nobody can sign: a reason is required, then the caregiver signs alone', async () => {
    const { user, calls } = await atCustomerSignature();
    await user.click(screen.getByRole('radio', { name: 'Niemand kann unterschreiben' }));
    expect(screen.queryByLabelText('Unterschriftenfeld')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ohne Kundenunterschrift weiter' }));
    expect(await screen.findByText('Bitte wähle einen Grund aus.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Schläft oder ist unwohl' }));
    await user.click(screen.getByRole('button', { name: 'Ohne Kundenunterschrift weiter' }));
    await stepHeading('Unterschrift Betreuungskraft');
    await signAndGoOn(user);
    await screen.findByText('Der Termin wurde digital unterschrieben und dokumentiert.');
    const uploads = calls.filter((call) => call.url.includes('/upload-image'));
    expect(uploads.map((call) => new URL(call.url, 'http://app.test').pathname)).toEqual([
      expect.stringContaining('upload-image-cg-confirmation'),
    ]);
    const [body] = bodiesOf(calls, '/caregiver-app/booking/fulfill/');
    expect(body).toMatchObject({ signer_type: 'nobody', no_signature_reason: 'asleep_or_unwell' });
  });
});
