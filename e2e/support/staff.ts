// The staff console's sign-in for the journeys (docs/api/staff.md): the demo staff users share one
// public TOTP secret, and a code signs an account in only once per 30-second step, so a second
// sign-in of the same account on this worker's server waits for the next step.
import { expect, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { DEMO_PASSWORD } from './session';

export const DISPATCHER = 'dispo@careport.example';
export const FINANCE = 'finanzen@careport.example';
export const ADMIN = 'admin@careport.example';
const DEMO_TOTP_SECRET = 'INQXEZLQN5ZHILKEMVWW6LKTORQWMZRB';
const PERIOD_SECONDS = 30;

const totp = new TOTP({ secret: DEMO_TOTP_SECRET, algorithm: 'SHA1', digits: 6, period: 30 });

/** The last time step each account signed in with, in this worker (one server per worker). */
const usedSteps = new Map<string, number>();

const stepOf = (now: number) => Math.floor(now / 1000 / PERIOD_SECONDS);

/** A code of a step this account has not used yet (waits for the next step when it must). */
async function freshCode(email: string): Promise<string> {
  const used = usedSteps.get(email);
  if (used !== undefined && stepOf(Date.now()) <= used) {
    const nextStepAt = (used + 1) * PERIOD_SECONDS * 1000;
    await new Promise((resolve) => setTimeout(resolve, nextStepAt - Date.now() + 50));
  }
  const now = Date.now();
  usedSteps.set(email, stepOf(now));
  return totp.generate({ timestamp: now });
}

/** The console's sign-in form as a staff member; answers once the shell shows their name. */
export async function signInToConsole(page: Page, email: string, name: string) {
  await page.goto('/console/sign-in');
  await expect(page.getByRole('heading', { name: 'Anmelden', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: /^E-Mail/ }).fill(email);
  await page.getByLabel(/^Passwort/).fill(DEMO_PASSWORD);
  await page.getByRole('textbox', { name: /^Sechsstelliger Code/ }).fill(await freshCode(email));
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText(name).first()).toBeVisible();
}

/** On the console's Money page, the finance user starts `month`'s invoice run and watches it end. */
export async function runMonthInConsole(page: Page, month: string) {
  await page.goto('/console/money');
  await expect(page.getByRole('heading', { name: 'Abrechnung', level: 1 })).toBeVisible();
  await page.getByLabel(/^Monat(?! der)/).fill(month);
  await page.getByRole('button', { name: 'Rechnungslauf starten' }).click();
  await expect(page.getByText(`Rechnungslauf ${month} abgeschlossen`)).toBeVisible({
    timeout: 30_000,
  });
}
