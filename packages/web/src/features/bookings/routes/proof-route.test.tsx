import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecordedCall } from '../../../test/fake-server';
import { json, signIn, testClient } from '../../../test/fake-server';
import { renderRoutes } from '../../../test/render';
import { ProofRoute, type PdfDocumentComponent } from './proof-route';

// Issue 39: the proof of service survives a reload and back/forward. The screen is named by the
// booking, and every load asks for a fresh single-use token; a spent one is replaced.

const BOOKING = 'b0000000-0000-4000-8000-000000000001';
const PDF = new TextEncoder().encode('%PDF-1.7 proof');

/** The reader's document, standing in for pdf.js: what it was handed. */
const FakeDocument: PdfDocumentComponent = (props) => (
  <p>
    {props.filename}: {props.bytes.length} bytes
  </p>
);

type DownloadAnswer = () => Response;

async function openProof(options: {
  tokenAnswer?: (call: RecordedCall) => Response;
  downloads: DownloadAnswer[];
}) {
  let tokens = 0;
  await signIn();
  const fake = await testClient((call) => {
    if (call.url === `/caregiver-app/booking/proof/download/${BOOKING}/request-token`) {
      tokens += 1;
      return options.tokenAnswer?.(call) ?? json(200, { data: { token_id: `token-${tokens}` } });
    }
    return json(404, { errorCode: 'NOT_FOUND' });
  });
  const downloaded: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      downloaded.push(url);
      const answer = options.downloads[downloaded.length - 1];
      return Promise.resolve(answer ? answer() : json(500, {}));
    }),
  );
  const routes = [
    { path: '/bookings/:bookingId/proof', element: <ProofRoute Document={FakeDocument} /> },
    { path: '/bookings/:bookingId', element: <p>Termin</p> },
  ];
  const view = renderRoutes(routes, {
    client: fake.client,
    initialEntries: [`/bookings/${BOOKING}/proof`],
  });
  return { ...view, downloaded, tokens: () => tokens };
}

const pdfAnswer = () => new Response(PDF, { headers: { 'Content-Type': 'application/pdf' } });
const spentAnswer = () => json(403, { errorCode: 'DOWNLOAD_TOKEN_INVALID' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the proof of service in the PDF reader (issue 39)', () => {
  it('fetches its own token on load and hands the file to the reader', async () => {
    const view = await openProof({ downloads: [pdfAnswer] });
    expect(await screen.findByText(`leistungsnachweis.pdf: ${PDF.length} bytes`)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Leistungsnachweis' })).toBeVisible();
    expect(view.downloaded).toEqual(['/caregiver-app/booking/proof/download/token-1']);
  });

  it('asks for a fresh token when the one it got is spent or expired', async () => {
    const view = await openProof({ downloads: [spentAnswer, pdfAnswer] });
    expect(await screen.findByText(`leistungsnachweis.pdf: ${PDF.length} bytes`)).toBeVisible();
    expect(view.tokens()).toBe(2);
    expect(view.downloaded).toEqual([
      '/caregiver-app/booking/proof/download/token-1',
      '/caregiver-app/booking/proof/download/token-2',
    ]);
  });

  it('loads again with a new token when the screen is left and opened again (back/forward)', async () => {
    const view = await openProof({ downloads: [pdfAnswer, pdfAnswer] });
    await screen.findByText(/bytes/);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Zurück' }));
    expect(await screen.findByText('Termin')).toBeVisible();
    // The browser's back returns to the reader: a new load, with a new token.
    await view.router.navigate(-1);
    expect(await screen.findByText(/bytes/)).toBeVisible();
    expect(view.tokens()).toBe(2);
  });

  it('says why it failed, in the error’s own words, and stops after one fresh token', async () => {
    const view = await openProof({ downloads: [spentAnswer, spentAnswer] });
    expect(
      await screen.findByText('Dieser Download-Link ist ungültig oder abgelaufen.'),
    ).toBeVisible();
    expect(screen.getByText('Das Dokument konnte nicht geladen werden.')).toBeVisible();
    expect(screen.queryByText('Entschuldigung, es ist ein Fehler aufgetreten!')).toBeNull();
    expect(view.tokens()).toBe(2);
  });

  it('shows the server’s refusal of the token (a booking not documented)', async () => {
    await openProof({
      tokenAnswer: () => json(409, { errorCode: 'PROOF_NOT_AVAILABLE' }),
      downloads: [],
    });
    expect(
      await screen.findByText(
        'Einen Leistungsnachweis gibt es erst, wenn der Termin dokumentiert ist.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  });
});
