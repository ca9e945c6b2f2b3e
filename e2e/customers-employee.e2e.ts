import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { listProposals, proposeTo } from './support/ops';
import { dismissReminder, expectSignedIn, signIn } from './support/session';

// Issue 10, spec 1 §4, §6, §9: an employee cannot accept or decline by hand; on the detail screen
// the proposal accepts itself after 40 seconds. Playwright's clock runs those seconds at once.

test("an employee's proposal is accepted automatically after 40 seconds, without prices", async ({
  page,
  jonas,
}) => {
  const lastName = `Engel-${randomUUID().slice(0, 6)}`;
  const proposal = await proposeTo(jonas, { 'first-name': 'Greta', 'last-name': lastName });
  await page.clock.install();

  await signIn(page, jonas);
  await expectSignedIn(page, 'Jonas');
  await dismissReminder(page);

  await page.goto('/customers');
  await page
    .getByRole('link')
    .filter({ hasText: `Greta ${lastName}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vorschlag' })).toBeVisible();
  await expect(page.getByText(`Greta ${lastName}`)).toBeVisible();
  // spec 1 §6: no price for employees, and no buttons to answer by hand.
  await expect(page.getByText(/pro Stunde|€/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Annehmen' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Ablehnen' })).toHaveCount(0);
  await expect(page.getByText(/automatisch angenommen/)).toBeVisible();

  await page.clock.runFor(30_000);
  expect((await listProposals({ 'service-request': proposal.service_request_id }))[0]?.status).toBe(
    'OPEN',
  );
  await page.clock.runFor(11_000);
  await expect(page.getByText('Du hast angenommen')).toBeVisible();
  const [answered] = await listProposals({ 'service-request': proposal.service_request_id });
  expect(answered?.status).toBe('ACCEPTED');

  // The list shows it as awaiting the customer; the badge no longer counts it.
  await page.goto('/customers');
  await expect(
    page
      .getByRole('link')
      .filter({ hasText: `Greta ${lastName}` })
      .getByText('Angenommen – wartet auf den Kunden'),
  ).toBeVisible();
});
