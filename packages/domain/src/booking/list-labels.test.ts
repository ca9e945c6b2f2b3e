import { describe, expect, it } from 'vitest';
import type { BookingStatus, FirstBookingStatus } from '../catalogue/enums.js';
import {
  BOOKING_LIST_LABEL_TONES,
  bookingListLabels,
  isHiddenInBookingList,
  type BookingListLabel,
  type LabelledBooking,
} from './list-labels.js';

const now = new Date('2026-03-10T12:00:00Z');
const past = '2026-03-10T11:00:00Z';
const future = '2026-03-10T13:00:00Z';

function booking(overrides: Partial<LabelledBooking>): LabelledBooking {
  return {
    status: 'CREATED',
    endDate: future,
    isFirstBooking: false,
    firstBookingStatus: null,
    surveyStatus: 'true',
    cgConfirmationProof: 'proof.png',
    ...overrides,
  };
}

const independent = { isEmployee: false };
const employee = { isEmployee: true };

describe('spec 1 §4 list labels per role', () => {
  it.each<[string, Partial<LabelledBooking>, BookingListLabel[], BookingListLabel[]]>([
    ['invoiced: green, non-employees only', { status: 'INVOICED' }, ['INVOICED'], []],
    [
      'fulfilled, survey false, proof present: survey needed (employees)',
      { status: 'FULFILLED', surveyStatus: 'false' },
      [],
      ['SURVEY_NEEDED'],
    ],
    [
      'fulfilled, survey false, no proof: missing survey and booking on paper (employees)',
      { status: 'FULFILLED', surveyStatus: 'false', cgConfirmationProof: null },
      [],
      ['MISSING_SURVEY_AND_BOOKING_ON_PAPER'],
    ],
    [
      'fulfilled, survey done, no proof: signed via paper (employees)',
      { status: 'FULFILLED', cgConfirmationProof: '' },
      [],
      ['SIGNED_VIA_PAPER'],
    ],
    ['fulfilled, survey done, proof present: no label', { status: 'FULFILLED' }, [], []],
    [
      'created, end past: undocumented (everyone)',
      { endDate: past },
      ['UNDOCUMENTED'],
      ['UNDOCUMENTED'],
    ],
    [
      'created, end at now: undocumented',
      { endDate: now.toISOString() },
      ['UNDOCUMENTED'],
      ['UNDOCUMENTED'],
    ],
    ['created, end ahead: no label', {}, [], []],
    [
      'first booking unconfirmed (non-employees)',
      { isFirstBooking: true, firstBookingStatus: 'CREATED' },
      ['FIRST_BOOKING_UNCONFIRMED'],
      [],
    ],
    [
      'first booking confirmed (non-employees)',
      { isFirstBooking: true, firstBookingStatus: 'CONFIRMED' },
      ['FIRST_BOOKING_CONFIRMED'],
      [],
    ],
    [
      'first booking declined (non-employees)',
      { isFirstBooking: true, firstBookingStatus: 'DECLINED' },
      ['FIRST_BOOKING_DECLINED'],
      [],
    ],
    [
      'a first-booking status on a booking that is not first: no label',
      { isFirstBooking: false, firstBookingStatus: 'CONFIRMED' },
      [],
      [],
    ],
    [
      'undocumented first booking carries both',
      { endDate: past, isFirstBooking: true, firstBookingStatus: 'CONFIRMED' },
      ['UNDOCUMENTED', 'FIRST_BOOKING_CONFIRMED'],
      ['UNDOCUMENTED'],
    ],
    [
      'issue 39: documented offline, still in the outbox: waiting, not undocumented',
      { endDate: past, status: 'FULFILLED', cgConfirmationProof: null, isWaitingToSend: true },
      ['WAITING_TO_SEND'],
      ['WAITING_TO_SEND'],
    ],
    [
      'issue 39: a waiting first booking keeps its first-booking label',
      {
        endDate: past,
        isFirstBooking: true,
        firstBookingStatus: 'CONFIRMED',
        isWaitingToSend: true,
      },
      ['WAITING_TO_SEND', 'FIRST_BOOKING_CONFIRMED'],
      ['WAITING_TO_SEND'],
    ],
  ])('%s', (_name, overrides, forIndependent, forEmployee) => {
    expect(bookingListLabels(booking(overrides), independent, now)).toEqual(forIndependent);
    expect(bookingListLabels(booking(overrides), employee, now)).toEqual(forEmployee);
  });

  it("spec 1 §4: 'invoiced' is green", () => {
    expect(BOOKING_LIST_LABEL_TONES.INVOICED).toBe('green');
  });

  it.each<[FirstBookingStatus | null, boolean, { isActive: boolean } | null, boolean]>([
    ['DECLINED', true, { isActive: false }, true],
    ['DECLINED', true, { isActive: true }, false],
    ['DECLINED', false, { isActive: false }, false],
    ['CONFIRMED', true, { isActive: false }, false],
    ['DECLINED', true, null, false],
  ])(
    'spec 1 §4: a declined first booking on an inactive contract is hidden (%s, first %s, %o → %s)',
    (firstBookingStatus, isFirstBooking, contract, expected) => {
      expect(isHiddenInBookingList({ isFirstBooking, firstBookingStatus }, contract)).toBe(
        expected,
      );
    },
  );
});

describe('status values outside the labels', () => {
  it.each<BookingStatus>(['CONFIRMED'])('%s with a past end is not undocumented', (status) => {
    expect(bookingListLabels(booking({ status, endDate: past }), independent, now)).toEqual([]);
  });
});
