import { describe, expect, it } from 'vitest';
import { berlin } from '../test/berlin.js';
import {
  documentationMonthRange,
  monthCheckedOn,
  serviceDocumentationCheckAt,
  serviceDocumentationDueFrom,
  serviceDocumentationState,
} from './reminder-rule.js';

describe('spec 2 §4 service documentation reminder', () => {
  it.each([
    // [period, due from (Berlin), check (Berlin)]
    ['January', { year: 2027, month: 1 }, berlin(2027, 1, 28), berlin(2027, 2, 3)],
    ['February', { year: 2027, month: 2 }, berlin(2027, 2, 25), berlin(2027, 3, 3)],
    ['leap February', { year: 2028, month: 2 }, berlin(2028, 2, 26), berlin(2028, 3, 3)],
    // The clocks go forward on 28 March 2027 and back on 31 October 2027.
    ['March (DST starts)', { year: 2027, month: 3 }, berlin(2027, 3, 28), berlin(2027, 4, 3)],
    ['October (DST ends)', { year: 2027, month: 10 }, berlin(2027, 10, 28), berlin(2027, 11, 3)],
    ['December', { year: 2027, month: 12 }, berlin(2027, 12, 28), berlin(2028, 1, 3)],
  ])('%s: flagged from four days before the end, checked on the 3rd', (_, period, due, check) => {
    expect(serviceDocumentationDueFrom(period)).toEqual(due);
    expect(serviceDocumentationCheckAt(period)).toEqual(check);
  });

  const october = { year: 2027, month: 10, hasUpload: false };
  it.each([
    ['in the middle of the month', berlin(2027, 10, 15, 12), 'UPCOMING'],
    ['a minute before the flag', berlin(2027, 10, 27, 23, 59), 'UPCOMING'],
    ['at the flag, on the day the clocks go back', berlin(2027, 10, 28), 'DUE'],
    ['on the last day', berlin(2027, 10, 31, 23, 59), 'DUE'],
    ['on the 2nd of the next month', berlin(2027, 11, 2, 23, 59), 'DUE'],
    ['on the check day', berlin(2027, 11, 3), 'OVERDUE'],
    ['months later', berlin(2028, 3, 1), 'OVERDUE'],
    ['before the month began', berlin(2027, 9, 30), 'UPCOMING'],
  ])('a period without a file %s is %s', (_, now, state) => {
    expect(serviceDocumentationState(october, now)).toBe(state);
  });

  it('a period with a file is never flagged', () => {
    expect(serviceDocumentationState({ ...october, hasUpload: true }, berlin(2028, 1, 1))).toBe(
      'UPLOADED',
    );
  });

  it('the Berlin day decides, not UTC: 23:30 UTC on the 2nd is already the 3rd in Berlin', () => {
    expect(serviceDocumentationState(october, new Date('2027-11-02T23:30:00Z'))).toBe('OVERDUE');
    expect(monthCheckedOn(new Date('2027-11-02T23:30:00Z'))).toEqual({ year: 2027, month: 10 });
  });

  it.each([
    [berlin(2027, 1, 3, 9), { year: 2026, month: 12 }],
    [berlin(2027, 4, 3, 0, 5), { year: 2027, month: 3 }],
    [berlin(2027, 4, 2, 23, 59), null],
    [berlin(2027, 4, 4), null],
  ])('the check on %s covers %j', (now, month) => {
    expect(monthCheckedOn(now)).toEqual(month);
  });
});

describe('a Berlin month as instants', () => {
  it('spans the DST change in October: 31 days and one hour', () => {
    const { from, to } = documentationMonthRange({ year: 2027, month: 10 });
    expect(from).toEqual(berlin(2027, 10, 1));
    expect(to).toEqual(berlin(2027, 11, 1));
    expect(to.getTime() - from.getTime()).toBe((31 * 24 + 1) * 3_600_000);
  });
});
