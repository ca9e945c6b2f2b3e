import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn, testClient } from '../../../test/fake-server';
import { renderRoutes } from '../../../test/render';
import { fakeContract } from '../testing/customer-fixtures';
import { FirstCallButton } from './first-call-button';

async function renderButton(contract: ReturnType<typeof fakeContract>) {
  await signIn();
  const fake = await testClient(() => new Response('{}'));
  renderRoutes([{ path: '/', element: <FirstCallButton contract={contract} /> }], {
    client: fake.client,
  });
}

describe('the first call (spec 1 §1, §9, issue 39)', () => {
  it("calls the care receiver's own number when there is no additional contact", async () => {
    const contract = fakeContract({ customer: null });
    contract.careReceiver = { ...contract.careReceiver, phoneNumber: '030 1234567' };
    await renderButton(contract);
    expect(
      await screen.findByRole('link', { name: 'Erika Müller anrufen: 030 1234567' }),
    ).toHaveAttribute('href', 'tel:0301234567');
  });

  it('says so when nobody left a number', async () => {
    const contract = fakeContract({ customer: null });
    contract.careReceiver = { ...contract.careReceiver, phoneNumber: null };
    await renderButton(contract);
    expect(await screen.findByText(/Keine Telefonnummer hinterlegt/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
