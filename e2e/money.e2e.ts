import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible } from './support/access';
import { documentedVisit } from './support/documented-visit';
import { runOps } from './support/ops';
import { FINANCE, runMonthInConsole, signInToConsole } from './support/staff';

// Issue 40, both sides of the market in one journey (it took in issue 12's invoices.e2e.ts): an
// independent documents a visit in the app; the finance user runs the month in the console, finds
// exactly that visit's invoices, downloads one; the independent finds them in the app, reads and
// downloads the customer invoice; the finance user cancels it (storno); the independent sees the
// storno beside it. The month is one of 2025 that no other journey invoices, a different one per
// screen width, so its invoices are this test's own.

/** The euro amount's digits ("1.234,50"), as a pattern: the sign and the space differ by side. */
const euros = (text: string | null) =>
  (/\d[\d.]*,\d{2}/.exec(text ?? '')?.[0] ?? '').replaceAll('.', '\\.');

async function openMonth(page: Page, month: string) {
  await page.goto('/console/money');
  await expect(page.getByRole('heading', { name: 'Abrechnung', level: 1 })).toBeVisible();
  await page.getByLabel('Abrechnungsmonat').fill(month);
  return page.getByRole('table', { name: 'Rechnungen des Monats' });
}

async function openInvoiceList(page: Page, month: string) {
  await page.goto('/account/financial-overview/invoice-list');
  await expect(page.getByRole('heading', { name: 'Rechnungen', level: 1 })).toBeVisible();
  return page.getByRole('region', { name: month === '2025-05' ? 'Mai 2025' : 'Juni 2025' });
}

test('a documented visit is invoiced in the console, read in the app, cancelled and the app shows the storno', async ({
  page,
  anna,
}, testInfo) => {
  test.setTimeout(120_000);
  const month = testInfo.project.name === 'phone' ? '2025-05' : '2025-06';
  const { contract, lastName } = await documentedVisit(page, anna, {
    label: 'Storno',
    day: `${month}-10`,
  });

  // The finance user starts the month's run and watches it finish.
  await signInToConsole(page, FINANCE, 'Fritz Finanzen');
  await runMonthInConsole(page, month);
  // A second run of the month (the CLI's) invoices nothing twice.
  const again = await runOps<{ invoices_created: number }>('invoice-run', { month });
  expect(again.invoices_created).toBe(0);

  // The month's invoices: exactly this visit's customer and commission invoice, Anna's.
  await page.getByLabel('Abrechnungsmonat').fill(month);
  const table = page.getByRole('table', { name: 'Rechnungen des Monats' });
  const customerRow = table.getByRole('row').filter({ hasText: 'Kundenrechnung' });
  const commissionRow = table.getByRole('row').filter({ hasText: 'Provisionsrechnung' });
  await expect(customerRow).toHaveCount(1);
  await expect(commissionRow).toHaveCount(1);
  await expect(customerRow).toContainText('gültig');
  await expect(customerRow).toContainText('Anna Bauer');
  await expect(commissionRow).toContainText('Anna Bauer');
  const commissions = page.getByRole('table', { name: 'Provisionen je Betreuungskraft' });
  await expect(commissions.getByRole('row')).toHaveCount(2);
  await expectAccessible(page, 'the Money page with a month of invoices');
  await page.screenshot({ path: testInfo.outputPath('money-invoices.png'), fullPage: true });

  const number = (await customerRow.getByRole('cell').first().textContent())?.trim() ?? '';
  expect(number).toMatch(/^\d{4}-\d{6}$/);
  const amount = euros(await customerRow.getByRole('cell').nth(4).textContent());
  expect(amount).not.toBe('');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    customerRow.getByRole('button', { name: `PDF der Rechnung ${number} herunterladen` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);

  // Anna's side: the documented visit shows what it earned, the invoice list the same invoices.
  await page.goto(`/bookings/${contract.first_booking_id}`);
  await expect(page.getByRole('region', { name: 'Verdienst dieses Einsatzes' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('booking-earnings.png'), fullPage: true });

  let monthSection = await openInvoiceList(page, month);
  const customerInvoice = monthSection.getByRole('link', {
    name: new RegExp(`^Kundenrechnung ${number} für ${lastName}, Elke über ${amount}`),
  });
  await expect(customerInvoice).toBeVisible();
  await expect(
    monthSection.getByRole('link', { name: new RegExp(`^Provisionsrechnung .* für ${lastName}`) }),
  ).toBeVisible();
  await expectAccessible(page, 'the invoice list');
  await page.screenshot({ path: testInfo.outputPath('invoice-list.png'), fullPage: true });

  await customerInvoice.click();
  await expect(
    page.getByRole('heading', { name: `Kundenrechnung ${number}`, level: 1 }),
  ).toBeVisible();
  // The reader shows the first of its pages.
  await expect(page.getByTestId('pdf-page-counter')).toHaveText(/^1 \/ 1$/);
  await expect(page.locator('canvas').first()).toBeVisible();
  await expect(page.getByText('Entschuldigung, es ist ein Fehler aufgetreten!')).toBeHidden();
  await expectAccessible(page, 'the invoice in the PDF reader');
  await page.screenshot({ path: testInfo.outputPath('invoice-detail.png'), fullPage: true });
  const [appDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Herunterladen' }).click(),
  ]);
  expect(appDownload.suggestedFilename()).toBe(`${number}.pdf`);
  expect(await appDownload.path()).toBeTruthy();

  // The finance user cancels the customer invoice.
  const invoices = await openMonth(page, month);
  const open = invoices.getByRole('row').filter({ hasText: number });
  await open.getByRole('button', { name: `Rechnung ${number} stornieren` }).click();
  const dialog = page.getByRole('dialog', { name: `Rechnung ${number} stornieren?` });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'the storno confirmation');
  await dialog.getByRole('button', { name: 'Stornieren' }).click();
  await expect(dialog.getByText('Storniert', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Wieder geöffnete Termine: 1')).toBeVisible();
  await dialog.getByRole('button', { name: 'Schließen' }).last().click();
  await expect(dialog).toBeHidden();

  // Both invoices are cancelled, each by a storno of its own, listed beside them.
  const original = invoices.getByRole('row').filter({ hasText: number });
  await expect(original.first()).toContainText('storniert');
  await expect(
    invoices.getByRole('row').filter({ hasText: /^.*Storno (Kunden|Provisions)rechnung/ }),
  ).toHaveCount(2);
  await expectAccessible(page, 'the Money page after the storno');

  // Anna's list shows each storno beside its invoice, for the same amount.
  monthSection = await openInvoiceList(page, month);
  await expect(monthSection.getByText(/^Storniert am /)).toHaveCount(2);
  await expect(
    monthSection.getByRole('link', {
      name: new RegExp(
        `^Storno Kundenrechnung \\d{4}-\\d{6} für ${lastName}, Elke über [-−]?${amount}`,
      ),
    }),
  ).toBeVisible();
  await expect(
    monthSection.getByRole('link', {
      name: new RegExp(`^Storno Provisionsrechnung .* für ${lastName}`),
    }),
  ).toBeVisible();
  await expectAccessible(page, 'the invoice list with the storno');
  await page.screenshot({ path: testInfo.outputPath('invoice-list-storno.png'), fullPage: true });
});
