import { describe, expect, it } from 'vitest';
import { LANGUAGES, type CareDegree } from '../catalogue/enums.js';
import { berlin, berlinIso } from '../test/berlin.js';
import { formatBadgeCount } from './badge-count.js';
import { formatCareDegree, isCareDegreeShown } from './care-degree.js';
import { compareGerman } from './collation.js';
import { formatCommissionLabel, formatCommissionRate } from './commission.js';
import {
  formatDate,
  formatMonthHeading,
  formatTime,
  formatWeekdayOrToday,
  toDayDate,
} from './dates.js';
import { formatHours } from './hours.js';
import { sortLanguages } from './languages.js';
import { formatEuroFromCents, formatWholeEuros } from './money.js';
import { formatPaymentMethod } from './payment-method.js';
import { formatWorkingHours, isWithinWorkingHours } from './working-hours.js';

// Intl puts a no-break space between number and unit; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('spec 1 §2, spec 2 §2: badge count with 99+', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [1234, '99+'],
  ])('%i → %s', (count, expected) => {
    expect(formatBadgeCount(count)).toBe(expected);
  });
});

describe('spec 1 §9, spec 2 §9: euros from cents, two decimals', () => {
  it.each([
    [0, '0,00 €', '€0.00'],
    [1, '0,01 €', '€0.01'],
    [1250, '12,50 €', '€12.50'],
    [123456, '1.234,56 €', '€1,234.56'],
    [-500, '-5,00 €', '-€5.00'],
  ])('%i ct → de %s, en %s', (cents, de, en) => {
    expect(plain(formatEuroFromCents(cents, 'de'))).toBe(de);
    expect(plain(formatEuroFromCents(cents, 'en'))).toBe(en);
  });

  it('spec 2 §9: referral amounts are whole euros', () => {
    expect(plain(formatWholeEuros(50, 'de'))).toBe('50 €');
    expect(plain(formatWholeEuros(50, 'en'))).toBe('€50');
  });
});

describe('spec 1 §9, spec 2 §9: hours with 2 decimals in detail, 1 in totals', () => {
  it.each([
    [90, 'detail', '1,50', '1.50'],
    [90, 'total', '1,5', '1.5'],
    [100, 'detail', '1,67', '1.67'],
    [100, 'total', '1,7', '1.7'],
    [0, 'total', '0,0', '0.0'],
    [60_000, 'total', '1.000,0', '1,000.0'],
  ] as const)('%i min (%s) → de %s, en %s', (minutes, precision, de, en) => {
    expect(formatHours(minutes, precision, 'de')).toBe(de);
    expect(formatHours(minutes, precision, 'en')).toBe(en);
  });
});

describe('spec 1 §9, spec 2 §9: commission as a percent with 2 decimals', () => {
  it.each([
    [0.25, '25,00 %', '25.00%'],
    [0.1234, '12,34 %', '12.34%'],
    [0, '0,00 %', '0.00%'],
  ])('%f → de %s, en %s', (rate, de, en) => {
    expect(plain(formatCommissionRate(rate, 'de'))).toBe(de);
    expect(plain(formatCommissionRate(rate, 'en'))).toBe(en);
  });

  it("German: 'Careport-Provision {commissionRate}'", () => {
    expect(plain(formatCommissionLabel(0.25, 'de'))).toBe('Careport-Provision 25,00 %');
    expect(plain(formatCommissionLabel(0.25, 'en'))).toBe('Careport commission 25.00%');
  });
});

describe('spec 1 §3: payment-method labels', () => {
  it.each([
    [null, '-', '-'],
    [undefined, '-', '-'],
    ['', '-', '-'],
    ['  ', '-', '-'],
    ['private_payment', 'Kein Budget nutzen - Privatzahlung', 'No budget - private payment'],
    ['household_help_24', 'Haushaltshilfe §24 SGB V', 'Household help §24 SGB V'],
    ['household_help_38_1', 'Haushaltshilfe §38.1 SGB V', 'Household help §38.1 SGB V'],
    ['workshop_social_welfare', 'Werkstatt / Sozialamt', 'Workshop / social welfare office'],
    ['invoice', 'Rechnung', 'Invoice'],
    ['something_new', 'something_new', 'something_new'],
  ])('%s → de %s, en %s', (method, de, en) => {
    expect(formatPaymentMethod(method, 'de')).toBe(de);
    expect(formatPaymentMethod(method, 'en')).toBe(en);
  });
});

describe('spec 1 §2, §3: care degree display (none and unknown hidden)', () => {
  it.each<[CareDegree | null, string | null]>([
    ['NONE', null],
    ['UNKNOWN', null],
    [null, null],
    ['REQUESTED', 'Pflegegrad beantragt'],
    ['1', 'Pflegegrad 1'],
    ['5', 'Pflegegrad 5'],
  ])('%s → %s', (degree, expected) => {
    expect(isCareDegreeShown(degree)).toBe(expected !== null);
    expect(formatCareDegree(degree, 'de')).toBe(expected);
  });
});

describe('spec 1 §2, §9: German collation of last names', () => {
  it.each([
    ['Ärger', 'Becker', -1],
    ['Müller', 'Mueller', 1],
    ['Öztürk', 'Ostermann', 1],
    ['Straße', 'Strasse', 1],
    ['abel', 'Abel', -1],
    ['Zimmer', 'Ähren', 1],
  ])('%s vs %s → %i', (a, b, sign) => {
    expect(Math.sign(compareGerman(a, b))).toBe(sign);
  });
});

describe('spec 2 §9: language ordering', () => {
  it('main four first, then the others alphabetically, then sign language and other', () => {
    expect(
      sortLanguages([
        'OTHER',
        'ARABIC',
        'SIGN_LANGUAGE',
        'FRENCH',
        'VIETNAMESE',
        'GERMAN',
        'ENGLISH',
      ]),
    ).toEqual(['GERMAN', 'ENGLISH', 'FRENCH', 'ARABIC', 'VIETNAMESE', 'SIGN_LANGUAGE', 'OTHER']);
  });

  it('the catalogue order is that ordering', () => {
    const others = LANGUAGES.slice(4, -2);
    expect(LANGUAGES.slice(0, 4)).toEqual(['GERMAN', 'ENGLISH', 'SPANISH', 'FRENCH']);
    expect([...others].sort()).toEqual(others);
    expect(LANGUAGES.slice(-2)).toEqual(['SIGN_LANGUAGE', 'OTHER']);
  });

  it('an unknown key goes last', () => {
    expect(sortLanguages(['KLINGON', 'GERMAN'])).toEqual(['GERMAN', 'KLINGON']);
  });
});

describe('spec 1 §5, spec 2 §5: date format d.MM.yyyy in Berlin', () => {
  it.each([
    [berlinIso(2026, 3, 5, 9, 5), '5.03.2026', '09:05', '2026-03-05'],
    [berlinIso(2026, 12, 31, 23, 59), '31.12.2026', '23:59', '2026-12-31'],
    // 23:30 UTC on 31 March is 1 April 01:30 in Berlin (summer time).
    ['2026-03-31T23:30:00.000Z', '1.04.2026', '01:30', '2026-04-01'],
  ])('%s → %s %s', (iso, date, time, day) => {
    expect(formatDate(iso)).toBe(date);
    expect(formatTime(iso)).toBe(time);
    expect(toDayDate(iso)).toBe(day);
  });

  it.each([
    [berlinIso(2026, 3, 10, 23, 59), 'Heute', 'today'],
    [berlinIso(2026, 3, 11, 0, 0), 'Mittwoch', 'Wednesday'],
  ])("spec 1 §2: weekday or 'today' (%s)", (iso, de, en) => {
    const now = berlin(2026, 3, 10, 8, 0);
    expect(formatWeekdayOrToday(iso, now, 'de')).toBe(de);
    expect(formatWeekdayOrToday(iso, now, 'en')).toBe(en);
  });

  it('month headings', () => {
    expect(formatMonthHeading('2026-03', 'de')).toBe('März 2026');
    expect(formatMonthHeading('2026-03', 'en')).toBe('March 2026');
  });
});

describe('spec 1 §9, spec 2 §9: the working-hours text', () => {
  it('reads as the spec writes it', () => {
    expect(formatWorkingHours('en')).toBe(
      'Monday to Wednesday 08:00-12:00 and 15:00-19:00, Thursday and Friday 10:00-15:00',
    );
    expect(formatWorkingHours('de')).toContain('08:00-12:00 und 15:00-19:00');
  });

  // 9 March 2026 is a Monday.
  it.each([
    [berlin(2026, 3, 9, 7, 59), false],
    [berlin(2026, 3, 9, 8, 0), true],
    [berlin(2026, 3, 9, 11, 59), true],
    [berlin(2026, 3, 9, 12, 0), false],
    [berlin(2026, 3, 11, 15, 0), true],
    [berlin(2026, 3, 11, 19, 0), false],
    [berlin(2026, 3, 12, 9, 59), false],
    [berlin(2026, 3, 12, 10, 0), true],
    [berlin(2026, 3, 13, 14, 59), true],
    [berlin(2026, 3, 13, 15, 0), false],
    [berlin(2026, 3, 14, 10, 0), false],
    [berlin(2026, 3, 15, 10, 0), false],
  ])('within working hours at %s → %s', (now, expected) => {
    expect(isWithinWorkingHours(now)).toBe(expected);
  });
});
