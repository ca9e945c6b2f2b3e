import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { expectAccessible } from './support/access';
import { answerFirstBooking, award, proposeTo, runOps } from './support/ops';
import { dismissReminder, signIn } from './support/session';

// Issue 12: after the back office's invoice run, an independent finds the month's invoices,
// opens one in the PDF reader and downloads it. The month is one of 2025, a different one per
// screen width, so the demo's own visits (around today) are not part of it.

test('an independent finds the month’s invoice after the run, reads it and downloads it', async ({
  page,
  anna,
}, testInfo) => {
  const month = testInfo.project.name === 'phone' ? '2025-03' : '2025-04';
  const lastName = `Rechnungs-${randomUUID().slice(0, 6)}`;
  const proposal = await proposeTo(anna, {
    'last-name': lastName,
    'payment-method': 'private_payment',
  });

  await signIn(page, anna);
  await dismissReminder(page);
  await page.goto(`/customers/proposals/${proposal.service_request_id}`);
  await page.getByRole('button', { name: 'Annehmen' }).click();
  await expect(page.getByText('Du hast angenommen')).toBeVisible();

  // The first appointment took place in that month; the customer confirms, Anna documents it.
  const day = testInfo.project.name === 'phone' ? '12' : '15';
  const contract = await award(proposal.service_request_id, {
    start: `${month}-${day}T09:00:00+01:00`,
    end: `${month}-${day}T10:30:00+01:00`,
  });
  await answerFirstBooking(contract.contract_id, 'confirm');
  await page.goto(`/bookings/${contract.first_booking_id}/fulfill`);
  await expect(page.getByRole('heading', { name: 'Termin dokumentieren', level: 1 })).toBeVisible();
  const services = page.getByRole('checkbox');
  if (!(await services.first().isChecked())) await services.first().check();
  await page.getByRole('button', { name: 'Termin dokumentieren' }).click();
  await expect(page).not.toHaveURL(/\/fulfill$/);

  // The back office runs the month: a customer and a commission invoice for this contract.
  const run = await runOps<{ invoices_created: number }>('invoice-run', { month });
  expect(run.invoices_created).toBeGreaterThanOrEqual(2);
  const again = await runOps<{ invoices_created: number }>('invoice-run', { month });
  expect(again.invoices_created).toBe(0);

  // The documented visit now shows what it earned.
  await page.goto(`/bookings/${contract.first_booking_id}`);
  await expect(page.getByRole('region', { name: 'Verdienst dieses Einsatzes' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('booking-earnings.png'), fullPage: true });

  await page.goto('/account/financial-overview/invoice-list');
  await expect(page.getByRole('heading', { name: 'Rechnungen', level: 1 })).toBeVisible();
  const monthName = month === '2025-03' ? 'März 2025' : 'April 2025';
  const monthSection = page.getByRole('region', { name: monthName });
  const customerInvoice = monthSection.getByRole('link', {
    name: new RegExp(`^Kundenrechnung \\d{4}-\\d{6} für ${lastName}`),
  });
  await expect(customerInvoice).toBeVisible();
  await expect(
    monthSection.getByRole('link', { name: new RegExp(`^Provisionsrechnung .* für ${lastName}`) }),
  ).toBeVisible();
  await expectAccessible(page, 'the invoice list');
  await page.screenshot({ path: testInfo.outputPath('invoice-list.png'), fullPage: true });

  await customerInvoice.click();
  await expect(
    page.getByRole('heading', { name: /^Kundenrechnung \d{4}-\d{6}$/, level: 1 }),
  ).toBeVisible();
  // The reader shows the first of its pages.
  await expect(page.getByTestId('pdf-page-counter')).toHaveText(/^1 \/ 1$/);
  await expect(page.locator('canvas').first()).toBeVisible();
  await expect(page.getByText('Entschuldigung, es ist ein Fehler aufgetreten!')).toBeHidden();
  await expectAccessible(page, 'the invoice in the PDF reader');
  await page.screenshot({ path: testInfo.outputPath('invoice-detail.png'), fullPage: true });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Herunterladen' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^\d{4}-\d{6}\.pdf$/);
  const path = await download.path();
  expect(path).toBeTruthy();
});
