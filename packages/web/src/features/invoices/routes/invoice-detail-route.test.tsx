import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PdfDocumentComponent } from '../../../components/pdf-document-slot';
import { json, signIn, testClient } from '../../../test/fake-server';
import { renderRoutes } from '../../../test/render';
import { InvoiceDetailRoute } from './invoice-detail-route';

const PDF = new TextEncoder().encode('%PDF-1.7 invoice');

/** The reader's document (download, share and pages), standing in for pdf.js: what it got. */
const FakeDocument: PdfDocumentComponent = (props) => (
  <p>
    {props.title} · {props.filename}: {props.bytes.length} bytes
  </p>
);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openInvoice(query: string) {
  await signIn();
  const fake = await testClient((call) =>
    call.url === '/caregiver-app/invoice/2/request-token'
      ? json(200, { data: { token_id: 'token-1' } })
      : json(404, { errorCode: 'NOT_FOUND' }),
  );
  const fetchPdf = vi.fn(() =>
    Promise.resolve(new Response(PDF, { headers: { 'Content-Type': 'application/pdf' } })),
  );
  vi.stubGlobal('fetch', fetchPdf);
  renderRoutes(
    [
      {
        path: '/account/financial-overview/invoice-detail',
        element: <InvoiceDetailRoute Document={FakeDocument} />,
      },
    ],
    {
      client: fake.client,
      initialEntries: [`/account/financial-overview/invoice-detail?${query}`],
    },
  );
  return { fetchPdf };
}

describe('spec 2 §2 the invoice in the PDF reader (issue 39)', () => {
  it('hands the reader’s document the invoice’s bytes, file name and title, as the proof screen does', async () => {
    const { fetchPdf } = await openInvoice(
      'invoiceId=2&filename=2026-000002.pdf&title=Kundenrechnung+2026-000002',
    );
    expect(
      await screen.findByText(`Kundenrechnung 2026-000002 · 2026-000002.pdf: ${PDF.length} bytes`),
    ).toBeVisible();
    expect(fetchPdf).toHaveBeenCalledWith(
      '/caregiver-app/invoice/download/token-1',
      expect.anything(),
    );
  });

  it('a file name that is no invoice number’s becomes rechnung.pdf', async () => {
    await openInvoice('invoiceId=2&filename=..%2Fetc%2Fpasswd&title=Rechnung');
    expect(await screen.findByText(`Rechnung · rechnung.pdf: ${PDF.length} bytes`)).toBeVisible();
  });
});
