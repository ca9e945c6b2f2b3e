import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
import { expectAccessible } from './support/access';
import { dismissReminder, isPhone, signIn } from './support/session';

// Issue 11: the profile picture (uploaded in about me, served from its hash at a fixed width) and
// the web view of an http help document, against the real server.

const ICON = readFileSync(path.join(import.meta.dirname, '../packages/web/public/icon-192.png'));

test('a caregiver uploads a profile picture and sees it from its hash', async ({ page, anna }) => {
  await signIn(page, anna);
  await dismissReminder(page);
  await page.goto('/account/profile/about-me/edit');
  await expect(page.getByText('Profilbild', { exact: true })).toBeVisible();
  await expectAccessible(page, 'about me with the picture upload');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: ICON,
  });
  await expect(page.getByText('Profilbild gespeichert')).toBeVisible();
  const picture = page.getByRole('img', { name: 'Dein Profilbild' });
  await expect(picture).toBeVisible();
  const src = (await picture.getAttribute('src')) ?? '';
  expect(src).toMatch(/^\/caregiver-app\/profile-image\/[0-9a-f]{64}\?width=(96|192|384)$/);
  // The browser decoded it: the server answered a real picture.
  await expect
    .poll(() => picture.evaluate((image) => (image as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  if (!isPhone(page)) {
    // The side menu's avatar shows it too.
    const menu = page.getByRole('navigation').first();
    await expect(menu.locator('img[src*="/caregiver-app/profile-image/"]')).toHaveCount(1);
  }
  await expectAccessible(page, 'about me after the upload');
});

test('an http help document opens in the web view, which offers it in a new tab', async ({
  page,
  anna,
}) => {
  await signIn(page, anna);
  await dismissReminder(page);
  await page.goto('/account/help-center');
  await page.getByRole('link', { name: 'Häufige Fragen' }).click();
  await expect(page).toHaveURL(/\/account\/web-view\?/);
  await expect(page.getByRole('heading', { name: 'Häufige Fragen', level: 1 })).toBeVisible();
  await expect(page.getByText('Die Webversion wird nicht unterstützt')).toBeVisible();
  await expect(page.getByRole('link', { name: /In neuem Tab öffnen/ })).toHaveAttribute(
    'href',
    'https://www.careport.example/hilfe/haeufige-fragen',
  );
  await expectAccessible(page, 'the web view');
});
