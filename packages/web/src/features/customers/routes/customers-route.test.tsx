import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, testClient } from '../../../test/fake-server';
import { renderRoutes } from '../../../test/render';
import { customersRoutes } from '../routes';
import type { CustomersServer } from '../testing/customer-fixtures';
import {
  customersServer,
  fakeContract,
  fakeProposal,
  hoursFromNow,
} from '../testing/customer-fixtures';

beforeAll(async () => {
  await import('./customers-route');
}, 30_000);

async function renderArea(state: CustomersServer, path = '/customers') {
  await signIn();
  const fake = await testClient(customersServer(state));
  const view = renderRoutes(customersRoutes, { client: fake.client, initialEntries: [path] });
  return { ...fake, ...view, user: userEvent.setup({ delay: null }) };
}

const named = (firstName: string, lastName: string, isActive = true) => {
  const contract = fakeContract({ isActive });
  contract.careReceiver = { ...contract.careReceiver, name: { firstName, lastName } };
  return contract;
};

describe('the customer area (spec 1 §2 Customer area)', () => {
  it('lists open and accepted proposals by expiry; the tab badge counts the open ones only', async () => {
    const later = fakeProposal({ expiresAt: hoursFromNow(40) });
    later.careReceiver = { ...later.careReceiver!, name: { firstName: 'Otto', lastName: 'Later' } };
    const accepted = fakeProposal({ status: 'ACCEPTED', expiresAt: hoursFromNow(10) });
    accepted.careReceiver = {
      ...accepted.careReceiver!,
      name: { firstName: 'Anton', lastName: 'Accepted' },
    };
    const soon = fakeProposal({ expiresAt: hoursFromNow(2) });
    soon.careReceiver = { ...soon.careReceiver!, name: { firstName: 'Sara', lastName: 'Soon' } };
    // Expired and declined ones are not listed (spec 1 §4), whatever the server sends.
    const expired = fakeProposal({ expiresAt: hoursFromNow(-1) });
    const declined = fakeProposal({ status: 'DECLINED' });
    await renderArea({ proposals: [later, accepted, expired, soon, declined], contracts: [] });

    const links = await screen.findAllByRole('link', { name: /Soon|Accepted|Later|Müller/ });
    expect(links.map((link) => within(link).getAllByText(/\w+ \w+/)[0]?.textContent)).toEqual([
      'Sara Soon',
      'Anton Accepted',
      'Otto Later',
    ]);
    expect(within(links[0]!).getByText('Läuft bald ab')).toBeVisible();
    expect(within(links[1]!).getByText('Angenommen – wartet auf den Kunden')).toBeVisible();
    expect(
      within(links[2]!).getByText('Weiblich · 82 Jahre · Pflegegrad 2 · 10435 Berlin'),
    ).toBeVisible();
    expect(links[0]).toHaveAttribute('href', `/customers/proposals/${soon.serviceRequestId}`);
    // Two open proposals: the accepted one awaits the customer and is not counted.
    expect(
      screen.getByRole('tab', { name: 'Meine Vorschläge, 2 offene Vorschläge' }),
    ).toHaveTextContent(/2$/);
  });

  it('lists active customers by last name in German collation, 6 at first, more on request', async () => {
    const contracts = [
      named('Zora', 'Ölschläger'),
      named('Bernd', 'Adler'),
      named('Xaver', 'Abel', false),
      ...['Braun', 'Fischer', 'Koch', 'Lang', 'Neumann', 'Schulz'].map((last) =>
        named('Eva', last),
      ),
    ];
    const { user } = await renderArea({ proposals: [], contracts }, '/customers?tab=customers');
    const list = await screen.findByRole('list');
    const names = () =>
      within(list)
        .getAllByRole('link')
        .map((link) => within(link).getAllByText(/\w/)[0]?.textContent);
    // Ö sorts with O (German collation); the inactive Abel is not listed.
    expect(names()).toEqual([
      'Bernd Adler',
      'Eva Braun',
      'Eva Fischer',
      'Eva Koch',
      'Eva Lang',
      'Eva Neumann',
    ]);
    await user.click(screen.getByRole('button', { name: 'Weitere Kunden anzeigen' }));
    expect(names().slice(6)).toEqual(['Zora Ölschläger', 'Eva Schulz']);
    expect(
      screen.queryByRole('button', { name: 'Weitere Kunden anzeigen' }),
    ).not.toBeInTheDocument();
  });

  it('says so when there are no proposals or customers', async () => {
    const { user } = await renderArea({ proposals: [], contracts: [] });
    expect(await screen.findByText('Keine offenen Vorschläge')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Meine Vorschläge' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Meine Kunden' }));
    expect(await screen.findByText('Noch keine Kunden')).toBeVisible();
  });

  it('shows a failed load with the reason, and loads again on request', async () => {
    const { user } = await renderArea({
      proposals: [fakeProposal()],
      contracts: [],
      listFailures: 1,
    });
    expect(await screen.findByText('Die Vorschläge konnten nicht geladen werden')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Interner Serverfehler');
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Erika Müller')).toBeVisible();
  });
});
