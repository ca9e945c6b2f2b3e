import { randomUUID } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import sharp from 'sharp';
import { expectAccessible } from './support/access';
import { OpsFailure, award, proposeTo } from './support/ops';
import { dismissReminder, signIn } from './support/session';

// Issue 12: bank and tax details and the monthly service documentation, against the real server;
// the market's side through the back office's command line (e2e/support/ops.ts).

const saveBar = (page: Page) =>
  page.getByRole('region', { name: 'Du hast ungespeicherte Änderungen' });

const DEMO_IBAN = 'DE89 3704 0044 0532 0130 00';
const OTHER_IBAN = 'DE02 1203 0000 0000 2020 51';

async function saveIban(page: Page, iban: string) {
  await page.getByRole('link', { name: 'Bearbeiten' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bank- und Steuerdaten bearbeiten' }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: /^IBAN/ }).fill(iban);
  await saveBar(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bank- und Steuerdaten' }),
  ).toBeVisible();
  await expect(page.getByText(iban, { exact: true })).toBeVisible();
}

test('an independent edits the bank details: a wrong IBAN is refused, a right one kept', async ({
  page,
  anna,
}) => {
  await signIn(page, anna);
  await dismissReminder(page);
  await page.goto('/account/financial-overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Finanzübersicht' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Rechnungen/ })).toBeVisible();
  await expectAccessible(page, 'financial overview');

  await page.getByRole('link', { name: /Bank- und Steuerdaten/ }).click();
  await expect(page.getByText(DEMO_IBAN, { exact: true })).toBeVisible();
  await expect(page.getByText('35/123/45678')).toBeVisible();
  await expectAccessible(page, 'bank and tax details');

  await page.getByRole('link', { name: 'Bearbeiten' }).click();
  const iban = page.getByRole('textbox', { name: /^IBAN/ });
  await expect(saveBar(page)).toBeHidden();
  // One digit changed: the checksum no longer holds.
  await iban.fill('DE89 3704 0044 0532 0130 01');
  await saveBar(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('IBAN ist ungültig')).toBeVisible();
  await expectAccessible(page, 'bank details with a wrong IBAN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Bank- und Steuerdaten bearbeiten',
  );
  // Neither tax number nor VAT id: both fields say what is missing.
  await page.getByRole('textbox', { name: 'Steuernummer' }).fill('');
  await iban.fill(OTHER_IBAN);
  await saveBar(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('IBAN ist ungültig')).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Steuernummer' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await saveBar(page).getByRole('button', { name: 'Abbrechen' }).click();

  // A right IBAN is kept; then the demo's own again, so the journey leaves it as it found it.
  await page.getByRole('link', { name: 'Zurück' }).click();
  await saveIban(page, OTHER_IBAN);
  await page.reload();
  await expect(page.getByText(OTHER_IBAN, { exact: true })).toBeVisible();
  await saveIban(page, DEMO_IBAN);
});

/** A contract of Anna's with a customer whose insurance pays directly, its first visit ahead. */
async function directPayContract(page: Page, anna: string) {
  const run = randomUUID().slice(0, 6);
  const proposal = await proposeTo(anna, {
    'first-name': 'Hilde',
    'last-name': `Nachweis-${run}`,
    'payment-method': 'direct_reimbursement',
  });
  await page.goto(`/customers/proposals/${proposal.service_request_id}`);
  await page.getByRole('button', { name: 'Annehmen' }).click();
  await expect(page.getByText('Du hast angenommen')).toBeVisible();
  for (let hours = 30; hours <= 60; hours += 2) {
    const start = new Date(Date.now() + hours * 3_600_000);
    const end = new Date(start.getTime() + 3_600_000);
    try {
      const contract = await award(proposal.service_request_id, {
        start: start.toISOString(),
        end: end.toISOString(),
      });
      return { contract, start };
    } catch (error) {
      if (!(error instanceof OpsFailure) || !error.stderr.includes('BOOKING_IS_OVERLAPPING')) {
        throw error;
      }
    }
  }
  throw new Error('Anna has no free hour in the next days');
}

test('a caregiver uploads a service documentation photo and sees progress and success', async ({
  page,
  anna,
}) => {
  await signIn(page, anna);
  await dismissReminder(page);
  const { contract, start } = await directPayContract(page, anna);
  const month = new Intl.DateTimeFormat('de-DE', {
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  }).format(start);

  await page.goto(`/customers/${contract.contract_id}/service-documentation`);
  await expect(page.getByRole('heading', { level: 1, name: 'Leistungsnachweise' })).toBeVisible();
  await expect(page.getByText(/Pflegekasse dieses Kunden zahlt direkt/)).toBeVisible();
  await expectAccessible(page, 'service documentation periods');
  await page.getByRole('link', { name: new RegExp(month) }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Leistungsnachweis ${month}` }),
  ).toBeVisible();
  await expect(page.getByText('Noch keine Datei hochgeladen.')).toBeVisible();
  await expectAccessible(page, 'service documentation period');

  // A text file named like a PDF: the server looks at the content and refuses it (spec 2 §8).
  const wrong = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Datei wählen' }).click();
  await (
    await wrong
  ).setFiles({
    name: 'nachweis.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('Das ist kein PDF.'),
  });
  const failed = page.getByRole('alert').filter({
    hasText: 'Hochladen des Leistungsnachweises fehlgeschlagen',
  });
  await expect(failed).toBeVisible();
  await expect(failed.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  await expectAccessible(page, 'failed upload');

  // A photo from the library, over a slow connection, so the progress shows.
  const photo = await sharp({
    create: {
      width: 1200,
      height: 900,
      channels: 3,
      background: '#ffffff',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 40,
    downloadThroughput: -1,
    uploadThroughput: Math.ceil(photo.length / 4),
  });
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Aus Fotos wählen' }).click();
  await (await chooser).setFiles({ name: 'nachweis.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByText(/^Wird hochgeladen: \d+ %$/)).toBeVisible();
  await expect(page.getByText('Danke! Der Leistungsnachweis ist angekommen.')).toBeVisible({
    timeout: 20_000,
  });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(page.getByRole('progressbar')).toBeHidden();
  await expect(page.getByText('nachweis.jpg')).toBeVisible();
  await expect(page.getByText('Hochgeladen', { exact: true })).toBeVisible();
  await expectAccessible(page, 'uploaded service documentation');

  // The file comes back through a single-use download token.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Datei öffnen' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.jpg$/);

  // The month list shows it as uploaded too.
  await page.getByRole('link', { name: 'Leistungsnachweise' }).click();
  await expect(page.getByRole('link', { name: new RegExp(month) })).toContainText('Hochgeladen');

  // Beyond the spec: adding an appointment for a demo customer whose insurance pays directly shows
  // the month's §45b relief amount (a new contract takes appointments only once confirmed).
  await page.goto('/bookings/new');
  await page.getByRole('combobox', { name: /^Kunde/ }).click();
  await page.getByRole('option', { name: 'Schulze, Helga' }).click();
  const relief = page.getByText('Entlastungsbetrag (§ 45b SGB XI)');
  await expect(relief).toBeVisible();
  await expect(
    page.getByText(/von 131,00\s€ im .* schon verplant oder dokumentiert\./),
  ).toBeVisible();
  await expectAccessible(page, 'new appointment with the relief amount');
});
