import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'careport';
export const ANNA = 'anna@careport.example';
export const JONAS = 'jonas@careport.example';
export const SESSION_KEY = 'careport:caregiver:session';

/** The password input, whose label may carry the required asterisk. */
export function passwordField(page: Page, label = 'Passwort') {
  return page.getByLabel(new RegExp(`^${label}( \\*)?$`));
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /E-Mail-Adresse/ }).fill(email);
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

/**
 * Signs the caregiver out through the main menu of the screen shown, as a second caregiver on the
 * device would (no reload: an employee's reminder opens again on every app start).
 */
export async function signOut(page: Page) {
  if (isPhone(page)) await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page
    .getByRole('navigation', { name: 'Hauptmenü' })
    .getByRole('button', { name: 'Abmelden' })
    .click();
  await expect(page).toHaveURL(/\/login/);
}

export async function expectSignedIn(page: Page, firstName: string) {
  await expect(page.getByText(`Hallo ${firstName}!`)).toBeVisible();
}

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/**
 * Both demo caregivers have undocumented bookings, so the reminder modal opens after sign-in
 * (spec 1 §6); journeys that are not about it put it aside.
 */
export async function dismissReminder(page: Page) {
  const reminder = page.getByRole('dialog', { name: 'Undokumentierte Termine' });
  await expect(reminder).toBeVisible();
  // 'Later' snoozes it for a day for independents; employees see it again on their next arrival.
  await reminder.getByRole('button', { name: 'Später' }).click();
  await expect(reminder).toBeHidden();
}
