import { describe, expect, it } from 'vitest';
import type { FirstBookingStatus } from '../catalogue/enums.js';
import { berlinIso } from '../test/berlin.js';
import { DEFAULT_FEATURE_FLAGS } from './feature-flags.js';
import {
  areFirstBookingAnswersOffered,
  isFirstBookingCancelationOffered,
} from './first-booking-actions.js';
import { firstBookingStatusBar, type StatusBar } from './status-bar.js';

const now = new Date(berlinIso(2026, 3, 10, 12, 0));

describe('spec 1 §4 first booking status bar', () => {
  it.each<[string, FirstBookingStatus, string, StatusBar | null]>([
    [
      'confirmed, today, not past: confirmed today, green',
      'CONFIRMED',
      berlinIso(2026, 3, 10, 12, 1),
      { text: 'CONFIRMED_TODAY', colour: 'green' },
    ],
    [
      'confirmed, today, last minute of the day',
      'CONFIRMED',
      berlinIso(2026, 3, 10, 23, 59),
      { text: 'CONFIRMED_TODAY', colour: 'green' },
    ],
    [
      'confirmed, end exactly now: past → attention, dark gray',
      'CONFIRMED',
      berlinIso(2026, 3, 10, 12, 0),
      { text: 'ATTENTION', colour: 'darkGray' },
    ],
    [
      'confirmed, yesterday: attention, dark gray',
      'CONFIRMED',
      berlinIso(2026, 3, 9, 12, 0),
      { text: 'ATTENTION', colour: 'darkGray' },
    ],
    [
      'confirmed, tomorrow 00:00: confirmed, green',
      'CONFIRMED',
      berlinIso(2026, 3, 11, 0, 0),
      { text: 'CONFIRMED', colour: 'green' },
    ],
    [
      'unconfirmed: dark gray',
      'CREATED',
      berlinIso(2026, 3, 11, 0, 0),
      { text: 'UNCONFIRMED', colour: 'darkGray' },
    ],
    ['declined hides the bar', 'DECLINED', berlinIso(2026, 3, 11, 0, 0), null],
  ])('%s', (_name, status, endDate, expected) => {
    expect(firstBookingStatusBar({ status, endDate }, now)).toEqual(expected);
  });
});

describe('spec 1 §4 first booking answers and the feature flag', () => {
  it.each<[FirstBookingStatus | null, boolean, boolean]>([
    ['CREATED', false, true],
    ['CREATED', true, false],
    ['CONFIRMED', false, false],
    ['DECLINED', false, false],
    [null, false, false],
  ])('confirm / decline / defer offered (%s, employee %s → %s)', (status, isEmployee, expected) => {
    expect(areFirstBookingAnswersOffered(status, { isEmployee })).toBe(expected);
  });

  it.each<[FirstBookingStatus, boolean, boolean, boolean]>([
    ['CONFIRMED', true, false, true],
    ['CONFIRMED', false, false, false],
    ['CONFIRMED', true, true, false],
    ['CREATED', true, false, false],
    ['DECLINED', true, false, false],
  ])(
    'firstBookingConfirmationCancelation: cancel offered (%s, flag %s, employee %s → %s)',
    (status, flag, isEmployee, expected) => {
      expect(
        isFirstBookingCancelationOffered(
          status,
          { isEmployee },
          {
            firstBookingConfirmationCancelation: flag,
          },
        ),
      ).toBe(expected);
    },
  );

  it('the flag is off by default', () => {
    expect(DEFAULT_FEATURE_FLAGS.firstBookingConfirmationCancelation).toBe(false);
  });
});
