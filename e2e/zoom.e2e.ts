import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { dismissReminder, expectSignedIn, signIn } from './support/session';

// Issue 14: a desktop browser zoomed to 200 % (WCAG 1.4.4): 1280 × 800 screen pixels are a
// 640 × 400 CSS-pixel viewport. Every main screen fits its width (no sideways scrolling) and
// shows its heading, uncovered. Read-only; the zoom is the desktop's, so it runs in that project.
test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });
test.describe.configure({ timeout: 120_000 });

async function expectFitsZoomed(page: Page, screen: string, heading: string | RegExp) {
  const title = page.getByRole('heading', { name: heading, level: 1 });
  await expect(title, `the heading of ${screen}`).toBeVisible();
  // A screen renders its heading anew when the app takes over the server's copy (inert until
  // then) and when its data arrives: measure the settled screen, once the copy and every loading
  // state (aria-busy, Mantine's loader) have gone.
  await expect(
    page.locator('#root > [inert], [aria-busy="true"], .mantine-Loader-root'),
  ).toHaveCount(0);
  // A late render (a background refetch settling) can still swap the heading's element between
  // the scroll and the measurement: retry the pair on the element that is there now.
  await expect(async () => {
    await title.scrollIntoViewIfNeeded({ timeout: 2_000 });
    await expect(title, `the heading of ${screen}`).toBeInViewport({ timeout: 2_000 });
    // Not under the fixed header or tab bar, which take a larger share of a zoomed screen.
    const isUncovered = await title.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + 4, box.top + box.height / 2);
      return top !== null && element.contains(top);
    });
    expect(isUncovered, `the heading of ${screen} is not covered`).toBe(true);
  }).toPass({ timeout: 15_000 });
  const sizes = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    wide: Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .filter((element) => !element.closest('[aria-hidden="true"], .mantine-visually-hidden'))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  }));
  expect(
    sizes.scrollWidth,
    `${screen} scrolls sideways zoomed (wider: ${sizes.wide.join(', ')})`,
  ).toBeLessThanOrEqual(sizes.innerWidth + 1);
}

async function openFirstBooking(page: Page) {
  const entry = page.getByRole('link').filter({ hasText: ' · ' }).first();
  await expect(entry).toBeVisible();
  await entry.click();
}

test('at 200 % zoom an independent reaches every main screen without scrolling sideways', async ({
  page,
  anna,
}) => {
  await page.goto('/login');
  await expectFitsZoomed(page, 'the login', 'Anmelden');
  await signIn(page, anna);
  await expectSignedIn(page, 'Anna');
  await dismissReminder(page);
  await expectFitsZoomed(page, 'the dashboard', 'Dashboard');

  await page.goto('/bookings');
  await expectFitsZoomed(page, 'the diary', /./);
  await openFirstBooking(page);
  await expectFitsZoomed(page, 'a booking', 'Termin');
  await page.goto('/bookings?tab=past');
  await expectFitsZoomed(page, 'the past diary', /./);
  await openFirstBooking(page);
  await expectFitsZoomed(page, 'a past booking', 'Termin');

  await page.goto('/customers');
  await expectFitsZoomed(page, 'the proposals', /./);
  await page.goto('/customers?tab=customers');
  await expectFitsZoomed(page, 'the customers', /./);
  await page.getByRole('tabpanel').getByRole('link').first().click();
  // The list's own heading matches /./ too until the customer's screen replaces it.
  await expect(page).toHaveURL(/\/customers\/[0-9a-f-]{36}$/);
  await expectFitsZoomed(page, 'a customer', /./);

  await page.goto('/bookings/new');
  await expectFitsZoomed(page, 'the new appointment', 'Termin hinzufügen');
  await page.goto('/account');
  await expectFitsZoomed(page, 'the account', /./);
  await page.goto('/account/availability');
  await expectFitsZoomed(page, 'availability', 'Verfügbarkeit');
  await page.goto('/account/financial-overview/invoice-list');
  await expectFitsZoomed(page, 'the invoices', 'Rechnungen');
});

test('at 200 % zoom an employee reaches every main screen without scrolling sideways', async ({
  page,
  jonas,
}) => {
  await signIn(page, jonas);
  await expectSignedIn(page, 'Jonas');
  await dismissReminder(page);
  await expectFitsZoomed(page, 'the dashboard', 'Dashboard');
  await page.goto('/bookings');
  await dismissReminder(page);
  await expectFitsZoomed(page, 'the diary', /./);
  await openFirstBooking(page);
  await expectFitsZoomed(page, 'a booking', 'Termin');
  await page.goto('/customers?tab=customers');
  await expectFitsZoomed(page, 'the customers', /./);
  await page.goto('/account');
  await expectFitsZoomed(page, 'the account', /./);
});

// WCAG 1.4.10 reflow: 1280 px wide at 400 % is 320 CSS px; the same screens still fit.
test.describe('at 400 % zoom', () => {
  test.use({ viewport: { width: 320, height: 256 }, deviceScaleFactor: 4 });

  test('an independent reaches the main screens without scrolling sideways', async ({
    page,
    anna,
  }) => {
    await page.goto('/login');
    await expectFitsZoomed(page, 'the login', 'Anmelden');
    await signIn(page, anna);
    await dismissReminder(page);
    await expectFitsZoomed(page, 'the dashboard', 'Dashboard');
    await page.goto('/bookings');
    await expectFitsZoomed(page, 'the diary', /./);
    await openFirstBooking(page);
    await expectFitsZoomed(page, 'a booking', 'Termin');
    await page.goto('/customers?tab=customers');
    await expectFitsZoomed(page, 'the customers', /./);
    await page.getByRole('tabpanel').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/customers\/[0-9a-f-]{36}$/);
    await expectFitsZoomed(page, 'a customer', /./);
    await page.goto('/account');
    await expectFitsZoomed(page, 'the account', /./);
  });
});
