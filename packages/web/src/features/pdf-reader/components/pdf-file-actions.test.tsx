import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { testClient } from '../../../test/fake-server';
import { PdfFileActions } from './pdf-file-actions';

// Issue 39: the reader's file can be downloaded always, and shared where the browser can share it.

const BYTES = new TextEncoder().encode('%PDF-1.7 guide');

async function renderActions() {
  const { client } = await testClient(() => new Response(null, { status: 404 }));
  return renderRoutes(
    [
      {
        path: '/',
        element: <PdfFileActions bytes={BYTES} filename="first-call-guide.pdf" title="Leitfaden" />,
      },
    ],
    { client },
  );
}

function withShare(canShare: boolean) {
  const share = vi.fn((_data: ShareData) => Promise.resolve());
  const asked: ShareData[] = [];
  Object.defineProperty(navigator, 'share', { configurable: true, value: share });
  Object.defineProperty(navigator, 'canShare', {
    configurable: true,
    value: (data: ShareData) => {
      asked.push(data);
      return canShare;
    },
  });
  return { share, asked };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'canShare');
  vi.restoreAllMocks();
});

describe('download and share of a PDF (issue 39)', () => {
  it('shares the file itself where the browser says it can', async () => {
    const { share, asked } = withShare(true);
    await renderActions();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Teilen' }));
    expect(asked[0]?.files?.[0]?.name).toBe('first-call-guide.pdf');
    const shared = share.mock.calls[0]?.[0];
    expect(shared?.title).toBe('Leitfaden');
    expect(shared?.files?.[0]?.type).toBe('application/pdf');
    expect(await shared?.files?.[0]?.text()).toBe('%PDF-1.7 guide');
  });

  it('offers only the download where it cannot share files', async () => {
    withShare(false);
    await renderActions();
    expect(await screen.findByRole('button', { name: 'Herunterladen' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Teilen' })).not.toBeInTheDocument();
  });

  it('offers only the download without the Web Share API', async () => {
    await renderActions();
    expect(await screen.findByRole('button', { name: 'Herunterladen' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Teilen' })).not.toBeInTheDocument();
  });

  it('downloads the same bytes under the file’s name', async () => {
    const saved: { name: string; blob: Blob }[] = [];
    let blob: Blob | null = null;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
      blob = object as Blob;
      return 'blob:guide';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      if (blob) saved.push({ name: this.download, blob });
    });
    await renderActions();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Herunterladen' }));
    expect(saved.map((entry) => entry.name)).toEqual(['first-call-guide.pdf']);
    expect(await saved[0]?.blob.text()).toBe('%PDF-1.7 guide');
  });
});
