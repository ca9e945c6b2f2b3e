import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, signIn, testClient } from '../../../test/fake-server';
import { meAnswer } from '../../../test/me-answer';
import { renderRoutes } from '../../../test/render';
import { InvoiceListRoute } from './invoice-list-route';

const invoice = (id: string, overrides: Record<string, unknown> = {}) => ({
  invoiceId: id,
  invoiceNumber: `2026-00000${id}`,
  invoiceType: 'CUSTOMER',
  originalInvoiceId: null,
  invoicingPeriodTo: '2026-10-31',
  creationDate: '2026-11-01',
  filename: `2026-00000${id}.pdf`,
  grossInCents: 12345,
  careReceiver: { name: { firstName: 'Erna', lastName: 'Kunz' }, isAnonymized: false },
  ...overrides,
});

async function renderList(options: { isEmployee?: boolean; invoices?: unknown[]; fail?: boolean }) {
  await signIn();
  const fake = await testClient((call) => {
    if (call.url.endsWith('/caregiver-app/me'))
      return json(200, meAnswer({ isEmployee: options.isEmployee ?? false }));
    if (options.fail) return json(500, { status: 500, errorCode: 'INTERNAL_SERVER_ERROR' });
    return json(200, { data: { invoices: options.invoices ?? [] } });
  });
  renderRoutes(
    [{ path: '/account/financial-overview/invoice-list', element: <InvoiceListRoute /> }],
    {
      client: fake.client,
      initialEntries: ['/account/financial-overview/invoice-list'],
    },
  );
  return fake;
}

describe('spec 2 §2 invoice list', () => {
  it('groups by year and month, sorts by last name, and shows a storno beside its original', async () => {
    await renderList({
      invoices: [
        invoice('1', {
          careReceiver: { name: { firstName: 'Paul', lastName: 'Zander' }, isAnonymized: false },
        }),
        invoice('2'),
        invoice('3', {
          invoiceType: 'CUSTOMER_STORNO',
          grossInCents: -12345,
          originalInvoiceId: '2',
          invoicingPeriodTo: '2026-10-31',
          creationDate: '2026-11-05',
        }),
        invoice('4', {
          invoicingPeriodTo: '2025-12-31',
          careReceiver: { name: { firstName: '', lastName: '' }, isAnonymized: true },
        }),
      ],
    });
    const year2026 = await screen.findByRole('region', { name: '2026' });
    const october = within(year2026).getByRole('region', { name: 'Oktober 2026' });
    const links = within(october).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Kundenrechnung 2026-000002 für Kunz, Erna über 123,45\u00a0€ öffnen',
      'Storno Kundenrechnung 2026-000003 für Kunz, Erna über -123,45\u00a0€ öffnen',
      'Kundenrechnung 2026-000001 für Zander, Paul über 123,45\u00a0€ öffnen',
    ]);
    // Issue 39: the amount shows on each row, in the app's one euro format.
    expect(within(links[0] as HTMLElement).getByText('123,45 €')).toBeVisible();
    expect(within(october).getByText('Storniert am 5.11.2026')).toBeVisible();
    expect(links[0]).toHaveAttribute(
      'href',
      '/account/financial-overview/invoice-detail?invoiceId=2&filename=2026-000002.pdf&title=Kundenrechnung+2026-000002',
    );
    // 2025 holds an anonymized invoice: the note to ask finance, and no link to its file.
    const year2025 = screen.getByRole('region', { name: '2025' });
    expect(
      within(year2025).getByText(/Einige Rechnungen aus 2025 sind anonymisiert/),
    ).toBeVisible();
    expect(within(year2025).getByRole('link', { name: 'finanzen@careport.example' })).toBeVisible();
    expect(within(year2025).getByText('Anonymisiert')).toBeVisible();
    expect(within(year2026).queryByText(/anonymisiert/)).toBeNull();
  });

  it('says so when there are no invoices yet', async () => {
    await renderList({ invoices: [] });
    expect(await screen.findByText(/Noch keine Rechnungen/)).toBeVisible();
  });

  it('shows the failure with a retry', async () => {
    await renderList({ fail: true });
    expect(await screen.findByText('Die Rechnungen konnten nicht geladen werden.')).toBeVisible();
    expect(screen.getByRole('button', { name: /erneut/i })).toBeVisible();
  });

  it('asks nothing for an employee', async () => {
    const { calls } = await renderList({ isEmployee: true });
    expect(
      await screen.findByText('Rechnungen gibt es nur für selbstständige Betreuungskräfte.'),
    ).toBeVisible();
    expect(calls.some((call) => call.url.endsWith('/graphql'))).toBe(false);
  });
});
