import { expect, test } from '@playwright/test';
import { berlinDay, setDate, setTime } from './support/booking-form';
import { ANNA, dismissReminder, expectSignedIn, signIn } from './support/session';
import { paperProofPng } from './support/signature';

const WARNING = 'Diese Buchung dauert länger als 3 Stunden. Bitte prüfen, ob das korrekt ist.';
const BLOCKED =
  'Diese Buchung dauert länger als 8.5 Stunden und kann so nicht erstellt werden. Bitte korrigiere den Zeitraum.';

test('an independent adds, edits and deletes an appointment, with the duration rules', async ({
  page,
}) => {
  // Far enough ahead that the demo's own appointments leave the morning free.
  const day = berlinDay(45);
  // The map's tile server is outside the product: stand in for it with a real PNG per tile.
  const tile = paperProofPng();
  await page.route('https://tiles.careport.test/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: tile }),
  );
  await signIn(page, ANNA);
  await expectSignedIn(page, 'Anna');
  await dismissReminder(page);

  await page.goto('/bookings');
  await page.getByRole('link', { name: 'Termin hinzufügen' }).click();
  await expect(page.getByRole('heading', { name: 'Termin hinzufügen', level: 1 })).toBeVisible();

  await page.getByRole('combobox', { name: /^Kunde/ }).click();
  const customer = page.getByRole('option').first();
  const customerName = (await customer.textContent()) ?? '';
  await customer.click();

  await setDate(page, 'Beginn', day);
  await setTime(page, 'Beginn', '0600');
  await setDate(page, 'Ende', day);
  await setTime(page, 'Ende', '1000');
  await expect(page.getByText(WARNING)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Termin anlegen' })).toBeEnabled();

  await setTime(page, 'Ende', '1500');
  await expect(page.getByText(BLOCKED)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Termin anlegen' })).toBeDisabled();

  await setTime(page, 'Ende', '0800');
  await expect(page.getByText(WARNING)).toBeHidden();
  await expect(page.getByText(BLOCKED)).toBeHidden();
  await page.getByRole('button', { name: 'Termin anlegen' }).click();

  await expect(page).toHaveURL(/\/bookings(\?.*)?$/);
  const [lastName = '', firstName = ''] = customerName.split(', ');
  const entry = page
    .getByRole('link')
    .filter({ hasText: `${day} · 06:00–08:00` })
    .filter({ hasText: `${firstName} ${lastName}`.trim() });
  await expect(entry).toBeVisible();

  await entry.click();
  await expect(page.getByRole('heading', { name: 'Termin', level: 1 })).toBeVisible();
  const map = page.getByRole('link', { name: /^Karte: .+Öffnet die Route/ });
  await expect(map).toBeVisible();
  await expect(map).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\//);
  await expect
    .poll(() =>
      map
        .locator('img')
        .evaluateAll(
          (tiles) =>
            tiles.filter((t) => t instanceof HTMLImageElement && t.naturalWidth > 0).length,
        ),
    )
    .toBeGreaterThan(0);
  await expect(page.getByText('© Careport-Testkacheln')).toBeVisible();
  await page.getByRole('link', { name: 'Bearbeiten' }).click();
  await expect(page.getByRole('heading', { name: 'Termin bearbeiten', level: 1 })).toBeVisible();
  await setTime(page, 'Ende', '0830');
  await page.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(page.getByRole('heading', { name: 'Termin', level: 1 })).toBeVisible();
  await expect(page.getByText(/08:30/).first()).toBeVisible();

  await page.getByRole('button', { name: 'Termin löschen' }).click();
  await page
    .getByRole('dialog', { name: 'Termin löschen?' })
    .getByRole('button', { name: 'Löschen' })
    .click();
  await expect(page).toHaveURL(/\/bookings(\?.*)?$/);
  await expect(page.getByRole('link').filter({ hasText: `${day} · 06:00–08:30` })).toHaveCount(0);
});

test('an independent documents a past appointment with the services form', async ({ page }) => {
  await signIn(page, ANNA);
  await expectSignedIn(page, 'Anna');
  const reminder = page.getByRole('dialog', { name: 'Undokumentierte Termine' });
  await reminder
    .getByRole('button', { name: /^Jetzt dokumentieren/ })
    .first()
    .click();

  await expect(page).toHaveURL(/\/bookings\/[^/]+\/fulfill$/);
  const bookingPath = new URL(page.url()).pathname.replace(/\/fulfill$/, '');
  await expect(page.getByRole('heading', { name: 'Termin dokumentieren', level: 1 })).toBeVisible();

  const services = page.getByRole('checkbox');
  if (!(await services.first().isChecked())) await services.first().check();
  // The payment method comes preselected from the booking.
  await expect(page.getByRole('combobox', { name: 'Zahlungsart' })).toHaveValue(/.+/);
  await page.getByRole('button', { name: 'Termin dokumentieren' }).click();

  await expect(page).not.toHaveURL(/\/fulfill$/);
  await page.goto(bookingPath);
  await expect(page.getByRole('heading', { name: 'Termin', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Jetzt dokumentieren' })).toHaveCount(0);
});

test("the reminder modal's 'later' hides it for a day", async ({ page }) => {
  await signIn(page, ANNA);
  await expectSignedIn(page, 'Anna');
  const reminder = page.getByRole('dialog', { name: 'Undokumentierte Termine' });
  await expect(reminder).toBeVisible();
  expect(
    await reminder.getByRole('button', { name: /^Jetzt dokumentieren/ }).count(),
  ).toBeLessThanOrEqual(10);
  await reminder.getByRole('button', { name: 'Später' }).click();
  await expect(reminder).toBeHidden();

  await page.reload();
  await expectSignedIn(page, 'Anna');
  await page.goto('/bookings');
  // Once the diary has its bookings the modal would have opened, had it not been put off.
  await expect(page.getByRole('tab', { name: /^Vergangen/ })).toBeVisible();
  await expect(page.getByRole('link').filter({ hasText: ' · ' }).first()).toBeVisible();
  await expect(reminder).toBeHidden();
});
