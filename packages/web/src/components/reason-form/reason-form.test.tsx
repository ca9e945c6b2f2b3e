import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { json, testClient } from '../../test/fake-server';
import { goOffline, OFFLINE_REASON } from '../../test/offline';
import { renderRoutes } from '../../test/render';
import { ReasonForm, ReasonTextField } from './reason-form';
import { errorsFromIssues, useFieldErrors } from './use-field-errors';

type Call = { isPending: boolean; isError: boolean; error: unknown };

// Stands in for a reason form: a text that must not be blank.
function Form(props: { call: Call; failure?: string | null; onSend: (text: string) => void }) {
  const [text, setText] = useState('');
  const errors = useFieldErrors<'text'>();
  return (
    <ReasonForm
      onSubmit={() => {
        if (errors.show(text.trim() === '' ? { text: 'VALIDATION_REQUIRED' } : {})) {
          props.onSend(text);
        }
      }}
      call={props.call}
      failure={props.failure}
      backLabel="Zurück"
      onBack={() => undefined}
      submitLabel="Absenden"
    >
      <ReasonTextField
        label="Begründung"
        value={text}
        onValue={setText}
        errors={errors}
        field="text"
        required
      />
    </ReasonForm>
  );
}

async function render(props: Parameters<typeof Form>[0]) {
  const { client } = await testClient(() => json(500, {}));
  renderRoutes([{ path: '/', element: <Form {...props} /> }], { client });
  return userEvent.setup({ delay: null });
}

const idle: Call = { isPending: false, isError: false, error: null };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the reason form', () => {
  it('refuses a blank text with the translated message, drops it on typing, then sends', async () => {
    const onSend = vi.fn();
    const user = await render({ call: idle, onSend });
    await user.click(screen.getByRole('button', { name: 'Absenden' }));
    const text = screen.getByRole('textbox', { name: /Begründung/ });
    expect(text).toHaveAccessibleDescription(/Erforderlich/);
    expect(text).toBeInvalid();
    expect(onSend).not.toHaveBeenCalled();
    await user.type(text, 'Krank');
    expect(text).toBeValid();
    await user.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(onSend).toHaveBeenCalledWith('Krank');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the failed call's message, or the failure it answered with in its place", async () => {
    const failed: Call = {
      isPending: false,
      isError: true,
      error: new ApiError({ httpStatus: 409, errorCode: 'BOOKING_IS_FULFILLED' }),
    };
    await render({ call: failed, onSend: () => undefined });
    expect(screen.getByRole('alert')).toHaveTextContent('Diese Buchung ist bereits dokumentiert.');
  });

  it('shows an answered failure although the call itself succeeded', async () => {
    await render({ call: idle, failure: 'Fehler: PROPOSAL_X', onSend: () => undefined });
    expect(screen.getByRole('alert')).toHaveTextContent('Fehler: PROPOSAL_X');
  });

  it('spins the submit button while the call is pending', async () => {
    await render({ call: { ...idle, isPending: true }, onSend: () => undefined });
    expect(screen.getByRole('button', { name: 'Absenden' })).toHaveAttribute('data-loading');
  });

  it('offline, disables the submit with the reason instead of sending (issue 39)', async () => {
    const onSend = vi.fn();
    const user = await render({ call: idle, onSend });
    expect(screen.getByRole('button', { name: 'Absenden' })).toBeEnabled();
    expect(screen.queryByText(OFFLINE_REASON)).not.toBeInTheDocument();

    goOffline();
    await user.type(screen.getByRole('textbox', { name: /Begründung/ }), 'Krank{Enter}');
    const submit = screen.getByRole('button', { name: 'Absenden' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(OFFLINE_REASON);
    expect(screen.getAllByText(OFFLINE_REASON)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeEnabled();
    expect(onSend).not.toHaveBeenCalled();
  });
});

describe('errorsFromIssues', () => {
  it("keeps each field's first message and passes over other paths", () => {
    const issues = [
      { path: ['reason'], message: 'FIRST' },
      { path: ['reason'], message: 'SECOND' },
      { path: ['elsewhere'], message: 'OTHER' },
      { path: [], message: 'ROOT' },
    ];
    expect(errorsFromIssues(issues, ['reason', 'description'])).toEqual({ reason: 'FIRST' });
    expect(errorsFromIssues([], ['reason'])).toEqual({});
  });
});
