import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { dismissReminder, expectSignedIn, signIn } from './support/session';
import { paperProofPng } from './support/signature';

// Issue 15 §15: the built app keeps working under the server's Content-Security-Policy: no
// violation while signing in, reading the diary and a booking with its map, the service worker
// registers, and no other site can frame the app.

/** Every CSP violation the page reports, collected from the first script on. */
async function collectViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleErrors.push(message.text());
  });
  return async () => [
    ...(await page.evaluate(
      () => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [],
    )),
    ...consoleErrors,
  ];
}

test('the app works under its Content-Security-Policy', async ({ page, anna }) => {
  const violations = await collectViolations(page);
  const tile = paperProofPng();
  await page.route('https://tiles.careport.test/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: tile }),
  );
  const entry = await page.goto('/login');
  const csp = (await entry?.allHeaders())?.['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain('https://tiles.careport.test');

  await signIn(page, anna);
  await expectSignedIn(page, 'Anna');
  await dismissReminder(page);
  await page.goto('/bookings');
  await page
    .getByRole('link', { name: /\d{2}:\d{2}–\d{2}:\d{2}/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Termin', level: 1 })).toBeVisible();
  // The map's tiles come from the tile server the policy names.
  const map = page.getByRole('link', { name: /^Karte: / });
  if ((await map.count()) > 0) {
    const firstTile = map.locator('img').first();
    await expect
      .poll(() => firstTile.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  }

  const isServiceWorkerActive = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active !== null;
  });
  expect(isServiceWorkerActive).toBe(true);
  expect(await violations()).toEqual([]);
});

test('no other page can frame the app', async ({ page, baseURL }) => {
  await page.setContent(`<iframe src="${baseURL}/login" title="framed"></iframe>`);
  const frame = page.frameLocator('iframe[title="framed"]');
  // Give the frame time to load what it would; the login heading must never appear inside it.
  await page.waitForTimeout(1500);
  await expect(frame.getByRole('heading', { name: 'Anmelden' })).toHaveCount(0);
  // The same page, opened directly, shows it.
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
});
