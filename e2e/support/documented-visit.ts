// How a journey's own customer reaches the caregiver's app: a service request proposed through the
// back office and accepted in the app (acceptedInApp); for the money journeys, also its first
// appointment confirmed by the customer and documented in the app (documentedVisit).
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import {
  answerFirstBooking,
  award,
  proposeTo,
  type ContractAwarded,
  type OpsFlags,
  type ProposalCreated,
} from './ops';
import { dismissReminder, signIn } from './session';

export type DocumentedVisit = { contract: ContractAwarded; lastName: string };

/**
 * A new service request for a care receiver whose last name starts with `label` (so a journey
 * finds exactly this one), proposed to the caregiver, who signs in and accepts it in the app.
 */
export async function acceptedInApp(
  page: Page,
  caregiverEmail: string,
  label: string,
  flags: OpsFlags = {},
): Promise<{ proposal: ProposalCreated; lastName: string }> {
  const lastName = `${label}-${randomUUID().slice(0, 6)}`;
  const proposal = await proposeTo(caregiverEmail, { 'last-name': lastName, ...flags });
  await signIn(page, caregiverEmail);
  await dismissReminder(page);
  await page.goto(`/customers/proposals/${proposal.service_request_id}`);
  await page.getByRole('button', { name: 'Annehmen' }).click();
  await expect(page.getByText('Du hast angenommen')).toBeVisible();
  return { proposal, lastName };
}

/**
 * A visit of a new customer (paying privately), 09:00 to 10:30 in Berlin's summer time on `day`,
 * confirmed and documented in the app; pick a month no other journey invoices, so its invoices are
 * the test's own. Leaves the page signed in as the caregiver.
 */
export async function documentedVisit(
  page: Page,
  caregiverEmail: string,
  visit: { label: string; day: string },
): Promise<DocumentedVisit> {
  const { proposal, lastName } = await acceptedInApp(page, caregiverEmail, visit.label, {
    'payment-method': 'private_payment',
  });
  const contract = await award(proposal.service_request_id, {
    start: `${visit.day}T07:00:00Z`,
    end: `${visit.day}T08:30:00Z`,
  });
  await answerFirstBooking(contract.contract_id, 'confirm');
  await documentInApp(page, contract.first_booking_id);
  return { contract, lastName };
}

/** An independent documents a past booking in the app: its services, as preselected or the first. */
export async function documentInApp(page: Page, bookingId: string) {
  await page.goto(`/bookings/${bookingId}/fulfill`);
  await expect(page.getByRole('heading', { name: 'Termin dokumentieren', level: 1 })).toBeVisible();
  const services = page.getByRole('checkbox');
  if (!(await services.first().isChecked())) await services.first().check();
  await page.getByRole('button', { name: 'Termin dokumentieren' }).click();
  await expect(page).not.toHaveURL(/\/fulfill$/);
}
