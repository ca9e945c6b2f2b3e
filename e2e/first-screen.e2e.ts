import { expect, test } from './support/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// Issue 16, CLS: the sign-in page comes rendered by the server. On a slow phone, or with the rest
// of the page still on the way, the browser painted the part it had: the centred card without its
// form, which then jumped up by 170 px when the form arrived. The page now is not painted before
// its screen is there whole.

/** The headers a proxy passes on: fetch has already undone the compression and the length. */
const HOP_HEADERS = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
]);

/**
 * A connection in front of the real server that sends `/login` up to its form, then holds the
 * rest until `release` is called. Everything else passes through as it is.
 */
async function slowConnection(upstream: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const server: Server = createServer((request, response) => {
    void (async () => {
      const answer = await fetch(new URL(request.url ?? '/', upstream), {
        headers: { accept: request.headers.accept ?? '*/*' },
      });
      const body = await answer.text();
      response.writeHead(
        answer.status,
        Object.fromEntries([...answer.headers].filter(([name]) => !HOP_HEADERS.has(name))),
      );
      if (request.url !== '/login') {
        response.end(body);
        return;
      }
      const form = body.indexOf('<form');
      expect(form).toBeGreaterThan(0);
      response.write(body.slice(0, form));
      await held;
      response.end(body.slice(form));
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    release,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('the sign-in page is painted whole or not at all while it arrives: nothing moves', async ({
  page,
  baseURL,
}) => {
  const connection = await slowConnection(baseURL ?? '');
  try {
    await page.goto(`${connection.url}/login`, { waitUntil: 'commit' });
    await expect(
      page.getByRole('heading', { name: 'Anmelden', includeHidden: true }),
    ).toBeAttached();
    // Half the card is in the page; the browser is not to show it: no frame comes in half a second.
    const framedWhileHeld = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          requestAnimationFrame(() => resolve(true));
          setTimeout(() => resolve(false), 500);
        }),
    );
    expect(framedWhileHeld).toBe(false);

    connection.release();
    // The app has taken the page over: its field, not the inert copy's, is the one a user reaches.
    await expect(page.getByRole('textbox', { name: 'E-Mail-Adresse' })).toBeVisible();
    const shifts = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            resolve(
              list
                .getEntries()
                .reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0),
            );
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(0), 1_000);
        }),
    );
    expect(shifts).toBe(0);
  } finally {
    connection.release();
    await connection.close();
  }
});

test('the page names its web manifest once the app has started, not while its first screen loads', async ({
  page,
  request,
}) => {
  // As served, the page leaves the manifest out: no install check runs beside the start.
  const served = await (await request.get('/login', { headers: { accept: 'text/html' } })).text();
  expect(served).not.toContain('rel="manifest"');

  await page.goto('/login');
  await expect(page.getByRole('textbox', { name: 'E-Mail-Adresse' })).toBeVisible();
  const manifestLink = page.locator('link[rel="manifest"]');
  await expect(manifestLink).toHaveCount(1, { timeout: 15_000 });
  // The app stays installable: the manifest it names is the app's.
  const manifest = await page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    const response = await fetch(link?.href ?? '');
    return (await response.json()) as {
      name?: string;
      start_url?: string;
      icons?: unknown[];
      screenshots?: { src: string; sizes: string; form_factor?: string }[];
      shortcuts?: { name: string; url: string }[];
    };
  });
  expect(manifest).toMatchObject({ id: '/', name: 'Careport', start_url: '/' });
  expect(manifest.icons?.length).toBeGreaterThan(0);
  // The richer install dialog (issue 41): a screenshot per form factor, and two shortcuts.
  expect(manifest.shortcuts?.map(({ name, url }) => [name, url])).toEqual([
    ['Kalender', '/bookings'],
    ['Kunden', '/customers'],
  ]);
  const screenshots = manifest.screenshots ?? [];
  expect(screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
  for (const shot of screenshots) {
    const image = await request.get(shot.src);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    // PNG's IHDR holds the width and height the manifest states.
    const bytes = await image.body();
    expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(shot.sizes);
  }
});
