import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { expectAccessible } from './support/access';
import { answerFirstBooking, award, proposeTo } from './support/ops';
import { dismissReminder, signIn } from './support/session';
import { FINANCE, signInToConsole } from './support/staff';

// Issue 40, Money: the finance user runs a month in the console, finds its invoices, downloads
// one and cancels it (storno). The month is one of 2025 that no other journey documents visits
// in, a different one per screen width, so its invoices are this test's own.
test('the finance user runs the month, downloads an invoice and cancels it', async ({
  page,
  anna,
}, testInfo) => {
  test.setTimeout(120_000);
  const month = testInfo.project.name === 'phone' ? '2025-05' : '2025-06';
  const lastName = `Storno-${randomUUID().slice(0, 6)}`;
  const proposal = await proposeTo(anna, {
    'last-name': lastName,
    'payment-method': 'private_payment',
  });

  // Anna accepts, the visit takes place in that month and she documents it.
  await signIn(page, anna);
  await dismissReminder(page);
  await page.goto(`/customers/proposals/${proposal.service_request_id}`);
  await page.getByRole('button', { name: 'Annehmen' }).click();
  await expect(page.getByText('Du hast angenommen')).toBeVisible();
  const contract = await award(proposal.service_request_id, {
    start: `${month}-10T09:00:00+02:00`,
    end: `${month}-10T10:30:00+02:00`,
  });
  await answerFirstBooking(contract.contract_id, 'confirm');
  await page.goto(`/bookings/${contract.first_booking_id}/fulfill`);
  await expect(page.getByRole('heading', { name: 'Termin dokumentieren', level: 1 })).toBeVisible();
  const services = page.getByRole('checkbox');
  if (!(await services.first().isChecked())) await services.first().check();
  await page.getByRole('button', { name: 'Termin dokumentieren' }).click();
  await expect(page).not.toHaveURL(/\/fulfill$/);

  // The finance user starts the month's run and watches it finish.
  await signInToConsole(page, FINANCE, 'Fritz Finanzen');
  await page.goto('/console/money');
  await expect(page.getByRole('heading', { name: 'Abrechnung', level: 1 })).toBeVisible();
  await page.getByLabel(/^Monat(?! der)/).fill(month);
  await page.getByRole('button', { name: 'Rechnungslauf starten' }).click();
  await expect(page.getByText(`Rechnungslauf ${month} abgeschlossen`)).toBeVisible({
    timeout: 30_000,
  });

  // The month's invoices: this contract's customer and commission invoice.
  await page.getByLabel('Abrechnungsmonat').fill(month);
  const table = page.getByRole('table', { name: 'Rechnungen des Monats' });
  const customerRow = table.getByRole('row').filter({ hasText: 'Kundenrechnung' });
  const commissionRow = table.getByRole('row').filter({ hasText: 'Provisionsrechnung' });
  await expect(customerRow).toHaveCount(1);
  await expect(commissionRow).toHaveCount(1);
  await expect(customerRow).toContainText('gültig');
  const commissions = page.getByRole('table', { name: 'Provisionen je Betreuungskraft' });
  await expect(commissions.getByRole('row')).toHaveCount(2);
  await expectAccessible(page, 'the Money page with a month of invoices');
  await page.screenshot({ path: testInfo.outputPath('money-invoices.png'), fullPage: true });

  const number = (await customerRow.getByRole('cell').first().textContent())?.trim() ?? '';
  expect(number).toMatch(/^\d{4}-\d{6}$/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    customerRow.getByRole('button', { name: `PDF der Rechnung ${number} herunterladen` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);

  await customerRow.getByRole('button', { name: `Rechnung ${number} stornieren` }).click();
  const dialog = page.getByRole('dialog', { name: `Rechnung ${number} stornieren?` });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'the storno confirmation');
  await dialog.getByRole('button', { name: 'Stornieren' }).click();
  await expect(dialog.getByText('Storniert', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Wieder geöffnete Termine: 1')).toBeVisible();
  await dialog.getByRole('button', { name: 'Schließen' }).last().click();
  await expect(dialog).toBeHidden();

  // Both invoices are cancelled, each by a storno of its own, listed beside them.
  const original = table.getByRole('row').filter({ hasText: number });
  await expect(original.first()).toContainText('storniert');
  await expect(
    table.getByRole('row').filter({ hasText: /^.*Storno (Kunden|Provisions)rechnung/ }),
  ).toHaveCount(2);
  await expectAccessible(page, 'the Money page after the storno');
});
