import { expect, test } from './support/test';
import { expectAccessible } from './support/access';
import { newestMailTo, resetLinkIn } from './support/outbox';
import {
  DEMO_PASSWORD,
  dismissReminder,
  expectSignedIn,
  isPhone,
  passwordField,
  SESSION_KEY,
  signIn,
  signOut,
} from './support/session';

test('the German login refuses a wrong password and lets the right one in', async ({
  page,
  anna,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  await expectAccessible(page, 'the login');

  await signIn(page, anna, 'falsch-geraten');
  await expect(page.getByText('E-Mail-Adresse oder Passwort ist falsch.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expectAccessible(page, 'the refused login');

  await passwordField(page).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expectSignedIn(page, 'Anna');
});

test('an empty login form names the missing fields', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText('Erforderlich')).toHaveCount(2);
  await expectAccessible(page, 'the empty login');
});

test('the sign-in screen comes in the page itself, and the app takes it over in place', async ({
  browser,
  page,
  anna,
}) => {
  // Issue 16: painted before any script has run, in the remembered language.
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const plain = await withoutScripts.newPage();
  await plain.goto('/login');
  await expect(plain.getByText('Anmelden').first()).toBeVisible();
  await expect(plain.locator('input[name="username"]')).toBeVisible();
  await withoutScripts.close();

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  // The copy is gone once the app runs: one form, and it takes input.
  await expect(page.locator('[inert]')).toHaveCount(0);
  await expect(page.locator('input[name="username"]')).toHaveCount(1);
  await page.getByRole('textbox', { name: /E-Mail-Adresse/ }).fill(anna);
  await expect(page.getByRole('textbox', { name: /E-Mail-Adresse/ })).toHaveValue(anna);
});

test('the language switches to English and back, and is remembered', async ({ page }) => {
  await page.goto('/login');
  await page.getByText('English', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The server hears of the choice too (a cookie): the page itself comes in English.
  const served = await page.request.get('/login', { headers: { accept: 'text/html' } });
  expect(await served.text()).toContain('Sign in');

  await page.getByText('Deutsch', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
});

test('the menu reaches every area, with bottom tabs on phones', async ({ page, anna }) => {
  await signIn(page, anna);
  await expectSignedIn(page, 'Anna');
  await dismissReminder(page);

  if (isPhone(page)) {
    const tabs = page.getByRole('navigation', { name: 'Schnellzugriff' });
    await expect(tabs).toBeVisible();
    await tabs.getByRole('link', { name: /Kalender/ }).click();
    await expect(page).toHaveURL(/\/bookings$/);
    await tabs.getByRole('link', { name: /Kunden/ }).click();
    await expect(page).toHaveURL(/\/customers$/);

    await expectAccessible(page, 'the customers');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
    await expect(menu).toBeVisible();
    await expectAccessible(page, 'the open menu');
    await menu.getByRole('link', { name: /Konto/ }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expectAccessible(page, 'the account');
  } else {
    await expect(page.getByRole('navigation', { name: 'Schnellzugriff' })).toBeHidden();
    const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
    for (const [name, path] of [
      [/Kunden/, /\/customers$/],
      [/Kalender/, /\/bookings$/],
      [/Konto/, /\/account$/],
      [/Dashboard/, /\/$/],
    ] as const) {
      await menu.getByRole('link', { name }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      await expectAccessible(page, `the page at ${String(path)}`);
    }
  }
});

test('legacy paths lead to their new places', async ({ page, anna }) => {
  await signIn(page, anna);
  await expectSignedIn(page, 'Anna');
  await dismissReminder(page);
  await page.goto('/bookings/open');
  await expect(page).toHaveURL(/\/bookings$/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/account$/);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/$/);
});

test('logging out clears the session and closes the app', async ({ page, anna }) => {
  await signIn(page, anna);
  await expectSignedIn(page, 'Anna');
  await dismissReminder(page);
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).not.toBeNull();

  await signOut(page);
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login/);
});

test('a password reset through the mailed link replaces the password once', async ({
  page,
  jonas,
}) => {
  const resetTo = async (password: string) => {
    const since = Date.now() - 1000;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
    await expect(page).toHaveURL(/\/request-password-reset$/);
    // Once in a few CI runs the typed address was gone when the form was sent (not yet explained);
    // the journey checks the value before sending and sends again if it was lost.
    await expect(async () => {
      const email = page.getByRole('textbox', { name: /E-Mail-Adresse/ });
      await email.fill(jonas);
      await expect(email).toHaveValue(jonas);
      await page.getByRole('button', { name: 'Link anfordern' }).click();
      await expect(page.getByText('Schau in dein Postfach')).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 20_000 });

    await expect.poll(() => newestMailTo(jonas, since)).toBeTruthy();
    const link = resetLinkIn(newestMailTo(jonas, since) ?? '');
    expect(link.searchParams.get('email')).toBe(jonas);
    await page.goto(link.pathname + link.search);

    await passwordField(page, 'Neues Passwort').fill(password);
    await passwordField(page, 'Neues Passwort wiederholen').fill(`${password}x`);
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(page.getByText('Die Passwörter müssen übereinstimmen')).toBeVisible();

    await passwordField(page, 'Neues Passwort wiederholen').fill(password);
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(page).toHaveURL(/\/login\?isPasswordReset=true/);
    await expect(page.getByText('Passwort geändert')).toBeVisible();
    return link;
  };

  const link = await resetTo('neues-passwort-7');

  await signIn(page, jonas, DEMO_PASSWORD);
  await expect(page.getByText('E-Mail-Adresse oder Passwort ist falsch.')).toBeVisible();
  await signIn(page, jonas, 'neues-passwort-7');
  await expectSignedIn(page, 'Jonas');

  // The link is single-use.
  await page.evaluate(() => localStorage.clear());
  await page.goto(link.pathname + link.search);
  await passwordField(page, 'Neues Passwort').fill('noch-eins-9');
  await passwordField(page, 'Neues Passwort wiederholen').fill('noch-eins-9');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText(/Dieser Link ist ungültig oder abgelaufen/)).toBeVisible();

  // Back to the demo password, so the other journeys can sign in as before.
  await resetTo(DEMO_PASSWORD);
  await signIn(page, jonas, DEMO_PASSWORD);
  await expectSignedIn(page, 'Jonas');
});
