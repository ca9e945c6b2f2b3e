import { describe, expect, it } from 'vitest';
import {
  bookingEarnings,
  commissionInCents,
  formatInvoiceNumber,
  groupInvoices,
  buildInvoiceLines,
  invoiceMonthRange,
  invoiceTotals,
  parseInvoiceMonth,
  parseInvoiceNumber,
  payerOf,
  previousInvoiceMonth,
  roundCents,
  stornoLines,
  stornoTypeOf,
  vatInCents,
  visitAmountInCents,
  type InvoiceVisit,
  type ListedInvoice,
} from './index.js';

describe('invoice amounts in cents', () => {
  it.each([
    // price per hour, minutes, cents
    [3690, 60, 3690],
    [3690, 90, 5535],
    [3690, 45, 2768], // 2767.5 rounds half up
    [3333, 1, 56], // 55.55
    [2999, 20, 1000], // 999.67
    [0, 120, 0],
    [4000, 0, 0],
  ])('a visit at %i ct/h for %i min is %i ct', (price, minutes, cents) => {
    expect(visitAmountInCents(price, minutes)).toBe(cents);
  });

  it.each([
    [5535, 0.2, 1107],
    [2768, 0.25, 692],
    [2767, 0.25, 692], // 691.75
    [1001, 0.15, 150], // 150.15
    [10, 0.05, 1], // 0.5 rounds half up
    [5535, 0, 0],
  ])('the commission on %i ct at %d is %i ct', (gross, rate, cents) => {
    expect(commissionInCents(gross, rate)).toBe(cents);
  });

  it.each([
    [1107, 19, 210], // 210.33
    [1000, 19, 190],
    [50, 19, 10], // 9.5 rounds half up
    [-50, 19, -10], // and a storno's negative the same, away from zero
  ])('VAT on %i ct at %i %% is %i ct', (net, rate, cents) => {
    expect(vatInCents(net, rate)).toBe(cents);
  });

  it('rounds half away from zero so a storno mirrors its original', () => {
    expect(roundCents(2.5)).toBe(3);
    expect(roundCents(-2.5)).toBe(-3);
    expect(roundCents(-0.4)).toBe(0);
  });
});

const visits: InvoiceVisit[] = [
  {
    bookingId: 'b2',
    startDate: '2026-10-14T08:00:00.000Z',
    endDate: '2026-10-14T09:30:00.000Z',
    durationInMinutes: 90,
    grossPricePerHourInCents: 3690,
    services: ['Einkaufen'],
  },
  {
    bookingId: 'b1',
    startDate: '2026-10-02T08:00:00.000Z',
    endDate: '2026-10-02T08:45:00.000Z',
    durationInMinutes: 45,
    grossPricePerHourInCents: 3690,
    services: [],
  },
];

describe('invoice lines and totals', () => {
  it('lists the visits in order with their amounts, exempt from VAT on the customer invoice', () => {
    const lines = buildInvoiceLines('CUSTOMER', visits, 0.2);
    expect(lines.map((line) => [line.bookingId, line.amountInCents])).toEqual([
      ['b1', 2768],
      ['b2', 5535],
    ]);
    const totals = invoiceTotals('CUSTOMER', lines);
    expect(totals).toMatchObject({ netInCents: 8303, vatInCents: 0, grossInCents: 8303 });
    expect(totals.tax).toMatchObject({ kind: 'exempt' });
    expect(totals.tax.kind === 'exempt' && totals.tax.note).toContain('§ 4 Nr. 16 UStG');
  });

  it('charges the commission per visit plus 19 % VAT on the commission invoice', () => {
    const lines = buildInvoiceLines('COMMISSION', visits, 0.2);
    expect(lines.map((line) => line.amountInCents)).toEqual([554, 1107]);
    expect(invoiceTotals('COMMISSION', lines)).toMatchObject({
      netInCents: 1661,
      vatInCents: 316, // 315.59
      grossInCents: 1977,
      tax: { kind: 'standard', ratePercent: 19 },
    });
  });

  it('a storno negates every line and so every total', () => {
    for (const type of ['CUSTOMER', 'COMMISSION'] as const) {
      const lines = buildInvoiceLines(type, visits, 0.2);
      const original = invoiceTotals(type, lines);
      const storno = invoiceTotals(stornoTypeOf(type), stornoLines(lines));
      expect(storno.netInCents + original.netInCents).toBe(0);
      expect(storno.vatInCents + original.vatInCents).toBe(0);
      expect(storno.grossInCents + original.grossInCents).toBe(0);
    }
    expect(() => stornoTypeOf('CUSTOMER_STORNO')).toThrow();
  });

  it('the earnings of one visit equal its lines on both invoices', () => {
    const earnings = bookingEarnings({
      durationInMinutes: 90,
      grossPricePerHourInCents: 3690,
      commissionRate: 0.2,
    });
    // 19 % of 11.07 € is 2.1033 €: 2.10 € VAT on the commission invoice stay off the earnings.
    expect(earnings).toEqual({
      grossInCents: 5535,
      commissionInCents: 1107,
      commissionVatInCents: 210,
      netInCents: 4218,
    });
  });
});

describe('invoice numbers', () => {
  it.each([
    [2026, 1, '2026-000001'],
    [2026, 123, '2026-000123'],
    [2027, 1234567, '2027-1234567'],
  ])('%i no. %i is %s and reads back', (year, sequence, text) => {
    expect(formatInvoiceNumber(year, sequence)).toBe(text);
    expect(parseInvoiceNumber(text)).toEqual({ year, sequence });
  });

  it.each([
    [2026, 0],
    [2026, 1.5],
    [1999, 1],
    [2026, -3],
  ])('refuses %i no. %d', (year, sequence) => {
    expect(() => formatInvoiceNumber(year, sequence)).toThrow(RangeError);
  });

  it.each(['2026-1', '26-000001', '2026-000000', 'x'])('does not read %s', (text) => {
    expect(parseInvoiceNumber(text)).toBeNull();
  });
});

describe('invoicing months', () => {
  it.each(['2026-10', '2000-01', '2100-12'])('reads %s', (text) => {
    expect(parseInvoiceMonth(text)).not.toBeNull();
  });
  it.each(['2026-13', '2026-00', '2026-1', '1999-12', '2026-10-01', ''])('refuses %s', (text) => {
    expect(parseInvoiceMonth(text)).toBeNull();
  });

  it('spans the Berlin month, across the end of summer time', () => {
    const range = invoiceMonthRange({ year: 2026, month: 10 });
    expect(range.from).toBe('2026-10-01');
    expect(range.to).toBe('2026-10-31');
    expect(range.start.toISOString()).toBe('2026-09-30T22:00:00.000Z'); // CEST
    expect(range.end.toISOString()).toBe('2026-10-31T23:00:00.000Z'); // CET
    expect(invoiceMonthRange({ year: 2028, month: 2 }).to).toBe('2028-02-29');
  });

  it.each([
    ['2026-11-01T00:30:00+01:00', '2026-10'], // just after midnight in Berlin (still 31 Oct UTC)
    ['2026-01-01T00:05:00+01:00', '2025-12'],
    ['2026-03-31T23:59:00+02:00', '2026-02'],
  ])('the run at %s invoices %s', (now, expected) => {
    const month = previousInvoiceMonth(new Date(now));
    expect(`${month.year}-${String(month.month).padStart(2, '0')}`).toBe(expected);
  });
});

describe('who a customer invoice goes to', () => {
  it.each([
    ['direct_reimbursement', 'INSURER'],
    ['household_help_24', 'INSURER'],
    ['household_help_38_1', 'INSURER'],
    ['workshop_social_welfare', 'INSURER'],
    ['private_payment', 'CUSTOMER'],
    ['invoice', 'CUSTOMER'],
    ['sepa', 'CUSTOMER'],
    ['sepa_direct_debit', 'CUSTOMER'],
    [null, 'CUSTOMER'],
  ] as const)('%s → %s', (method, payer) => {
    expect(payerOf(method)).toBe(payer);
  });
});

describe('the invoice list', () => {
  const invoice = (
    id: string,
    periodTo: string,
    lastName: string,
    extra: Partial<ListedInvoice> = {},
  ): ListedInvoice => ({
    invoiceId: id,
    invoiceNumber: `2026-${id.padStart(6, '0')}`,
    invoiceType: 'CUSTOMER',
    originalInvoiceId: null,
    invoicingPeriodTo: periodTo,
    creationDate: periodTo,
    careReceiver: { firstName: 'A', lastName, isAnonymized: false },
    ...extra,
  });

  it('groups by year, month and last name, with each storno beside its original', () => {
    const groups = groupInvoices([
      invoice('1', '2026-09-30', 'Özdemir'),
      invoice('2', '2026-10-31', 'Zander'),
      invoice('3', '2026-10-31', 'Ackermann'),
      invoice('4', '2026-11-30', 'Ackermann', {
        invoiceType: 'CUSTOMER_STORNO',
        originalInvoiceId: '3',
        creationDate: '2026-11-05',
      }),
      invoice('5', '2025-12-31', '', {
        careReceiver: { firstName: '', lastName: '', isAnonymized: true },
      }),
    ]);
    expect(groups.map((group) => [group.year, group.hasAnonymized])).toEqual([
      [2026, false],
      [2025, true],
    ]);
    const [y2026] = groups;
    expect(y2026?.months.map((month) => month.month)).toEqual([10, 9]);
    const october = y2026?.months[0]?.entries ?? [];
    expect(october.map((entry) => entry.invoice.invoiceId)).toEqual(['3', '2']);
    expect(october[0]?.storno?.invoiceId).toBe('4');
    expect(october[0]?.storno?.creationDate).toBe('2026-11-05');
  });

  it('is empty for no invoices', () => {
    expect(groupInvoices([])).toEqual([]);
  });
});
