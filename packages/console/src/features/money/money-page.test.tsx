import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { data, ME, on, tokenReply, type FakeHandler } from '../../test/fake-api';
import { renderConsole } from '../../test/render-console';
import type { InvoiceRun } from './money-page';

const run = (overrides: Partial<InvoiceRun>): InvoiceRun => ({
  id: 'run-1',
  month: '2026-10',
  started_by: 'finanzen@careport.example',
  status: 'running',
  contracts_total: 4,
  contracts_done: 0,
  contracts: 0,
  invoices_created: 0,
  pdfs_written: 0,
  visits_left_for_correction: 0,
  error: null,
  started_at: '2026-11-02T09:00:00.000Z',
  updated_at: '2026-11-02T09:00:00.000Z',
  finished_at: null,
  ...overrides,
});

const signedInFinance: FakeHandler[] = [
  on('POST', '/auth/token', tokenReply('finance')),
  on('GET', '/ops/staff/me', data(ME.finance)),
];
/** Last in a list: the other cards' reads, answered empty. */
const quiet: FakeHandler[] = [
  on('GET', '/ops/invoice-corrections', data({ visits: [] })),
  on('GET', '/ops/invoices', data({ invoices: [], nextCursor: null })),
  on('GET', '/ops/commissions', data({ month: '2026-10', caregivers: [] })),
];

function chooseMonthAndStart(month: string) {
  fireEvent.change(screen.getByLabelText(/^Monat(?! der)/), { target: { value: month } });
  fireEvent.click(screen.getByRole('button', { name: 'Rechnungslauf starten' }));
}

describe('the invoice run on the Money page', () => {
  it('starts the run, follows its own counts on a progress bar, and shows the result', async () => {
    let sent: unknown;
    const states = [
      run({ contracts_done: 2, contracts: 2, invoices_created: 3 }),
      run({
        status: 'done',
        contracts_done: 4,
        contracts: 3,
        invoices_created: 5,
        pdfs_written: 5,
        visits_left_for_correction: 1,
        finished_at: '2026-11-02T09:01:00.000Z',
      }),
    ];
    renderConsole(
      '/money',
      [
        ...signedInFinance,
        on('GET', '/ops/invoice-runs', data({ runs: [] })),
        on('POST', '/ops/invoice-runs', (call) => {
          sent = call.body;
          return data(run({}), 202);
        }),
        on('GET', '/ops/invoice-runs/run-1', () =>
          data(states.length > 1 ? states.shift() : states[0]),
        ),
      ],
      { signedIn: true },
    );
    expect(await screen.findByText('Noch keine Rechnungsläufe.')).toBeInTheDocument();
    chooseMonthAndStart('2026-10');
    const bar = await screen.findByRole('progressbar', { name: /von 4 Zusammenarbeiten/ });
    expect(bar).toBeInTheDocument();
    expect(sent).toEqual({ month: '2026-10' });
    expect(
      await screen.findByText('Rechnungslauf 2026-10 abgeschlossen', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: '4 von 4 Zusammenarbeiten abgerechnet' }),
    ).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('Neue Rechnungen: 5')).toBeInTheDocument();
    expect(screen.getByText('Termine zur Korrektur: 1')).toBeInTheDocument();
  });

  it('says so when the month is already running', async () => {
    renderConsole(
      '/money',
      [
        ...signedInFinance,
        on('GET', '/ops/invoice-runs', data({ runs: [] })),
        on('POST', '/ops/invoice-runs', {
          status: 409,
          body: { status: 409, errorCode: 'INVOICE_RUN_RUNNING', message: 'x' },
        }),
        ...quiet,
      ],
      { signedIn: true },
    );
    await screen.findByText('Noch keine Rechnungsläufe.');
    chooseMonthAndStart('2026-10');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Für diesen Monat läuft bereits ein Rechnungslauf.',
    );
  });

  it('shows a failed run with its cause', async () => {
    renderConsole(
      '/money',
      [
        ...signedInFinance,
        on('GET', '/ops/invoice-runs', data({ runs: [] })),
        on('POST', '/ops/invoice-runs', data(run({ status: 'failed', error: 'disk full' }), 202)),
        on('GET', '/ops/invoice-runs/run-1', data(run({ status: 'failed', error: 'disk full' }))),
        ...quiet,
      ],
      { signedIn: true },
    );
    await screen.findByText('Noch keine Rechnungsläufe.');
    chooseMonthAndStart('2026-10');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Rechnungslauf 2026-10 fehlgeschlagen');
    expect(alert).toHaveTextContent('disk full');
  });

  it('lists the recent runs, and says when they cannot be loaded', async () => {
    renderConsole(
      '/money',
      [
        ...signedInFinance,
        on(
          'GET',
          '/ops/invoice-runs',
          data({ runs: [run({ status: 'done', invoices_created: 7 })] }),
        ),
      ],
      { signedIn: true },
    );
    const table = await screen.findByRole('table', { name: 'Letzte Rechnungsläufe' });
    const row = within(table).getByText('2026-10').closest('tr')!;
    expect(row).toHaveTextContent('abgeschlossen');
    expect(row).toHaveTextContent('7');
  });

  it('an error loading the runs is shown', async () => {
    renderConsole(
      '/money',
      [
        ...signedInFinance,
        on('GET', '/ops/invoice-runs', {
          status: 403,
          body: { status: 403, errorCode: 'FORBIDDEN', message: 'x' },
        }),
      ],
      { signedIn: true },
    );
    await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThan(0));
  });

  it('lists the visits left for correction of the chosen month', async () => {
    const asked: string[] = [];
    renderConsole(
      '/money',
      [
        ...signedInFinance,
        on('GET', '/ops/invoice-runs', data({ runs: [] })),
        on('GET', '/ops/invoice-corrections', (call) => {
          asked.push(call.query.get('month') ?? '');
          return data({
            visits:
              call.query.get('month') === '2026-09'
                ? [
                    {
                      booking_id: 'bk-7',
                      contract_id: 'c-1',
                      caregiver_id: 'cg-1',
                      caregiver_name: 'Anna Berg',
                      care_receiver_name: 'Paul Kranz',
                      start_date: '2026-09-20T08:00:00.000Z',
                      reason: 'documented_after_invoicing',
                    },
                  ]
                : [],
          });
        }),
      ],
      { signedIn: true },
    );
    expect(
      await screen.findByText('Keine Termine zur Korrektur in diesem Monat.'),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Monat der Termine'), { target: { value: '2026-09' } });
    const table = await screen.findByRole('table', { name: 'Termine zur Korrektur' });
    const row = within(table).getByText('bk-7').closest('tr')!;
    expect(row).toHaveTextContent('Anna Berg');
    expect(row).toHaveTextContent('Paul Kranz');
    expect(row).toHaveTextContent('Nach der Abrechnung des Monats dokumentiert');
    expect(asked).toContain('2026-09');
  });
});
