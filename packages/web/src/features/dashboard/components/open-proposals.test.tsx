import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, signIn, testClient } from '../../../test/fake-server';
import { renderRoutes } from '../../../test/render';
import { OpenProposals } from './open-proposals';

const NOW = new Date('2030-03-10T08:00:00Z');

const proposal = (id: string, status: string, expiresAt: string, lastName: string) => ({
  serviceRequestId: id,
  status,
  expiresAt,
  careReceiver: { name: { firstName: 'Erika', lastName }, address: { city: 'Berlin' } },
});

async function renderList(answer: () => Response) {
  await signIn();
  const { client } = await testClient(answer);
  renderRoutes([{ path: '/', element: <OpenProposals now={NOW} /> }], { client });
  return screen.findByRole('region', { name: 'Offene Vorschläge' });
}

describe('the dashboard lists the open proposals (spec 2 §2, issue 39)', () => {
  it('shows the open ones, soonest expiry first, each opening its detail', async () => {
    const region = await renderList(() =>
      json(200, {
        data: {
          allProposals: [
            proposal('p-later', 'OPEN', '2030-03-12T10:00:00Z', 'Später'),
            proposal('p-accepted', 'ACCEPTED', '2030-03-11T10:00:00Z', 'Angenommen'),
            proposal('p-expired', 'OPEN', '2030-03-09T10:00:00Z', 'Abgelaufen'),
            proposal('p-soon', 'OPEN', '2030-03-10T18:00:00Z', 'Bald'),
          ],
        },
      }),
    );
    const links = await within(region).findAllByRole('link', { name: /Erika/ });
    expect(links.map((link) => link.textContent)).toEqual([
      'Erika Bald, Berlin',
      'Erika Später, Berlin',
    ]);
    expect(links[0]).toHaveAttribute('href', '/customers/proposals/p-soon');
    expect(region).toHaveTextContent('Du hast 2 offene Vorschläge.');
    expect(within(region).getByRole('link', { name: 'Vorschläge ansehen' })).toHaveAttribute(
      'href',
      '/customers',
    );
  });

  it('says when there are none', async () => {
    const empty = await renderList(() => json(200, { data: { allProposals: [] } }));
    expect(
      await within(empty).findByText('Zurzeit gibt es keine offenen Vorschläge.'),
    ).toBeInTheDocument();
  });

  it('says when they cannot be loaded', async () => {
    const region = await renderList(() => json(500, { status: 500, errorCode: 'X' }));
    expect(
      await within(region).findByText('Die Vorschläge konnten nicht geladen werden.', undefined, {
        timeout: 15_000,
      }),
    ).toBeInTheDocument();
  });
});
