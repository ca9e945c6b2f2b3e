import { describe, expect, it } from 'vitest';
import {
  berlinInstant,
  isDuringAbsence,
  plannedIntervals,
  planningProblem,
  planningWarnings,
} from './planning.js';

const at = (date: string, start: string, end: string) => ({
  startDate: berlinInstant(date, start),
  endDate: berlinInstant(date, end),
});

describe('issue 40: the planner’s slots', () => {
  it('reads HH:mm on the Berlin day, in winter and in summer', () => {
    expect(berlinInstant('2031-01-14', '09:30').toISOString()).toBe('2031-01-14T08:30:00.000Z');
    expect(berlinInstant('2031-07-14', '09:30').toISOString()).toBe('2031-07-14T07:30:00.000Z');
  });

  it('repeats weekly at the same wall-clock time across the DST change', () => {
    const weeks = plannedIntervals({ date: '2031-03-20', start: '10:00', end: '11:00' }, 3);
    expect(weeks.map((week) => week.startDate.toISOString())).toEqual([
      '2031-03-20T09:00:00.000Z',
      '2031-03-27T09:00:00.000Z',
      '2031-04-03T08:00:00.000Z',
    ]);
  });
});

describe('issue 40: the caregiver’s booking rules for a planned visit (spec 1 §5)', () => {
  const none = { existing: [], absences: [] };
  it.each([
    ['an hour', '09:00', '10:00', null],
    ['510 minutes', '08:00', '16:30', null],
    ['511 minutes', '08:00', '16:31', 'BOOKING_TOO_LONG'],
    ['zero minutes', '09:00', '09:00', 'BOOKING_END_BEFORE_START'],
    ['an end before the start', '10:00', '09:00', 'BOOKING_END_BEFORE_START'],
  ])('%s', (_name, start, end, problem) => {
    expect(planningProblem(at('2031-05-06', start, end), none)).toBe(problem);
  });

  it('refuses an overlap but not a touching visit, nor the moved booking itself', () => {
    const existing = [{ ...at('2031-05-06', '10:00', '11:00'), bookingId: 'b1' }];
    const check = { existing, absences: [] };
    expect(planningProblem(at('2031-05-06', '10:30', '11:30'), check)).toBe(
      'BOOKING_IS_OVERLAPPING',
    );
    expect(planningProblem(at('2031-05-06', '11:00', '12:00'), check)).toBeNull();
    expect(
      planningProblem(at('2031-05-06', '10:30', '11:30'), { ...check, bookingId: 'b1' }),
    ).toBeNull();
  });

  it('refuses a day of absence, inclusive of both ends', () => {
    const absences = [{ from: '2031-05-06', to: '2031-05-08' }];
    expect(planningProblem(at('2031-05-08', '09:00', '10:00'), { existing: [], absences })).toBe(
      'CAREGIVER_ABSENT',
    );
    expect(isDuringAbsence(at('2031-05-09', '09:00', '10:00'), absences)).toBe(false);
    expect(isDuringAbsence(at('2031-05-05', '09:00', '10:00'), absences)).toBe(false);
  });

  it('warns from 3 hours, and when the day adds up to more than 8.5 hours', () => {
    const none2 = { existing: [], absences: [] };
    expect(planningWarnings(at('2031-05-06', '09:00', '11:59'), none2)).toEqual([]);
    expect(planningWarnings(at('2031-05-06', '09:00', '12:00'), none2)).toEqual([
      'BOOKING_LONGER_THAN_3_HOURS',
    ]);
    const existing = [at('2031-05-06', '06:00', '12:00')];
    expect(
      planningWarnings(at('2031-05-06', '13:00', '15:31'), { existing, absences: [] }),
    ).toEqual(['DAY_LONGER_THAN_8_5_HOURS']);
    expect(
      planningWarnings(at('2031-05-06', '13:00', '15:30'), { existing, absences: [] }),
    ).toEqual([]);
  });
});
