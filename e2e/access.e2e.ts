import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible } from './support/access';
import { dismissReminder, expectSignedIn, signIn } from './support/session';

// issue 16 §10–§12: the booking side's screens, at phone and desktop width, without changing
// the demo (the journeys that change it run at phone width only).

// Every screen is checked by axe, which takes its time on a busy machine.
test.describe.configure({ timeout: 120_000 });

async function openFirstBooking(page: Page, tab: 'upcoming' | 'past', isEmployee = false) {
  await page.goto(tab === 'past' ? '/bookings?tab=past' : '/bookings');
  // Employees see the reminder on every arrival at the diary (spec 1 §6).
  if (isEmployee) await dismissReminder(page);
  const entry = page.getByRole('link').filter({ hasText: ' · ' }).first();
  await expect(entry).toBeVisible();
  await entry.click();
  await expect(page.getByRole('heading', { name: 'Termin', level: 1 })).toBeFocused();
}

test("an independent's booking screens have no accessibility findings", async ({ page, anna }) => {
  await signIn(page, anna);
  await expectSignedIn(page, 'Anna');
  await expectAccessible(page, 'the reminder');
  await dismissReminder(page);
  await page.goto('/bookings');
  await expect(page.getByRole('link').filter({ hasText: ' · ' }).first()).toBeVisible();
  await expectAccessible(page, 'the diary');
  await page.getByRole('tab', { name: /^Vergangen/ }).click();
  await expectAccessible(page, 'the past diary');

  await openFirstBooking(page, 'upcoming');
  await expectAccessible(page, 'an upcoming booking');
  await page.getByRole('link', { name: 'Bearbeiten' }).click();
  await expect(page.getByRole('heading', { name: 'Termin bearbeiten', level: 1 })).toBeFocused();
  await expect(page.getByRole('spinbutton', { name: 'Beginn – Uhrzeit: Stunden' })).toBeVisible();
  await expectAccessible(page, 'the edit screen');
  await page.getByRole('spinbutton', { name: 'Beginn – Uhrzeit: Stunden' }).click();
  await expect(page.locator('.mantine-TimePicker-dropdown')).toBeVisible();
  await expectAccessible(page, 'the open time list');

  await page.goto('/bookings/new');
  await expect(page.getByRole('combobox', { name: /^Kunde/ })).toBeVisible();
  await page.getByRole('button', { name: 'Termin anlegen' }).click();
  await expect(page.getByText('Bitte wähle einen Kunden aus')).toBeVisible();
  await expectAccessible(page, 'the new appointment with its error');

  await openFirstBooking(page, 'past');
  await expectAccessible(page, 'a past booking');
  const documentNow = page.getByRole('link', { name: 'Jetzt dokumentieren' });
  if ((await documentNow.count()) > 0) {
    await documentNow.click();
    await expect(page.getByRole('button', { name: 'Termin dokumentieren' })).toBeVisible();
    await expectAccessible(page, 'the services form');
  }
});

test("an employee's booking screens have no accessibility findings", async ({ page, jonas }) => {
  await signIn(page, jonas);
  await expectSignedIn(page, 'Jonas');
  await expectAccessible(page, 'the reminder');
  await dismissReminder(page);

  await page.goto('/bookings?tab=past');
  await dismissReminder(page);
  await expectAccessible(page, 'the past diary with its labels');
  const pending = page.getByRole('link').filter({ hasText: 'Umfrage ausstehend' }).first();
  await pending.click();
  await expectAccessible(page, 'a booking with its survey pending');
  await page.getByRole('link', { name: 'Umfrage ausfüllen' }).click();
  await expect(page.getByRole('heading', { name: 'Umfrage zum Termin', level: 1 })).toBeVisible();
  await expectAccessible(page, 'the survey');

  await openFirstBooking(page, 'upcoming', true);
  await page.getByRole('link', { name: 'Termin absagen' }).click();
  await expect(page.getByRole('heading', { name: 'Termin absagen', level: 1 })).toBeFocused();
  await page.getByRole('button', { name: 'Termin absagen' }).click();
  await expect(page.getByText('Bitte wähle aus, wer abgesagt hat')).toBeVisible();
  await expectAccessible(page, 'the cancel form with its errors');
});
