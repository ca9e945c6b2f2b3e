import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, signIn, testClient } from '../../../test/fake-server';
import { expectDisabledOffline } from '../../../test/offline';
import { renderRoutes } from '../../../test/render';
import { FinancialDetailsEditRoute } from './financial-details-edit-route';

const details = (isEditable: boolean) => ({
  caregiverId: 'c1',
  isEditable,
  bank: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
  tax: isEditable ? { taxNo: '35/123/45678', ustId: null } : null,
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function renderEdit(isEditable = true) {
  await signIn();
  const fake = await testClient((call) => {
    if (call.body?.includes('updateCaregiverFinancialDetails')) {
      return json(200, {
        data: {
          updateCaregiverFinancialDetails: {
            ...details(true),
            bank: { iban: 'DE02120300000000202051', bic: 'COBADEFFXXX' },
          },
        },
      });
    }
    return json(200, { data: { financialDetails: details(isEditable) } });
  });
  renderRoutes(
    [
      { path: '/account/financial-overview/details/edit', element: <FinancialDetailsEditRoute /> },
      { path: '/account/financial-overview/details', element: <h1>Bank- und Steuerdaten</h1> },
    ],
    { client: fake.client, initialEntries: ['/account/financial-overview/details/edit'] },
  );
  return { ...fake, user: userEvent.setup({ delay: null }) };
}

const mutations = (calls: { body?: string | null }[]) =>
  calls.filter((call) => call.body?.includes('updateCaregiverFinancialDetails'));

describe('spec 2 §2, §5 bank and tax details edit', () => {
  it('shows the IBAN grouped, refuses a wrong checksum before sending, saves a right one', async () => {
    const { user, calls } = await renderEdit();
    const iban = await screen.findByRole('textbox', { name: /^IBAN/ });
    expect(iban).toHaveValue('DE89 3704 0044 0532 0130 00');
    await user.clear(iban);
    await user.type(iban, 'DE89 3704 0044 0532 0130 01');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('IBAN ist ungültig')).toBeInTheDocument();
    expect(mutations(calls)).toHaveLength(0);

    await user.clear(iban);
    await user.type(iban, 'de02 1203 0000 0000 2020 51');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bank- und Steuerdaten' }),
    ).toBeInTheDocument();
    const [sent] = mutations(calls);
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({
      variables: {
        input: {
          bank: { iban: 'DE02120300000000202051', bic: 'COBADEFFXXX' },
          tax: { taxNo: '35/123/45678', ustId: '' },
        },
      },
    });
  });

  it('asks for a tax number or a VAT id when both are empty', async () => {
    const { user, calls } = await renderEdit();
    await user.clear(await screen.findByRole('textbox', { name: 'Steuernummer' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText('Steuernummer erforderlich, wenn keine USt-IdNr. angegeben ist'),
    ).toBeInTheDocument();
    expect(mutations(calls)).toHaveLength(0);
  });

  it('sends an employee back to the details: no editing (spec 2 §6)', async () => {
    await renderEdit(false);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bank- und Steuerdaten' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^IBAN/ })).toBeNull();
  });
});

describe('bank and tax details offline (issue 39)', () => {
  it('keeps the change but disables its save with the reason; enabled online', async () => {
    const { user, calls } = await renderEdit();
    const iban = await screen.findByRole('textbox', { name: /^IBAN/ });
    await user.clear(iban);
    await user.type(iban, 'DE02 1203 0000 0000 2020 51');
    expectDisabledOffline('Speichern');
    expect(iban).toHaveValue('DE02 1203 0000 0000 2020 51');
    await user.type(iban, '{Enter}');
    expect(mutations(calls)).toHaveLength(0);
  });
});
