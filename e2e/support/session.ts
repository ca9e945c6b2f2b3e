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

export async function expectSignedIn(page: Page, firstName: string) {
  await expect(page.getByRole('heading', { name: `Hallo ${firstName}!` })).toBeVisible();
}

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}
