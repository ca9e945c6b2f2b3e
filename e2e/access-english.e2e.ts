import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible } from './support/access';
import { DEMO_PASSWORD, signIn } from './support/session';

// Issue 14: the screens both demo caregivers reach, in English, checked by axe as access.e2e.ts
// checks them in German. Read-only: nothing here changes the demo, so it runs at both widths.

test.describe.configure({ timeout: 240_000 });

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { name, level: 1 });

async function dismissEnglishReminder(page: Page) {
  const reminder = page.getByRole('dialog', { name: 'Undocumented appointments' });
  await expect(reminder).toBeVisible();
  await reminder.getByRole('button', { name: 'Later' }).click();
  await expect(reminder).toBeHidden();
}

/** Opens the first entry of a list whose entries are links holding `marker`. */
async function openFirst(page: Page, marker: string | RegExp) {
  const entry = page.getByRole('link').filter({ hasText: marker }).first();
  await expect(entry).toBeVisible();
  await entry.click();
}

async function openAccountEntry(page: Page, name: string | RegExp) {
  await page.goto('/account');
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name }).click();
}

/** The diary, both tabs and a booking of each; the new-appointment form with its error. */
async function checkDiary(page: Page, isEmployee: boolean) {
  await page.goto('/bookings');
  if (isEmployee) await dismissEnglishReminder(page);
  await expect(page.getByRole('tab', { name: /^Upcoming/ })).toBeVisible();
  await expect(page.getByRole('link').filter({ hasText: ' · ' }).first()).toBeVisible();
  await expectAccessible(page, 'the diary');
  await openFirst(page, ' · ');
  await expect(heading(page, 'Booking')).toBeFocused();
  await expectAccessible(page, 'an upcoming booking');

  await page.goto('/bookings?tab=past');
  if (isEmployee) await dismissEnglishReminder(page);
  await expect(page.getByRole('tab', { name: /^Past/, selected: true })).toBeVisible();
  await expect(page.getByRole('link').filter({ hasText: ' · ' }).first()).toBeVisible();
  await expectAccessible(page, 'the past diary');
  await openFirst(page, ' · ');
  await expect(heading(page, 'Booking')).toBeFocused();
  await expectAccessible(page, 'a past booking');

  await page.goto('/bookings/new');
  await expect(heading(page, 'Add appointment')).toBeVisible();
  if (isEmployee) {
    // spec 1 §6: employees' appointments are planned for them; the screen says so.
    await expect(page.getByRole('alert')).toContainText('You cannot add new appointments');
    await expectAccessible(page, 'the new appointment, closed to employees');
    return;
  }
  await expect(page.getByRole('combobox', { name: /^Customer/ })).toBeVisible();
  await page.getByRole('button', { name: 'Add appointment' }).click();
  await expect(page.getByText('Please choose a customer')).toBeVisible();
  await expectAccessible(page, 'the new appointment with its error');
}

/**
 * An undocumented past booking's documenting screens, opened but not sent: the services form,
 * or the employee's signature flow up to the customer's signature area (its steps so far live
 * in the page alone).
 */
async function checkDocumenting(page: Page, isEmployee: boolean) {
  await page.goto('/bookings?tab=past');
  if (isEmployee) await dismissEnglishReminder(page);
  await openFirst(page, 'undocumented');
  await expect(heading(page, 'Booking')).toBeFocused();
  await page.getByRole('link', { name: 'document now' }).click();
  await expect(heading(page, 'Document appointment')).toBeVisible();
  if (!isEmployee) {
    await expect(page.getByRole('button', { name: 'Document appointment' })).toBeVisible();
    await expectAccessible(page, 'the services form');
    return;
  }
  await expectAccessible(page, 'the date step');
  await page.getByRole('button', { name: 'Date and time are correct' }).click();
  await expect(page.getByRole('heading', { name: 'Summary', level: 2 })).toBeVisible();
  await expectAccessible(page, 'the summary step');
  await page.getByRole('button', { name: 'Go to signing' }).click();
  await expect(page.getByLabel('Signature area')).toHaveAccessibleDescription(
    /with a finger or a stylus.*'Nobody can sign'/,
  );
  await expectAccessible(page, "the customer's signature");
  await page.getByRole('radio', { name: 'Nobody can sign' }).check();
  await expect(page.getByRole('radio', { name: 'Nobody can sign' })).toBeFocused();
  await expectAccessible(page, 'nobody can sign');
}

/** The customers area: a proposal, a customer and its service documentation. */
async function checkCustomers(page: Page) {
  await page.goto('/customers');
  await expect(heading(page, 'Customers')).toBeVisible();
  await expectAccessible(page, 'the proposals list');
  // Both demo caregivers have proposals open (the journeys that answer them make their own).
  await page.getByRole('tabpanel').getByRole('link').first().click();
  await expect(heading(page, 'Proposal')).toBeVisible();
  await expectAccessible(page, 'a proposal');
  await page.goto('/customers?tab=customers');
  await expect(page.getByRole('tab', { name: 'My customers', selected: true })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
  await expectAccessible(page, 'the customers list');
  await page.getByRole('tabpanel').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/customers\/[0-9a-f-]{36}$/);
  await expect(heading(page, /./)).toBeVisible();
  await expectAccessible(page, 'a customer');
  await page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Service documentation', level: 2 }) })
    .getByRole('link')
    .click();
  await expect(heading(page, /Service documentation/)).toBeVisible();
  await expectAccessible(page, 'the service documentation');
}

async function checkAccount(page: Page, isIndependent: boolean) {
  await page.goto('/account');
  await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
  await expectAccessible(page, 'the account menu');
  await openAccountEntry(page, 'Edit profile');
  await expect(heading(page, 'Edit profile')).toBeVisible();
  await expectAccessible(page, 'the profile');
  if (isIndependent) {
    await openAccountEntry(page, 'Availability');
    await expect(heading(page, 'Availability')).toBeVisible();
    await expectAccessible(page, 'availability and absences');
  }
  await openAccountEntry(page, 'Financial overview');
  await expect(heading(page, 'Financial overview')).toBeVisible();
  await expectAccessible(page, 'the financial overview');
  await page.goto('/account/financial-overview/invoice-list');
  await expect(heading(page, 'Invoices')).toBeVisible();
  await expectAccessible(page, 'the invoices');
  await openAccountEntry(page, 'Help center');
  await expect(heading(page, 'Help center')).toBeVisible();
  await expectAccessible(page, 'the help center');
  await page.getByRole('link', { name: /guide/i }).first().click();
  await expect(page.getByTestId('pdf-page-counter')).toHaveText('1 / 2');
  await expectAccessible(page, 'the PDF reader');
  await page.goto('/sync');
  await expect(heading(page, 'Sync queue')).toBeVisible();
  await expectAccessible(page, 'the sync screen');
}

test('an independent who chose English on the login screen meets no axe finding', async ({
  page,
  anna,
}) => {
  await page.goto('/login');
  await page.getByText('English', { exact: true }).click();
  await expect(heading(page, 'Sign in')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectAccessible(page, 'the login screen');
  await page.getByRole('textbox', { name: /E-mail address/ }).fill(anna);
  await page.getByLabel(/^Password( \*)?$/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Hello Anna!')).toBeVisible();
  await expectAccessible(page, 'the reminder');
  await dismissEnglishReminder(page);
  await expectAccessible(page, 'the dashboard');

  await checkDiary(page, false);
  await checkDocumenting(page, false);
  await checkCustomers(page);
  await checkAccount(page, true);
});

test('an employee who chose English in the account menu meets no axe finding', async ({
  page,
  jonas,
}) => {
  await signIn(page, jonas);
  await expect(page.getByText('Hallo Jonas!')).toBeVisible();
  await page.goto('/account');
  await page.getByText('English', { exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
  // The choice is remembered: a new visit starts in English.
  await page.goto('/');
  await dismissEnglishReminder(page);
  await expect(page.getByText('Hello Jonas!')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectAccessible(page, 'the dashboard');

  await checkDiary(page, true);
  await checkDocumenting(page, true);
  await checkCustomers(page);
  await checkAccount(page, false);
});
