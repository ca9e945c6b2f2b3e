import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible } from './support/access';
import { expectSignedIn, signIn } from './support/session';

// Issue 16 "Speed of the first screen", signed in: without the app's service worker (a browser
// that never keeps it, or before it has taken over), the diary's page asks the server for the
// diary rendered with the caregiver's data and shows it before the app's scripts have loaded.
test.use({ serviceWorkers: 'block' });

const REMINDER_TEXT = 'Diese vergangenen Termine sind noch nicht dokumentiert.';

/**
 * Holds the app's entry script back until the answered function is called, so the page shows what
 * came before it. Later requests of it pass.
 */
async function holdTheApp(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('the diary comes with the page on a signed-in first visit, and the app takes it over in place, reminder and all', async ({
  page,
  anna,
}) => {
  await signIn(page, anna);
  await expectSignedIn(page, 'Anna');

  const release = await holdTheApp(page);
  await page.goto('/bookings');
  const copy = page.locator('#root > [inert]');
  // Inert and hidden from assistive technology: nothing in it can be used yet.
  await expect(copy).toHaveAttribute('aria-hidden', 'true');
  await expect(copy.locator('h1', { hasText: 'Kalender' })).toBeVisible();
  await expect(copy.getByText(REMINDER_TEXT)).toBeVisible();
  // Nothing of the app has run: the answers the copy was made from wait in the page for it.
  await expect(page.locator('#careport-first-answers')).toHaveCount(1);
  const diaryInCopy = await copy.locator('main [role="tabpanel"]:visible').innerText();
  expect(diaryInCopy).toMatch(/\d{2}:\d{2}–\d{2}:\d{2} Uhr/);

  release();
  await expect(copy).toHaveCount(0);
  const reminder = page.getByRole('dialog', { name: 'Undokumentierte Termine' });
  await expect(reminder.getByText(REMINDER_TEXT)).toBeVisible();
  // The same diary, from the same answers: the swap changed nothing a caregiver could see.
  expect(await page.locator('#root main [role="tabpanel"]:visible').innerText()).toBe(diaryInCopy);
  await expectAccessible(page, 'the diary after the rendered copy');

  // 'Later' is remembered on the device: the next page's copy leaves the reminder out, as the app does.
  await reminder.getByRole('button', { name: 'Später' }).click();
  await expect(reminder).toBeHidden();
  const releaseAgain = await holdTheApp(page);
  await page.reload();
  await expect(copy.locator('h1', { hasText: 'Kalender' })).toBeVisible();
  await expect(copy.getByText(REMINDER_TEXT)).toHaveCount(0);
  releaseAgain();
  await expect(copy).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /Anstehend/ })).toBeVisible();
  await expect(reminder).toBeHidden();
});

test('the past tab comes as the address names it, where it was scrolled stays, and a session the server refuses leaves the start to the app', async ({
  page,
  anna,
}) => {
  await signIn(page, anna);
  await expectSignedIn(page, 'Anna');
  const release = await holdTheApp(page);
  await page.goto('/bookings?tab=past');
  const copy = page.locator('#root > [inert]');
  await expect(copy.locator('[role="tab"][aria-selected="true"]')).toContainText('Vergangen');
  // Scrolled down the copy before the app has come: the app keeps the caregiver where they are.
  await copy.locator('a').filter({ hasText: ' · ' }).last().scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(200);
  release();
  await expect(copy).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /Vergangen/, selected: true })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  // A token the server no longer accepts: no copy, and the app starts as it always did (here it
  // cannot renew the session either, so it asks for a new sign-in).
  await page.evaluate(() => {
    const key = 'careport:caregiver:session';
    const session = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    localStorage.setItem(
      key,
      JSON.stringify({ ...session, accessToken: 'a.b.c', refreshToken: 'unknown' }),
    );
  });
  await page.goto('/bookings');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
});
