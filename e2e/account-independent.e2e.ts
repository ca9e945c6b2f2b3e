import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { runOps } from './support/ops';
import { dismissReminder, expectSignedIn, signIn } from './support/session';

// Issue 11: the account area and the dashboard against the real server and its demo. Every
// journey leaves the demo as it found it, so it runs at phone and at desktop width alike.

async function openAccountEntry(page: Page, name: string) {
  await page.goto('/account');
  await page.getByRole('navigation', { name: 'Kontomenü' }).getByRole('link', { name }).click();
}

const saveBar = (page: Page) =>
  page.getByRole('region', { name: 'Du hast ungespeicherte Änderungen' });

test('an independent sees the statistics with earnings on the dashboard', async ({
  page,
  anna,
}) => {
  await signIn(page, anna);
  await expectSignedIn(page, 'Anna');
  await dismissReminder(page);
  const stats = page.getByRole('region', { name: 'Deine Statistik' });
  await expect(stats.getByRole('article', { name: 'Kundenzufriedenheit' })).toContainText('von 5');
  await expect(stats.getByText('Verdienst diesen Monat (brutto)')).toBeVisible();
  await expect(stats.getByText(/Als Selbstständige\*r/)).toBeVisible();
  // The open proposals card says what the market has open for Anna (other journeys on the same
  // server answer proposals, so the number is asked of the back office, not assumed).
  const { proposals } = await runOps<{ proposals: { state: string }[] }>('list-proposals', {
    caregiver: anna,
  });
  const open = proposals.filter((proposal) => proposal.state === 'OPEN').length;
  await expect(page.getByText(new RegExp(`^Du hast ${open} offene`))).toBeVisible();
  const upcoming = page.getByRole('region', { name: 'Kommende Termine' }).getByRole('listitem');
  await expect(upcoming).toHaveCount(7);
});

test('an independent edits about me with the sticky save bar and picks services', async ({
  page,
  anna,
}, testInfo) => {
  await signIn(page, anna);
  await dismissReminder(page);
  await openAccountEntry(page, 'Profil bearbeiten');
  await page.getByRole('link', { name: /Über mich/ }).click();
  await expect(
    page.getByText('Profile mit „Über mich“ erhalten bis zu 20 % mehr Anfragen.'),
  ).toBeVisible();
  // Nothing changed yet: save is disabled and no sticky bar shows.
  await expect(page.getByRole('button', { name: 'Speichern' })).toBeDisabled();
  await expect(saveBar(page)).toBeHidden();

  const text = `Ich begleite seit zehn Jahren ältere Menschen (${testInfo.project.name}).`;
  const aboutMe = page.getByRole('textbox', { name: /Über mich/ });
  await aboutMe.fill('');
  await expect(saveBar(page)).toBeVisible();
  await saveBar(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Erforderlich')).toBeVisible();
  await aboutMe.fill(text);
  await saveBar(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('heading', { name: 'Profil bearbeiten', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Über mich/ })).toContainText(text);

  // Services: switch one on, then off again; each save is what the server keeps.
  for (const isChecked of [true, false]) {
    await page.getByRole('link', { name: /Leistungen/ }).click();
    const laundry = page.getByRole('checkbox', { name: 'Wäsche' });
    await expect(laundry).toBeChecked({ checked: !isChecked });
    await laundry.click();
    await saveBar(page).getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('heading', { name: 'Profil bearbeiten', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: /Leistungen/ }).click();
    await expect(page.getByRole('checkbox', { name: 'Wäsche' })).toBeChecked({
      checked: isChecked,
    });
    await page.getByRole('link', { name: 'Zurück' }).click();
  }
});

test('an independent switches booked out, manages an absence and the travel distance', async ({
  page,
  anna,
}) => {
  await signIn(page, anna);
  await dismissReminder(page);
  await openAccountEntry(page, 'Verfügbarkeit');
  const available = page.getByRole('switch', { name: 'Verfügbar für neue Kunden' });
  await expect(available).toBeChecked();
  await available.click();
  await expect(page.getByText('Du bist ausgebucht')).toBeVisible();
  await page.reload();
  await expect(available).not.toBeChecked();
  await available.click();
  await expect(available).toBeChecked();
  await page.reload();
  await expect(available).toBeChecked();

  // Add, edit and delete an absence (spec 2 §4: inline forms).
  await page.getByRole('button', { name: 'Abwesenheit hinzufügen' }).click();
  const form = page.getByRole('form', { name: 'Abwesenheit hinzufügen' });
  await form.getByRole('textbox', { name: 'Von' }).fill('20.12.2027');
  await form.getByRole('textbox', { name: 'Von' }).blur();
  await form.getByRole('textbox', { name: 'Bis' }).fill('22.12.2027');
  await form.getByRole('textbox', { name: 'Bis' }).blur();
  await form.getByRole('combobox', { name: 'Grund' }).click();
  await page.getByRole('option', { name: 'Krank' }).click();
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('20.12.2027 – 22.12.2027')).toBeVisible();

  await page
    .getByRole('button', { name: 'Abwesenheit vom 20.12.2027 bis 22.12.2027 bearbeiten' })
    .click();
  const edit = page.getByRole('form', { name: 'Abwesenheit bearbeiten' });
  await edit.getByRole('textbox', { name: 'Bis' }).fill('23.12.2027');
  await edit.getByRole('textbox', { name: 'Bis' }).blur();
  await edit.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('20.12.2027 – 23.12.2027')).toBeVisible();
  await page.reload();
  await expect(page.getByText('20.12.2027 – 23.12.2027')).toBeVisible();

  await page
    .getByRole('button', { name: 'Abwesenheit vom 20.12.2027 bis 23.12.2027 löschen' })
    .click();
  await expect(page.getByText('20.12.2027 – 23.12.2027')).toBeHidden();

  // The travel distance slider, by keyboard: 12 → 15 km, kept, then back.
  const slider = page.getByRole('slider', { name: 'Maximale Entfernung zum Kunden' });
  await expect(slider).toHaveAttribute('aria-valuenow', '12');
  const isSaved = () =>
    page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') &&
        (response.request().postData() ?? '').includes('updateCaregiverTravelDistance'),
    );
  let saved = isSaved();
  await slider.focus();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', '15');
  await expect(page.getByText('15 km', { exact: true }).first()).toBeVisible();
  await saved;
  await page.reload();
  await expect(slider).toHaveAttribute('aria-valuenow', '15');
  saved = isSaved();
  await slider.focus();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveAttribute('aria-valuenow', '12');
  await saved;
  await page.reload();
  await expect(slider).toHaveAttribute('aria-valuenow', '12');
});

test('a help PDF opens in the reader, pages and zooms', async ({ page, anna }) => {
  await signIn(page, anna);
  await dismissReminder(page);
  await openAccountEntry(page, 'Hilfe-Center');
  await page.getByRole('link', { name: 'Leitfaden für das Erstgespräch' }).click();
  await expect(
    page.getByRole('heading', { name: 'Leitfaden für das Erstgespräch', level: 1 }),
  ).toBeVisible();
  const counter = page.getByTestId('pdf-page-counter');
  await expect(counter).toHaveText('1 / 2');
  await expect(page.getByRole('img', { name: 'Seite 1 von 2' })).toBeVisible();
  const previous = page.getByRole('button', { name: 'Vorherige Seite' });
  const next = page.getByRole('button', { name: 'Nächste Seite' });
  await expect(previous).toBeDisabled();
  await next.click();
  await expect(counter).toHaveText('2 / 2');
  await expect(next).toBeDisabled();
  await expect(page.getByRole('img', { name: 'Seite 2 von 2' })).toBeVisible();

  const zoom = page.getByTestId('pdf-zoom');
  const canvas = page.getByRole('img', { name: 'Seite 2 von 2' });
  const width = (await canvas.boundingBox())?.width ?? 0;
  await page.getByRole('button', { name: 'Vergrößern' }).click();
  await expect(zoom).toHaveText('125 %');
  await expect
    .poll(async () => (await canvas.boundingBox())?.width ?? 0)
    .toBeGreaterThan(width * 1.2);
  await page.getByRole('button', { name: 'Verkleinern' }).click();
  await page.getByRole('button', { name: 'Verkleinern' }).click();
  await page.getByRole('button', { name: 'Verkleinern' }).click();
  await expect(zoom).toHaveText('50 %');
  // spec 2 §9: zoom out is allowed from 0.75 only.
  await expect(page.getByRole('button', { name: 'Verkleinern' })).toBeDisabled();

  // The customers area's link to the first-call guide works the same way.
  await page.goto('/customers/pdf?url=/docs/first-call-guide.pdf&title=Erstgespr%C3%A4ch');
  await expect(page.getByTestId('pdf-page-counter')).toHaveText('1 / 2');
  // Issue 39: a file that cannot be loaded says so, with the reason, and offers a retry.
  await page.goto('/account/pdf?url=/docs/missing.pdf&title=Fehlt');
  await expect(page.getByText('Das Dokument konnte nicht geladen werden.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
});

test('an employee sees no availability, no services and no earnings', async ({ page, jonas }) => {
  await signIn(page, jonas);
  await expectSignedIn(page, 'Jonas');
  await dismissReminder(page);
  const stats = page.getByRole('region', { name: 'Deine Statistik' });
  await expect(stats.getByText('Dokumentierte Stunden diesen Monat')).toBeVisible();
  await expect(
    stats.getByText('Deine dokumentierten Stunden zählen ab dem 1. des Monats.'),
  ).toBeVisible();
  await expect(page.getByText('Verdienst diesen Monat (brutto)')).toBeHidden();

  await page.goto('/account');
  const menu = page.getByRole('navigation', { name: 'Kontomenü' });
  await expect(menu.getByRole('link', { name: 'Profil bearbeiten' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Verfügbarkeit' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Profil bearbeiten' }).click();
  await expect(page.getByRole('link', { name: /Sprachen/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Leistungen/ })).toHaveCount(0);
  // The screens themselves send an employee back.
  await page.goto('/account/availability');
  await expect(page.getByRole('heading', { name: 'Konto', level: 1 })).toBeVisible();
});
