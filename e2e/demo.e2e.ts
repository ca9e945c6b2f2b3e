// The demo as `npm start` seeds it (README "Demo logins"), only read: every other journey works on
// a copy of its own (support/test.ts), so this is the one place the demo's accounts are used.
import { expect, test } from './support/test';
import {
  ANNA,
  DEMO_PASSWORD,
  dismissReminder,
  expectSignedIn,
  JONAS,
  signIn,
} from './support/session';

test("the demo's Anna signs in to her world: undocumented visits, customers and proposals", async ({
  page,
}) => {
  await signIn(page, ANNA);
  await expectSignedIn(page, 'Anna');
  // The demo leaves visits undocumented, so the reminder greets her (spec 1 §6).
  await dismissReminder(page);
  await page.goto('/bookings');
  await expect(page.getByRole('link').filter({ hasText: 'Schulze' }).first()).toBeVisible();
  await page.goto('/customers?tab=customers');
  await expect(page.getByRole('link').filter({ hasText: 'Schulze' }).first()).toBeVisible();
  await page.goto('/customers?tab=proposals');
  await expect(page.getByRole('link').filter({ hasText: 'Brandt' }).first()).toBeVisible();
});

test("the demo's Jonas signs in as an employee, without prices", async ({ page }) => {
  await signIn(page, JONAS);
  await expectSignedIn(page, 'Jonas');
  await dismissReminder(page);
  await page.goto('/bookings');
  await expect(page.getByRole('link').filter({ hasText: 'Lange' }).first()).toBeVisible();
  await expect(page.getByText('€')).toHaveCount(0);
});

test("the demo's applicant Lena cannot sign in yet, and is told why", async ({ page }) => {
  await signIn(page, 'lena@careport.example', DEMO_PASSWORD);
  await expect(page.getByText('Deine Bewerbung ist noch nicht abgeschlossen.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
