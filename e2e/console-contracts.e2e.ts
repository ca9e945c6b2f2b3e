// Issue 40, records 0105 and 0106: the console's contracts and care receivers against the real
// server. Anna uploads a month's service documentation in the app; the dispatcher finds the
// contract, enters the customer's confirmation, opens the file in a new tab and schedules the end;
// the admin sees the care receiver held back from anonymisation while the contract runs.
import sharp from 'sharp';
import { expectAccessible } from './support/access';
import { acceptedInApp } from './support/documented-visit';
import { OpsFailure, award } from './support/ops';
import { ADMIN, DISPATCHER, signInToConsole } from './support/staff';
import { expect, test } from './support/test';

test('a dispatcher works a contract in the console, the admin sees its care receiver held', async ({
  page,
  anna,
}) => {
  // Two apps, three sign-ins and axe on every screen, on a busy machine.
  test.setTimeout(180_000);
  const { proposal, lastName } = await acceptedInApp(page, anna, 'Vertrag', {
    'first-name': 'Hilde',
    'payment-method': 'direct_reimbursement',
  });
  let contractId = '';
  let start = new Date();
  for (let hours = 30; hours <= 60 && !contractId; hours += 2) {
    start = new Date(Date.now() + hours * 3_600_000);
    try {
      const awarded = await award(proposal.service_request_id, {
        start: start.toISOString(),
        end: new Date(start.getTime() + 3_600_000).toISOString(),
      });
      contractId = awarded.contract_id;
    } catch (error) {
      if (!(error instanceof OpsFailure) || !error.stderr.includes('BOOKING_IS_OVERLAPPING')) {
        throw error;
      }
    }
  }
  expect(contractId).not.toBe('');
  const month = new Intl.DateTimeFormat('de-DE', {
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  }).format(start);

  // Anna's upload of the month, a photo.
  await page.goto(`/customers/${contractId}/service-documentation`);
  await page.getByRole('link', { name: new RegExp(month) }).click();
  const photo = await sharp({
    create: { width: 600, height: 400, channels: 3, background: '#ffffff' },
  })
    .jpeg()
    .toBuffer();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Aus Fotos wählen' }).click();
  await (await chooser).setFiles({ name: 'nachweis.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText('Danke! Der Leistungsnachweis ist angekommen.')).toBeVisible({
    timeout: 20_000,
  });

  // The dispatcher: the list, then the contract.
  await signInToConsole(page, DISPATCHER, 'Dana Dispo');
  await page.goto(`/console/contracts?query=${lastName}`);
  await expect(page.getByRole('heading', { name: 'Verträge', level: 1 })).toBeVisible();
  const link = page.getByRole('link', { name: `${lastName}, Hilde` });
  await expect(link).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: lastName })).toContainText(
    'Antwort der Kundschaft offen',
  );
  await expectAccessible(page, 'the contracts list');
  await link.click();
  await expect(
    page.getByRole('heading', { name: `Vertrag mit Hilde ${lastName}`, level: 1 }),
  ).toBeVisible();
  await expectAccessible(page, 'the contract');

  // The customer confirms the first appointment.
  const answered = page.waitForResponse((response) => response.url().endsWith('/first-booking'));
  await page.getByRole('button', { name: 'Antwort speichern' }).click();
  expect((await answered).status()).toBe(200);
  await expect(page.getByText(/Erster Termin: .* · Bestätigt/)).toBeVisible();

  // The month's photo, in a tab of its own.
  const row = page.getByRole('row').filter({ hasText: month });
  await expect(row).toContainText('Hochgeladen');
  const popup = page.waitForEvent('popup');
  await row.getByRole('button', { name: 'nachweis.jpg ansehen (neuer Tab)' }).click();
  const tab = await popup;
  await tab.waitForURL(/^blob:/);
  await expect(tab.locator('img')).toBeVisible();
  await tab.close();

  // The end of the collaboration, a month from now, with the reason for the trail.
  const end = new Date(Date.now() + 30 * 24 * 3_600_000);
  const endDay = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(end);
  await page.getByLabel(/^Letzter Tag ist der Tag vor/).fill(endDay);
  await page.getByLabel('Grund (steht im Protokoll)').fill('Umzug ins Heim');
  const ended = page.waitForResponse((response) => response.url().endsWith('/cancel'));
  await page.getByRole('button', { name: 'Ende planen' }).click();
  expect((await ended).status()).toBe(200);
  await expect(page.getByText('Endet', { exact: true })).toBeVisible();
  await expectAccessible(page, 'the contract with its end scheduled');

  // The admin: the care receiver is held back while the contract runs.
  await page.getByRole('button', { name: 'Konto von Dana Dispo' }).click();
  await page.getByRole('menuitem', { name: 'Abmelden', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Anmelden', level: 1 })).toBeVisible();
  await signInToConsole(page, ADMIN, 'Ada Admin');
  await page.goto(`/console/care-receivers?query=${lastName}`);
  await expect(page.getByRole('heading', { name: 'Pflegebedürftige', level: 1 })).toBeVisible();
  const anonymise = page.getByRole('button', { name: `${lastName}, Hilde anonymisieren` });
  await expect(anonymise).toBeDisabled();
  await expect(page.getByText('Nicht möglich: Ein Vertrag läuft noch.')).toBeVisible();
  await expectAccessible(page, 'the care receivers');
});
