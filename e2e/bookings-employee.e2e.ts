import { expect, test, type Page } from '@playwright/test';
import { drawSignature, paperProofPng } from './support/signature';
import { dismissReminder, expectSignedIn, JONAS, signIn } from './support/session';

async function openPastBooking(page: Page, customer: string) {
  await page.goto('/bookings?tab=past');
  // Employees see the reminder on every arrival at the diary (spec 1 §6).
  await dismissReminder(page);
  await page.getByRole('link').filter({ hasText: customer }).first().click();
  await expect(page.getByRole('heading', { name: 'Termin', level: 1 })).toBeVisible();
  return new URL(page.url()).pathname;
}

async function signStep(page: Page, heading: string) {
  await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
  // An empty signature is refused before anything is sent.
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText('Keine Unterschrift eingegeben')).toBeVisible();
  await drawSignature(page, page.getByLabel('Unterschriftenfeld'));
  await page.getByRole('button', { name: 'Weiter' }).click();
}

test('an employee documents one booking digitally and one on paper, then finds both labelled', async ({
  page,
}) => {
  await signIn(page, JONAS);
  await expectSignedIn(page, 'Jonas');
  await dismissReminder(page);

  // Household help on a first booking: customer, declaration, caregiver (spec 1 §4 routing).
  const digital = await openPastBooking(page, 'Renate Koch');
  await page.getByRole('link', { name: 'Jetzt dokumentieren' }).click();
  await page.getByRole('button', { name: 'Datum und Uhrzeit stimmen' }).click();
  await expect(page.getByRole('heading', { name: 'Zusammenfassung', level: 2 })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Digital' })).toBeChecked();
  await page.getByRole('button', { name: 'Zur Unterschrift' }).click();
  await signStep(page, 'Unterschrift Kunde: Terminbestätigung');
  await signStep(page, 'Unterschrift Kunde: Abtretungserklärung');
  await signStep(page, 'Unterschrift Betreuungskraft');
  await expect(page.getByRole('link', { name: 'Umfrage jetzt ausfüllen' })).toBeVisible();
  await page.getByRole('link', { name: 'Später' }).click();

  // Workshop / social welfare on paper: a photo of the signed proof.
  const paper = await openPastBooking(page, 'Schwarz');
  await page.getByRole('link', { name: 'Jetzt dokumentieren' }).click();
  await page.getByRole('button', { name: 'Datum und Uhrzeit stimmen' }).click();
  await page.getByText('Klassisch (Foto des Papiernachweises)').click();
  await expect(
    page.getByRole('radio', { name: 'Klassisch (Foto des Papiernachweises)' }),
  ).toBeChecked();
  await page.getByLabel('Foto des Leistungsnachweises aufnehmen oder auswählen').setInputFiles({
    name: 'nachweis.png',
    mimeType: 'image/png',
    buffer: paperProofPng(),
  });
  await expect(page.getByText('Bild hochgeladen')).toBeVisible();
  await page.getByRole('button', { name: 'Termin dokumentieren' }).click();
  await expect(page.getByRole('link', { name: 'Umfrage jetzt ausfüllen' })).toBeVisible();
  await page.getByRole('link', { name: 'Später' }).click();

  // Both are documented now and carry the employee's labels in the diary.
  for (const path of [digital, paper]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Termin', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Jetzt dokumentieren' })).toHaveCount(0);
  }
  await page.goto('/bookings?tab=past');
  await expect(page.getByRole('link').filter({ hasText: 'Renate Koch' }).first()).toContainText(
    'Umfrage ausstehend',
  );
  await expect(page.getByRole('link').filter({ hasText: 'Schwarz' }).first()).toContainText(
    /auf Papier/,
  );
});
