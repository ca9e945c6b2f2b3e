import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { json, testClient } from '../test/fake-server';
import { renderRoutes } from '../test/render';
import { CountedTextField } from './counted-text-field';

// Stands in for a form: its schema refuses more than 100 characters on submit.
function Form() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setError(value.length > 100 ? 'Höchstens 100 Zeichen' : undefined);
      }}
    >
      <CountedTextField
        label="Begründung"
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        error={error}
        required
      />
      <button type="submit">Senden</button>
    </form>
  );
}

describe('the counted text field', () => {
  it('counts as typed, keeps a longer paste whole and reads the refusal with the field', async () => {
    const { client } = await testClient(() => json(500, {}));
    renderRoutes([{ path: '/', element: <Form /> }], { client });
    const user = userEvent.setup({ delay: null });
    const text = screen.getByRole('textbox', { name: /Begründung/ });
    expect(text).not.toHaveAttribute('maxlength');
    expect(text).toHaveAccessibleDescription('0 / 100 Zeichen');

    await user.type(text, 'abc');
    expect(screen.getByText('3 / 100 Zeichen')).toBeInTheDocument();

    await user.clear(text);
    await user.click(text);
    await user.paste('y'.repeat(130));
    expect(text).toHaveValue('y'.repeat(130));
    expect(screen.getByText('130 / 100 Zeichen')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(await screen.findByText('Höchstens 100 Zeichen')).toBeInTheDocument();
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveAccessibleDescription(expect.stringContaining('Höchstens 100 Zeichen'));
    expect(text).toHaveAccessibleDescription(expect.stringContaining('130 / 100 Zeichen'));
    expect(text).toHaveValue('y'.repeat(130));
  });
});
