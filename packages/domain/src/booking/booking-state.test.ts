import { describe, expect, it } from 'vitest';
import type { BookingStatus } from '../catalogue/enums.js';
import {
  hasNotEnded,
  isBookingChangeable,
  isDocumentNowShown,
  isDocumentingAllowed,
  isFulfilled,
  isSignedViaPaper,
  isSurveyPending,
  isUndocumented,
} from './booking-state.js';
import { countUndocumented } from './undocumented.js';

const now = new Date('2026-03-10T12:00:00.000Z');
const justBefore = '2026-03-10T11:59:59.999Z';
const atNow = '2026-03-10T12:00:00.000Z';
const justAfter = '2026-03-10T12:00:00.001Z';

describe('booking states', () => {
  it.each<[BookingStatus, string, boolean]>([
    ['CREATED', justBefore, true],
    ['CREATED', atNow, true],
    ['CREATED', justAfter, false],
    ['CONFIRMED', justBefore, false],
    ['FULFILLED', justBefore, false],
    ['INVOICED', justBefore, false],
  ])(
    'spec 1 §4: undocumented = ended and still created (%s, end %s → %s)',
    (status, endDate, expected) => {
      expect(isUndocumented({ status, endDate }, now)).toBe(expected);
      expect(isDocumentNowShown({ status, endDate }, now)).toBe(expected);
    },
  );

  it.each<[string, boolean]>([
    [justBefore, false],
    [atNow, false],
    [justAfter, true],
  ])('spec 1 §3: hasNotEnded (end %s → %s)', (endDate, expected) => {
    expect(hasNotEnded({ endDate }, now)).toBe(expected);
  });

  it.each<[BookingStatus, boolean]>([
    ['CREATED', false],
    ['CONFIRMED', false],
    ['FULFILLED', true],
    ['INVOICED', true],
  ])('spec 1 §4: fulfilled means fulfilled or invoiced (%s → %s)', (status, expected) => {
    expect(isFulfilled({ status })).toBe(expected);
    expect(isBookingChangeable({ status })).toBe(!expected);
  });

  it.each<[BookingStatus, string, boolean]>([
    ['CREATED', justBefore, true],
    ['CREATED', atNow, true],
    ['CREATED', justAfter, false],
    ['CONFIRMED', justBefore, false],
    ['FULFILLED', justBefore, false],
    ['INVOICED', justBefore, false],
  ])(
    'spec 1 §4: documenting allowed only while created and the start has passed (%s, start %s → %s)',
    (status, startDate, expected) => {
      expect(isDocumentingAllowed({ status, startDate }, now)).toBe(expected);
    },
  );

  it.each<[string | null, string | null, boolean]>([
    [null, null, true],
    ['', '', true],
    ['paper.png', null, true],
    ['paper.png', '  ', true],
    [null, 'caregiver.png', false],
    ['paper.png', 'caregiver.png', false],
  ])(
    'spec 1 §4: signed via paper (paper %s, caregiver %s → %s)',
    (paperBookingProof, cgConfirmationProof, expected) => {
      expect(isSignedViaPaper({ paperBookingProof, cgConfirmationProof })).toBe(expected);
    },
  );

  it.each<[BookingStatus, string | null, boolean]>([
    ['FULFILLED', 'false', true],
    ['FULFILLED', 'true', false],
    ['FULFILLED', null, false],
    ['FULFILLED', 'FALSE', false],
    // issue 16 §4: "fulfilled" as §4 defines it, so an invoiced booking's open survey is pending.
    ['INVOICED', 'false', true],
    ['INVOICED', 'true', false],
    ['CREATED', 'false', false],
  ])(
    "spec 1 §4: survey pending when fulfilled and surveyStatus is the text 'false' (%s, %s → %s)",
    (status, surveyStatus, expected) => {
      expect(isSurveyPending({ status, surveyStatus })).toBe(expected);
    },
  );

  it('spec 1 §2: the Past badge counts the undocumented bookings', () => {
    const bookings = [
      { status: 'CREATED' as const, endDate: justBefore },
      { status: 'CREATED' as const, endDate: atNow },
      { status: 'CREATED' as const, endDate: justAfter },
      { status: 'FULFILLED' as const, endDate: justBefore },
    ];
    expect(countUndocumented(bookings, now)).toBe(2);
    expect(countUndocumented([], now)).toBe(0);
  });
});
