import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, signIn, testClient } from '../../../test/fake-server';
import { meAnswer } from '../../../test/me-answer';
import { renderRoutes } from '../../../test/render';
import { paths } from '../../../lib/paths';
import { HelpCenterRoute } from './help-center-route';

const sections = [
  {
    sectionTitle: 'Erste Schritte',
    documents: [
      { uri: '/docs/erste-schritte.pdf', title: 'Leitfaden', type: 'pdf', filename: 'x.pdf' },
      { uri: 'https://www.careport.example/faq', title: 'Häufige Fragen', type: 'http' },
      { uri: 'ftp://example/x', title: 'Altes Formular', type: 'ftp', filename: null },
    ],
  },
];

describe('spec 2 §2 /account/help-center', () => {
  it('opens a pdf in the reader and an http document in the web view; an unknown type says why', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await signIn();
    const fake = await testClient((call) =>
      call.url.endsWith('/caregiver-app/me')
        ? json(200, meAnswer())
        : json(200, { data: { supportingDocuments: sections } }),
    );
    renderRoutes([{ path: '/', element: <HelpCenterRoute /> }], { client: fake.client });
    expect(await screen.findByRole('heading', { name: 'Erste Schritte' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Leitfaden' })).toHaveAttribute(
      'href',
      paths.accountPdf.getHref({ url: '/docs/erste-schritte.pdf', title: 'Leitfaden' }),
    );
    expect(screen.getByRole('link', { name: 'Häufige Fragen' })).toHaveAttribute(
      'href',
      paths.accountWebView.getHref({
        url: 'https://www.careport.example/faq',
        title: 'Häufige Fragen',
      }),
    );
    expect(screen.queryByRole('link', { name: /Altes Formular/ })).toBeNull();
    expect(screen.getByText('Altes Formular: Die Webversion wird nicht unterstützt')).toBeVisible();
  });
});
