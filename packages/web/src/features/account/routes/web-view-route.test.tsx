import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, signIn, testClient } from '../../../test/fake-server';
import { meAnswer } from '../../../test/me-answer';
import { renderRoutes } from '../../../test/render';
import { HelpCenterRoute } from './help-center-route';
import { WebViewRoute } from './web-view-route';

const sections = [
  {
    sectionTitle: 'Erste Schritte',
    documents: [
      { uri: '/docs/erste-schritte.pdf', title: 'Erste Schritte', type: 'pdf', filename: 'x.pdf' },
      {
        uri: 'https://www.careport.example/hilfe/haeufige-fragen',
        title: 'Häufige Fragen',
        type: 'http',
        filename: null,
      },
    ],
  },
];

async function render(initialEntry: string) {
  await signIn();
  const fake = await testClient((call) => {
    if (call.url.endsWith('/caregiver-app/me')) return json(200, meAnswer());
    return json(200, { data: { supportingDocuments: sections } });
  });
  renderRoutes(
    [
      { path: '/account/help-center', element: <HelpCenterRoute /> },
      { path: '/account/web-view', element: <WebViewRoute /> },
    ],
    { client: fake.client, initialEntries: [initialEntry] },
  );
  return userEvent.setup({ delay: null });
}

describe('spec 2 §2 /account/web-view', () => {
  it('opens an http help document in the web view, which offers it in a new tab', async () => {
    const user = await render('/account/help-center');
    await user.click(await screen.findByRole('link', { name: 'Häufige Fragen' }));
    expect(await screen.findByRole('heading', { name: 'Häufige Fragen' })).toBeVisible();
    expect(screen.getByText('Die Webversion wird nicht unterstützt')).toBeVisible();
    const open = screen.getByRole('link', { name: /In neuem Tab öffnen/ });
    expect(open).toHaveAttribute('href', 'https://www.careport.example/hilfe/haeufige-fragen');
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Zurück' })).toHaveAttribute(
      'href',
      '/account/help-center',
    );
  });

  it('offers no link for an address that is not http(s)', async () => {
    await render(`/account/web-view?url=${encodeURIComponent('javascript:alert(1)')}&title=Hilfe`);
    expect(await screen.findByRole('heading', { name: 'Hilfe' })).toBeVisible();
    expect(screen.getByText('Die Webversion wird nicht unterstützt')).toBeVisible();
    expect(screen.queryByRole('link', { name: /In neuem Tab öffnen/ })).toBeNull();
  });
});
