import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { data, ME, on, tokenReply, type FakeHandler } from '../../test/fake-api';
import { renderConsole } from '../../test/render-console';
import type { CommissionRow, OpsInvoice } from './invoice-types';

const invoice = (overrides: Partial<OpsInvoice>): OpsInvoice => ({
  id: 'inv-1',
  number: '2026-000101',
  type: 'CUSTOMER',
  kind: 'customer',
  status: 'open',
  caregiverId: 'cg-1',
  caregiverName: 'Anna Berg',
  recipient: { kind: 'customer', name: 'Jens Kunz' },
  careReceiverName: 'Erna Kunz',
  isAnonymized: false,
  periodFrom: '2026-10-01',
  periodTo: '2026-10-31',
  creationDate: '2026-11-01',
  netInCents: 8303,
  vatInCents: 0,
  grossInCents: 8303,
  cancelledAt: null,
  originalInvoice: null,
  stornoInvoice: null,
  hasPdf: true,
  hasXml: false,
  ...overrides,
});

const commission = invoice({
  id: 'inv-2',
  number: '2026-000102',
  type: 'COMMISSION',
  kind: 'commission',
  recipient: { kind: 'caregiver', name: 'Anna Berg' },
  netInCents: 1661,
  vatInCents: 316,
  grossInCents: 1977,
  hasXml: true,
});

const signedInFinance: FakeHandler[] = [
  on('POST', '/auth/token', tokenReply('finance')),
  on('GET', '/ops/staff/me', data(ME.finance)),
  on('GET', '/ops/invoice-runs', data({ runs: [] })),
  on('GET', '/ops/invoice-corrections', data({ visits: [] })),
];
const noCommissions = on('GET', '/ops/commissions', data({ month: '2026-10', caregivers: [] }));

const invoicesTable = () => screen.findByRole('table', { name: 'Rechnungen des Monats' });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-15T10:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the invoices of a month on the Money page', () => {
  it("lists the chosen month's invoices with their files, filters and pages", async () => {
    const asked: URLSearchParams[] = [];
    const { calls } = renderConsole(
      '/money',
      [
        ...signedInFinance,
        noCommissions,
        on('GET', '/ops/invoices', (call) => {
          asked.push(call.query);
          if (call.query.get('cursor') === 'c2')
            return data({
              invoices: [invoice({ id: 'inv-3', number: '2026-000103' })],
              nextCursor: null,
            });
          return data({ invoices: [invoice({}), commission], nextCursor: 'c2' });
        }),
      ],
      { signedIn: true },
    );
    const table = await invoicesTable();
    expect(asked[0]?.get('month')).toBe('2026-10');
    const customerRow = within(table).getByText('2026-000101').closest('tr')!;
    expect(customerRow).toHaveTextContent('Kundenrechnung');
    expect(customerRow).toHaveTextContent('Jens Kunz');
    expect(customerRow).toHaveTextContent('83,03 €');
    expect(customerRow).toHaveTextContent('gültig');
    // A customer invoice has no e-invoice; the commission invoice has both files.
    expect(
      within(customerRow).queryByRole('button', { name: /E-Rechnung \(XML\)/ }),
    ).not.toBeInTheDocument();
    const commissionRow = within(table).getByText('2026-000102').closest('tr')!;
    expect(
      within(commissionRow).getByRole('button', {
        name: 'E-Rechnung (XML) der Rechnung 2026-000102 herunterladen',
      }),
    ).toBeEnabled();

    fireEvent.click(screen.getByRole('button', { name: 'Weitere laden' }));
    expect(await within(table).findByText('2026-000103')).toBeInTheDocument();
    expect(asked.at(-1)?.get('cursor')).toBe('c2');

    fireEvent.click(
      within(customerRow).getByRole('button', {
        name: 'Nur die Rechnungen von Anna Berg zeigen',
      }),
    );
    await waitFor(() => expect(asked.at(-1)?.get('caregiverId')).toBe('cg-1'));
    expect(await screen.findByText('Nur Anna Berg')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Alle Betreuungskräfte zeigen' }));
    await waitFor(() => expect(screen.queryByText('Nur Anna Berg')).not.toBeInTheDocument());

    fireEvent.change(screen.getByLabelText('Art'), { target: { value: 'commission' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'cancelled' } });
    await waitFor(() => {
      const last = calls.filter((call) => call.path === '/ops/invoices').at(-1);
      expect([last?.query.get('kind'), last?.query.get('status')]).toEqual([
        'commission',
        'cancelled',
      ]);
    });
  });

  it('downloads a PDF with the bearer token, named by the invoice number', async () => {
    const created = vi.fn(() => 'blob:pdf');
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoke });
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    const { calls } = renderConsole(
      '/money',
      [
        ...signedInFinance,
        noCommissions,
        on('GET', '/ops/invoices', data({ invoices: [commission], nextCursor: null })),
        on('GET', '/ops/invoices/inv-2/pdf', { body: '%PDF-1.7' }),
      ],
      { signedIn: true },
    );
    await invoicesTable();
    fireEvent.click(
      screen.getByRole('button', { name: 'PDF der Rechnung 2026-000102 herunterladen' }),
    );
    await waitFor(() => expect(clicked).toEqual(['2026-000102.pdf']));
    const download = calls.find((call) => call.path === '/ops/invoices/inv-2/pdf');
    expect(download?.headers['Authorization']).toMatch(/^Bearer /);
    click.mockRestore();
  });

  it('cancels an invoice after the confirmation, and the row shows the storno', async () => {
    let cancelled = false;
    let stornoCalls = 0;
    renderConsole(
      '/money',
      [
        ...signedInFinance,
        noCommissions,
        on('GET', '/ops/invoices', () =>
          data({
            invoices: cancelled
              ? [
                  invoice({
                    status: 'cancelled',
                    stornoInvoice: { id: 'inv-9', number: '2026-000109' },
                  }),
                ]
              : [invoice({})],
            nextCursor: null,
          }),
        ),
        on('POST', '/ops/invoices/inv-1/storno', () => {
          stornoCalls += 1;
          cancelled = true;
          return data(
            {
              stornos: [
                {
                  invoice_id: 'inv-9',
                  invoice_number: '2026-000109',
                  invoice_type: 'CUSTOMER_STORNO',
                  original_invoice_id: 'inv-1',
                },
              ],
              bookings_reopened: 2,
            },
            201,
          );
        }),
      ],
      { signedIn: true },
    );
    await invoicesTable();
    fireEvent.click(screen.getByRole('button', { name: 'Rechnung 2026-000101 stornieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechnung 2026-000101 stornieren?' });
    // Closing without confirming cancels nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stornoCalls).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Rechnung 2026-000101 stornieren' }));
    const again = await screen.findByRole('dialog', { name: 'Rechnung 2026-000101 stornieren?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Stornieren' }));
    expect(await within(again).findByText('Storno Kundenrechnung 2026-000109')).toBeInTheDocument();
    expect(within(again).getByText('Wieder geöffnete Termine: 2')).toBeInTheDocument();
    expect(stornoCalls).toBe(1);
    const table = await invoicesTable();
    const row = within(table).getByText('2026-000101').closest('tr')!;
    await waitFor(() => expect(row).toHaveTextContent('storniert'));
    expect(row).toHaveTextContent('durch 2026-000109');
    expect(
      within(row).queryByRole('button', { name: 'Rechnung 2026-000101 stornieren' }),
    ).not.toBeInTheDocument();
  });

  it('says when the month has no invoices, and shows an error with a retry', async () => {
    let fail = true;
    renderConsole(
      '/money',
      [
        ...signedInFinance,
        noCommissions,
        on('GET', '/ops/invoices', () =>
          fail
            ? {
                status: 500,
                body: { status: 500, errorCode: 'INTERNAL_SERVER_ERROR', message: 'x' },
              }
            : data({ invoices: [], nextCursor: null }),
        ),
      ],
      { signedIn: true },
    );
    const retry = await screen.findByRole('button', { name: 'Erneut versuchen' });
    fail = false;
    fireEvent.click(retry);
    expect(
      await screen.findByText('Keine Rechnungen in diesem Monat (mit diesen Filtern).'),
    ).toBeInTheDocument();
  });
});

describe('the commission figures on the Money page', () => {
  it('shows each caregiver’s month, and an empty month as such', async () => {
    const row: CommissionRow = {
      caregiverId: 'cg-1',
      caregiverName: 'Anna Berg',
      visits: 3,
      visitsInvoiced: 2,
      turnoverInCents: 12469,
      commissionNetInCents: 2703,
      commissionVatInCents: 514,
      commissionGrossInCents: 3217,
    };
    renderConsole(
      '/money',
      [
        ...signedInFinance,
        on('GET', '/ops/invoices', data({ invoices: [], nextCursor: null })),
        on('GET', '/ops/commissions', (call) =>
          data({
            month: call.query.get('month'),
            caregivers: call.query.get('month') === '2026-10' ? [row] : [],
          }),
        ),
      ],
      { signedIn: true },
    );
    const table = await screen.findByRole('table', { name: 'Provisionen je Betreuungskraft' });
    const line = within(table).getByRole('rowheader', { name: 'Anna Berg' }).closest('tr')!;
    expect(line).toHaveTextContent('3 (2)');
    expect(line).toHaveTextContent('124,69 €');
    expect(line).toHaveTextContent('27,03 €');
    expect(line).toHaveTextContent('5,14 €');
    expect(line).toHaveTextContent('32,17 €');
    fireEvent.change(screen.getByLabelText('Abrechnungsmonat'), { target: { value: '2026-09' } });
    expect(
      await screen.findByText(
        'Keine dokumentierten Termine selbstständiger Betreuungskräfte in diesem Monat.',
      ),
    ).toBeInTheDocument();
  });
});
