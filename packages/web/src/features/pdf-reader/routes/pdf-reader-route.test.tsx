import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, testClient } from '../../../test/fake-server';
import { renderRoutes } from '../../../test/render';
import { PdfReaderRoute } from './pdf-reader-route';

// Issue 39 (spec 2 §2, §8): the reader says why a file failed to load, in the error's own words.

async function openReader(url: string, answer: () => Promise<Response>) {
  const fetch = vi.fn(answer);
  vi.stubGlobal('fetch', fetch);
  const { client } = await testClient(() => json(404, {}));
  const query = new URLSearchParams({ url, title: 'Leitfaden' });
  renderRoutes([{ path: '/customers/pdf', element: <PdfReaderRoute /> }], {
    client,
    initialEntries: [`/customers/pdf?${query.toString()}`],
  });
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the PDF reader’s load errors (issue 39)', () => {
  it('shows the server’s code through the error catalogue', async () => {
    await openReader('/docs/first-call-guide.pdf', () =>
      Promise.resolve(json(404, { errorCode: 'NOT_FOUND' })),
    );
    expect(await screen.findByText('Das Dokument konnte nicht geladen werden.')).toBeVisible();
    expect(screen.getByText('Nicht gefunden')).toBeVisible();
    expect(screen.queryByText('Entschuldigung, es ist ein Fehler aufgetreten!')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Leitfaden' })).toBeVisible();
  });

  it('says there is no connection when the request got no answer', async () => {
    await openReader('/docs/first-call-guide.pdf', () =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    expect(
      await screen.findByText('Keine Verbindung zum Server. Bitte prüfe deine Internetverbindung.'),
    ).toBeVisible();
  });

  it('refuses a file of another origin without asking for it', async () => {
    const fetch = await openReader('https://evil.example/a.pdf', () =>
      Promise.resolve(new Response('%PDF-1.7')),
    );
    expect(await screen.findByText('Entschuldigung, es ist ein Fehler aufgetreten!')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });
});
